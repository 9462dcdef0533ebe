/** Outgoing webhooks (ADR 041): the event types and what the API answers, for the server and the screens. */

export const WEBHOOK_EVENT_TYPES = [
  'thread.created',
  'message.completed',
  'feedback.created',
  'balance.low',
  'member.joined',
] as const

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** Sent only by "send a test event", to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const MAX_WEBHOOK_URL_LENGTH = 2000
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200
export const MAX_WEBHOOK_ENDPOINTS = 20

export interface WebhookEndpointView {
  id: string
  url: string
  description: string
  events: WebhookEventType[]
  enabled: boolean
  createdAt: string
  updatedAt: string
}

/** The answer of create and rotate: the secret, shown this once. */
export interface WebhookEndpointWithSecret extends WebhookEndpointView {
  secret: string
}

export interface WebhookAttemptView {
  trigger: 'scheduled' | 'replay'
  succeeded: boolean
  statusCode: number | null
  responseBody: string | null
  error: string | null
  durationMs: number
  attemptedAt: string
}

export interface WebhookDeliveryView {
  /** The message id (`webhook-id`): the same on every attempt and replay. */
  id: string
  eventType: string
  state: 'pending' | 'succeeded' | 'failed'
  attempts: number
  nextAttemptAt: string | null
  lastStatusCode: number | null
  createdAt: string
  /** Newest first. */
  attemptLog: WebhookAttemptView[]
}
