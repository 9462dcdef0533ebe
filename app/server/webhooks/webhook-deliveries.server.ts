/**
 * Delivering (ADR 041): the `webhook_delivery` job sends one attempt of a message; a failed
 * attempt queues the next on the retry schedule (about 24 h in all), then the delivery fails for
 * good. The log lists an endpoint's deliveries with their attempts; a replay is one new attempt
 * of the same message id; a test event is a message of its own to one endpoint.
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryView } from '#app/features/integrations/webhooks.shared'
import type { Db } from '#db/client'
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '#db/schema'
import { recordAudit } from '../audit.server'
import { getServerConfig } from '../config.server'
import { NotFoundError } from '../errors.server'
import { enqueueJob } from '../jobs/background-jobs.server'
import { type JobHandler, PermanentJobError } from '../jobs/job-types.server'
import { wakeBackgroundWorker } from '../jobs/job-worker.server'
import { openEndpointSecret, requireWebhookEndpoint } from './webhook-endpoints.server'
import { eventBody, queueDelivery } from './webhook-events.server'
import { DELIVERY_JOB_ATTEMPTS, WEBHOOK_DELIVERY_JOB } from './webhook-job-kind.server'
import { type SendOptions, sendWebhook } from './webhook-sender.server'

/** Seconds after attempt n (1-based) that attempt n+1 goes: 5 s, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h. */
export const RETRY_DELAYS_SECONDS = [5, 300, 1_800, 7_200, 18_000, 28_800, 28_800] as const
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1
export const DELIVERY_LOG_LIMIT = 50

const jobPayloadSchema = z.object({
  deliveryId: z.string().min(1),
  attempt: z.number().int().min(1),
  replay: z.boolean().optional(),
})

const ofDelivery = (tenantId: string, id: string) =>
  and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id))

/** The job handler; `send` is the real sender unless a test gives another. */
export function webhookDeliveryHandler(
  send: (
    url: string,
    message: Parameters<typeof sendWebhook>[1],
    options: SendOptions,
  ) => ReturnType<typeof sendWebhook> = sendWebhook,
): JobHandler {
  return async (db, job, context) => {
    const parsed = jobPayloadSchema.safeParse(job.payload)
    if (!parsed.success || !job.tenantId) throw new PermanentJobError('malformed webhook delivery job')
    const { deliveryId, attempt, replay = false } = parsed.data
    const tenantId = job.tenantId
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(
        webhookEndpoints,
        and(
          eq(webhookEndpoints.tenantId, webhookDeliveries.tenantId),
          eq(webhookEndpoints.id, webhookDeliveries.endpointId),
        ),
      )
      .where(ofDelivery(tenantId, deliveryId))
    // The endpoint was removed (its deliveries with it), or this attempt already ran.
    if (!found || (!replay && found.delivery.state !== 'pending')) return
    const { delivery, endpoint } = found
    const asked = replay || delivery.eventType === WEBHOOK_TEST_EVENT
    if (!endpoint.enabled && !asked) {
      await db
        .update(webhookDeliveries)
        .set({ state: 'failed', lastError: 'endpoint disabled', nextAttemptAt: null })
        .where(ofDelivery(tenantId, deliveryId))
      return
    }
    const outcome = await send(
      endpoint.url,
      { id: delivery.id, body: delivery.body, secret: openEndpointSecret(endpoint) },
      { allowPrivate: getServerConfig().webhooks.allowPrivate },
    )
    const retry = !outcome.succeeded && !replay && attempt < MAX_DELIVERY_ATTEMPTS
    const delay = RETRY_DELAYS_SECONDS[attempt - 1] ?? 0
    const next = retry ? new Date(context.now.getTime() + delay * 1000) : null
    await db.transaction(async (tx) => {
      await tx.insert(webhookDeliveryAttempts).values({
        tenantId,
        deliveryId,
        trigger: replay ? 'replay' : 'scheduled',
        succeeded: outcome.succeeded,
        statusCode: outcome.statusCode,
        responseBody: outcome.responseBody,
        error: outcome.error,
        durationMs: outcome.durationMs,
        attemptedAt: context.now,
      })
      await tx
        .update(webhookDeliveries)
        .set({
          state: outcome.succeeded ? 'succeeded' : retry ? 'pending' : 'failed',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: context.now,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error,
          nextAttemptAt: next,
        })
        .where(ofDelivery(tenantId, deliveryId))
      if (next) {
        await enqueueJob(tx, {
          kind: WEBHOOK_DELIVERY_JOB,
          tenantId,
          payload: { deliveryId, attempt: attempt + 1 },
          dedupeKey: `webhook:${deliveryId}:${attempt + 1}`,
          runAt: next,
          maxAttempts: DELIVERY_JOB_ATTEMPTS,
        })
      }
    })
  }
}

