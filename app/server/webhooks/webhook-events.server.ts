/**
 * Emitting an event (ADR 041): one delivery row and one queued job per enabled endpoint of the
 * tenant that subscribes to the event's type, written together (in the caller's transaction when
 * it has one, as a savepoint, so the event lands with the change or not at all). Emitting never
 * fails the caller: an error is logged and captured, and the caller's work goes on.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { WebhookEventType } from '#app/features/integrations/webhooks.shared'
import type { Db } from '#db/client'
import { webhookDeliveries, webhookEndpoints } from '#db/schema'
import { enqueueJob } from '../jobs/background-jobs.server'
import { wakeBackgroundWorker } from '../jobs/job-worker.server'
import { captureServerError } from '../sentry.server'
import { DELIVERY_JOB_ATTEMPTS, WEBHOOK_DELIVERY_JOB } from './webhook-job-kind.server'

export interface WebhookEvent {
  tenantId: string
  type: WebhookEventType
  /** Names the event: the same event emitted twice is delivered once (`message.completed:<id>`). */
  key: string
  data: Record<string, unknown>
  occurredAt?: Date
}

/** `msg_` and 24 random characters: the message id a receiver deduplicates on. */
export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`

/** The body every attempt of the message sends, per the Standard Webhooks payload convention. */
export function eventBody(type: string, data: Record<string, unknown>, occurredAt: Date): string {
  return JSON.stringify({ type, timestamp: occurredAt.toISOString(), data })
}

/** Inserts a delivery and queues its first attempt; undefined when the event was delivered before. */
export async function queueDelivery(
  db: Db,
  input: { tenantId: string; endpointId: string; type: string; key: string; body: string; runAt?: Date },
): Promise<string | undefined> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      tenantId: input.tenantId,
      id: newMessageId(),
      endpointId: input.endpointId,
      eventType: input.type,
      eventKey: input.key,
      body: input.body,
      nextAttemptAt: input.runAt ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id })
  if (!row) return undefined
  await enqueueJob(db, {
    kind: WEBHOOK_DELIVERY_JOB,
    tenantId: input.tenantId,
    payload: { deliveryId: row.id, attempt: 1 },
    dedupeKey: `webhook:${row.id}:1`,
    runAt: input.runAt,
    maxAttempts: DELIVERY_JOB_ATTEMPTS,
  })
  return row.id
}

/** Queues the event for every subscribed, enabled endpoint of its tenant; returns the message ids. */
/** The tenant's enabled endpoints that subscribe to the event's type. */
function subscribedEndpoints(db: Db, event: WebhookEvent) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.tenantId, event.tenantId),
        eq(webhookEndpoints.enabled, true),
        sql`${event.type} = any(${webhookEndpoints.events})`,
      ),
    )
}

async function queueForEndpoints(db: Db, event: WebhookEvent, endpoints: { id: string }[]) {
  const body = eventBody(event.type, event.data, event.occurredAt ?? new Date())
  const ids: string[] = []
  for (const endpoint of endpoints) {
    const id = await queueDelivery(db, { ...event, endpointId: endpoint.id, body })
    if (id) ids.push(id)
  }
  return ids
}

export async function enqueueWebhookEvent(db: Db, event: WebhookEvent): Promise<string[]> {
  const endpoints = await subscribedEndpoints(db, event)
  return endpoints.length === 0 ? [] : queueForEndpoints(db, event, endpoints)
}

/**
 * Emits the event, all or nothing, without ever throwing. Inside a transaction it writes in a
 * savepoint of it (so the event commits with the caller's change, and a failure here leaves the
 * caller's transaction usable); outside one, in its own transaction.
 */
export async function emitWebhookEvent(db: Db, event: WebhookEvent): Promise<void> {
  try {
    // Most tenants have no endpoint: one read, and no transaction on every chat turn.
    const endpoints = await subscribedEndpoints(db, event)
    if (endpoints.length === 0) return
    const ids = await db.transaction((tx) => queueForEndpoints(tx, event, endpoints))
    if (ids.length > 0) wakeBackgroundWorker()
  } catch (error) {
    console.error(`[webhooks] ${event.type} of tenant ${event.tenantId} not queued: ${String(error)}`)
    captureServerError(error)
  }
}

const pending = new Set<Promise<void>>()

/**
 * Emits after the caller's own commit without making its request wait (a chat turn's first
 * token, its last event). `webhookEmissionsSettled` lets tests wait for them.
 */
export function emitWebhookEventInBackground(db: Db, event: WebhookEvent): void {
  const emission = emitWebhookEvent(db, event).finally(() => pending.delete(emission))
  pending.add(emission)
}

export async function webhookEmissionsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}
