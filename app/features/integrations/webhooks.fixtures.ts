/** In-memory webhooks API for stories and component tests (no server). */
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { webhooksErrorsEn, webhooksErrorsJa } from '../../i18n/errors/webhooks'
import { fill } from '../../i18n/local-texts'
import type { WebhookDeliveryView, WebhookEndpointView } from './webhooks.shared'
import type { WebhooksApi } from './webhooks-section'

export const sampleEndpoint: WebhookEndpointView = {
  id: '6b1f3c2e-4a5d-4e8f-9a0b-1c2d3e4f5a6b',
  url: 'https://hooks.hirameki.example/opsai',
  description: '社内チャットへの通知',
  events: ['thread.created', 'message.completed', 'feedback.created'],
  enabled: true,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
}

export const disabledEndpoint: WebhookEndpointView = {
  ...sampleEndpoint,
  id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
  url: 'https://crm.hirameki.example/hooks/balance',
  description: '',
  events: ['balance.low'],
  enabled: false,
}

export const SAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw1tLDcOg4Zmo='

/** A delivery that failed twice (500, then a timeout) and waits for its next attempt, and one that succeeded. */
export const sampleDeliveries: WebhookDeliveryView[] = [
  {
    id: 'msg_2dQ4vX8bN1pK7sR3tY6uW9zA',
    eventType: 'message.completed',
    state: 'pending',
    attempts: 2,
    nextAttemptAt: '2026-11-20T01:35:05.000Z',
    lastStatusCode: null,
    createdAt: '2026-11-20T01:05:00.000Z',
    attemptLog: [
      {
        trigger: 'scheduled',
        succeeded: false,
        statusCode: null,
        responseBody: null,
        error: 'no answer within 15 s',
        durationMs: 15_000,
        attemptedAt: '2026-11-20T01:05:05.000Z',
      },
      {
        trigger: 'scheduled',
        succeeded: false,
        statusCode: 500,
        responseBody: '{"error":"database is down"}',
        error: 'HTTP 500',
        durationMs: 84,
        attemptedAt: '2026-11-20T01:05:00.000Z',
      },
    ],
  },
  {
    id: 'msg_7hJ2kL5mN8pQ1rS4tV6wX9yZ',
    eventType: 'thread.created',
    state: 'succeeded',
    attempts: 1,
    nextAttemptAt: null,
    lastStatusCode: 200,
    createdAt: '2026-11-20T01:04:58.000Z',
    attemptLog: [
      {
        trigger: 'scheduled',
        succeeded: true,
        statusCode: 200,
        responseBody: 'ok',
        error: null,
        durationMs: 42,
        attemptedAt: '2026-11-20T01:04:58.000Z',
      },
    ],
  },
]

/** The server's 400 for a receiver on a private address (nothing is stored). */
export const privateUrlRefusal: BilingualText = {
  ja: `入力が不正です: ${fill(webhooksErrorsJa.urlPrivate, { url: 'https://10.0.0.5/hook', address: '10.0.0.5' })}`,
  en: `Invalid input: ${fill(webhooksErrorsEn.urlPrivate, { url: 'https://10.0.0.5/hook', address: '10.0.0.5' })}`,
}

export interface FakeWebhooksApi extends WebhooksApi {
  created: Record<string, unknown>[]
  replayed: string[]
}

/** `refuseCreate`: every creation is refused with this message (400), as the server words it. */
export function fakeWebhooksApi(
  endpoints: WebhookEndpointView[] = [],
  options: { refuseCreate?: BilingualText; deliveries?: WebhookDeliveryView[] } = {},
): FakeWebhooksApi {
  let current = [...endpoints]
  const created: Record<string, unknown>[] = []
  const replayed: string[] = []
  const ok = <T>(data: T) => Promise.resolve({ ok: true as const, data })
  return {
    created,
    replayed,
    key: ['fake-webhooks', Math.random()],
    list: () => ok({ endpoints: current }),
    create: async (input) => {
      created.push(input)
      if (options.refuseCreate)
        return { ok: false, status: 400, message: options.refuseCreate, fieldErrors: {} }
      const endpoint = {
        ...sampleEndpoint,
        id: `new-${created.length}`,
        url: String(input.url),
        description: String(input.description ?? ''),
        events: input.events as WebhookEndpointView['events'],
      }
      current = [...current, endpoint]
      return { ok: true, data: { endpoint: { ...endpoint, secret: SAMPLE_SECRET } } }
    },
    update: async (id, input) => {
      current = current.map((endpoint) => (endpoint.id === id ? { ...endpoint, ...input } : endpoint))
      const endpoint = current.find((item) => item.id === id) ?? sampleEndpoint
      return { ok: true, data: { endpoint } }
    },
    remove: async (id) => {
      current = current.filter((endpoint) => endpoint.id !== id)
      return { ok: true, data: { deleted: true } }
    },
    rotateSecret: async (id) => {
      const endpoint = current.find((item) => item.id === id) ?? sampleEndpoint
      return { ok: true, data: { endpoint: { ...endpoint, secret: SAMPLE_SECRET.replace('Mf', 'Rt') } } }
    },
    deliveries: () => ok({ deliveries: options.deliveries ?? [] }),
    replay: async (_id, deliveryId) => {
      replayed.push(deliveryId)
      return { ok: true, data: { delivery: { id: deliveryId } } }
    },
    test: () => ok({ delivery: { id: 'msg_test' } }),
  }
}