export const runWebhookDelivery = webhookDeliveryHandler()

interface EndpointCall {
  tenantId: string
  endpointId: string
  actor: string
}

/** An endpoint's newest deliveries, each with its attempts (newest first). */
export async function listWebhookDeliveries(
  db: Db,
  tenantId: string,
  endpointId: string,
): Promise<WebhookDeliveryView[]> {
  await requireWebhookEndpoint(db, tenantId, endpointId)
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LIMIT)
  if (rows.length === 0) return []
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(
      and(
        eq(webhookDeliveryAttempts.tenantId, tenantId),
        inArray(
          webhookDeliveryAttempts.deliveryId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(desc(webhookDeliveryAttempts.id))
  return rows.map((row) => ({
    id: row.id,
    eventType: row.eventType,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    createdAt: row.createdAt.toISOString(),
    attemptLog: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        trigger: attempt.trigger,
        succeeded: attempt.succeeded,
        statusCode: attempt.statusCode,
        responseBody: attempt.responseBody,
        error: attempt.error,
        durationMs: attempt.durationMs,
        attemptedAt: attempt.attemptedAt.toISOString(),
      })),
  }))
}

/** One new attempt of the same message (same `webhook-id`, same body), now. */
export async function replayWebhookDelivery(
  db: Db,
  call: EndpointCall & { deliveryId: string },
): Promise<{ id: string; state: 'pending' }> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ state: 'pending', nextAttemptAt: sql`now()` })
      .where(
        and(ofDelivery(call.tenantId, call.deliveryId), eq(webhookDeliveries.endpointId, call.endpointId)),
      )
      .returning({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    if (!row) throw new NotFoundError('errors.webhooks.deliveryNotFound')
    await enqueueJob(tx, {
      kind: WEBHOOK_DELIVERY_JOB,
      tenantId: call.tenantId,
      payload: { deliveryId: row.id, attempt: row.attempts + 1, replay: true },
      dedupeKey: `webhook:${row.id}:replay:${randomUUID()}`,
      maxAttempts: DELIVERY_JOB_ATTEMPTS,
    })
    await recordAudit(tx, {
      actor: call.actor,
      action: 'webhook.replay',
      tenantId: call.tenantId,
      target: call.endpointId,
      details: { deliveryId: row.id },
    })
  })
  wakeBackgroundWorker()
  return { id: call.deliveryId, state: 'pending' }
}

/** A `webhook.test` message to this endpoint alone, whatever it subscribes to. */
export async function sendTestWebhook(db: Db, call: EndpointCall): Promise<{ id: string }> {
  const endpoint = await requireWebhookEndpoint(db, call.tenantId, call.endpointId)
  const id = await db.transaction(async (tx) => {
    const key = `${WEBHOOK_TEST_EVENT}:${randomUUID()}`
    const body = eventBody(WEBHOOK_TEST_EVENT, { endpointId: endpoint.id, url: endpoint.url }, new Date())
    const queued = await queueDelivery(tx, {
      tenantId: call.tenantId,
      endpointId: endpoint.id,
      type: WEBHOOK_TEST_EVENT,
      key,
      body,
    })
    if (!queued) throw new Error('a fresh test event was not queued')
    await recordAudit(tx, {
      actor: call.actor,
      action: 'webhook.test',
      tenantId: call.tenantId,
      target: endpoint.url,
      details: { endpointId: endpoint.id, deliveryId: queued },
    })
    return queued
  })
  wakeBackgroundWorker()
  return { id }
}
