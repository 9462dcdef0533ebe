/**
 * Deliveries end to end against a real receiver on 127.0.0.1 (OPSAI_WEBHOOK_ALLOW_PRIVATE=1 here):
 * every delivery verifies with the `standardwebhooks` library; a failing receiver gets retries on
 * the schedule (time driven through the queue's clock, never slept) that later succeed; the
 * schedule spans about 24 h then gives up; a replay is the same message again; and without the
 * flag a loopback receiver is refused when the connection is made.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { backgroundJobs, webhookDeliveries } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { resetServerConfig } from '../config.server'
import type { JobHandler } from '../jobs/job-types.server'
import { runJobsUntilIdle } from '../jobs/job-worker.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { startWebhookReceiver, verifiedPayload, type WebhookReceiver } from './testing/webhook-receiver'
import {
  listWebhookDeliveries,
  MAX_DELIVERY_ATTEMPTS,
  RETRY_DELAYS_SECONDS,
  replayWebhookDelivery,
  webhookDeliveryHandler,
} from './webhook-deliveries.server'
import { createWebhookEndpoint, rotateWebhookSecret } from './webhook-endpoints.server'
import { enqueueWebhookEvent } from './webhook-events.server'
import { WEBHOOK_DELIVERY_JOB } from './webhook-job-kind.server'

let receiver: WebhookReceiver
beforeAll(async () => {
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await receiver.close()
})

function allowPrivate(allowed: boolean) {
  process.env.OPSAI_WEBHOOK_ALLOW_PRIVATE = allowed ? '1' : '0'
  resetServerConfig()
}
beforeAll(() => allowPrivate(true))
afterEach(() => allowPrivate(true))
afterAll(() => {
  delete process.env.OPSAI_WEBHOOK_ALLOW_PRIVATE
  resetServerConfig()
})

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000)

describeEachDatabase('webhook deliveries', (database) => {
  const db = () => database.handle().db
  const run = (now: Date, handlers?: Record<string, JobHandler>) =>
    runJobsUntilIdle(db(), { now, kinds: [WEBHOOK_DELIVERY_JOB], periodic: [], handlers })

  async function endpointOf(slug: string, url = receiver.url) {
    const tenant = await makeTenant(db(), slug)
    const endpoint = await createWebhookEndpoint(db(), {
      tenantId: tenant.id,
      input: { url, events: ['thread.created', 'balance.low'] },
      actor: TEST_ACTOR,
      policy: { allowPrivate: true },
    })
    return { tenantId: tenant.id, endpoint }
  }

  const emit = (tenantId: string, key: string, at: Date) =>
    enqueueWebhookEvent(db(), {
      tenantId,
      type: 'thread.created',
      key,
      occurredAt: at,
      data: { threadId: key },
    })

  async function deliveryRow(tenantId: string, id: string) {
    const [row] = await db()
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id)))
    return row
  }

  it('signs every delivery so the standardwebhooks library verifies it, and retries a failing receiver until it succeeds', async () => {
    const { tenantId, endpoint } = await endpointOf('hooks-retry')
    const start = new Date()
    receiver.received.length = 0
    receiver.answer(500, 503)
    const [id] = await emit(tenantId, 'thread-1', start)
    if (!id) throw new Error('nothing queued')
    // The queue's clock from the moment the job was queued (its run_at), driven forward below.
    const first = new Date()
    await run(first)
    expect(receiver.received).toHaveLength(1)
    expect(await deliveryRow(tenantId, id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastStatusCode: 500,
    })
    // Not due again before its backoff.
    await run(seconds(first, RETRY_DELAYS_SECONDS[0] - 1))
    expect(receiver.received).toHaveLength(1)
    await run(seconds(first, RETRY_DELAYS_SECONDS[0]))
    expect(receiver.received).toHaveLength(2)
    await run(seconds(first, RETRY_DELAYS_SECONDS[0] + RETRY_DELAYS_SECONDS[1]))
    expect(receiver.received).toHaveLength(3)
    expect(await deliveryRow(tenantId, id)).toMatchObject({
      state: 'succeeded',
      attempts: 3,
      lastStatusCode: 200,
      nextAttemptAt: null,
    })
    for (const delivery of receiver.received) {
      expect(delivery.headers['webhook-id']).toBe(id)
      expect(verifiedPayload(endpoint.secret, delivery)).toEqual({
        type: 'thread.created',
        timestamp: start.toISOString(),
        data: { threadId: 'thread-1' },
      })
    }
    // Another secret does not verify it.
    expect(() =>
      verifiedPayload(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, receiver.received[0] as never),
    ).toThrow()
    const [logged] = await listWebhookDeliveries(db(), tenantId, endpoint.id)
    expect(logged?.attemptLog.map((attempt) => attempt.statusCode)).toEqual([200, 503, 500])
    expect(logged?.attemptLog[2]?.responseBody).toBe('receiver says 500')
  })

  it('retries on a schedule that spans about 24 h, then gives up; a replay sends the same message again', async () => {
    const { tenantId, endpoint } = await endpointOf('hooks-give-up')
    const attempts: Date[] = []
    const failing = webhookDeliveryHandler(async () => ({
      succeeded: false,
      statusCode: 502,
      responseBody: 'bad gateway',
      error: 'HTTP 502',
      durationMs: 1,
    }))
    const start = new Date('2030-05-01T00:00:00Z')
    const [id] = await emit(tenantId, 'thread-2', start)
    if (!id) throw new Error('nothing queued')
    let now = start
    for (let index = 0; index < MAX_DELIVERY_ATTEMPTS + 1; index += 1) {
      await run(now, {
        [WEBHOOK_DELIVERY_JOB]: (d, job, context) => {
          attempts.push(context.now)
          return failing(d, job, context)
        },
      })
      const row = await deliveryRow(tenantId, id)
      if (!row?.nextAttemptAt) break
      now = row.nextAttemptAt
    }
    expect(attempts).toHaveLength(MAX_DELIVERY_ATTEMPTS)
    const span = ((attempts.at(-1)?.getTime() ?? 0) - start.getTime()) / 3_600_000
    expect(span).toBeGreaterThan(23)
    expect(span).toBeLessThanOrEqual(24)
    expect(await deliveryRow(tenantId, id)).toMatchObject({
      state: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
    })
    const queued = await db()
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.tenantId, tenantId), eq(backgroundJobs.state, 'queued')))
    expect(queued).toEqual([])

    // The receiver is mended: a replay is one new attempt of the same message id, and it succeeds.
    receiver.received.length = 0
    await replayWebhookDelivery(db(), {
      tenantId,
      endpointId: endpoint.id,
      deliveryId: id,
      actor: TEST_ACTOR,
    })
    await run(new Date())
    expect(receiver.received).toHaveLength(1)
    expect(receiver.received[0]?.headers['webhook-id']).toBe(id)
    expect(verifiedPayload(endpoint.secret, receiver.received[0] as never)).toMatchObject({
      type: 'thread.created',
    })
    const [logged] = await listWebhookDeliveries(db(), tenantId, endpoint.id)
    expect(logged).toMatchObject({ id, state: 'succeeded', attempts: MAX_DELIVERY_ATTEMPTS + 1 })
    expect(logged?.attemptLog[0]).toMatchObject({ trigger: 'replay', succeeded: true, statusCode: 200 })
  })

  it('signs with the rotated secret from the rotation on', async () => {
    const { tenantId, endpoint } = await endpointOf('hooks-rotate')
    const rotated = await rotateWebhookSecret(db(), { tenantId, id: endpoint.id, actor: TEST_ACTOR })
    expect(rotated.secret).not.toBe(endpoint.secret)
    receiver.received.length = 0
    await emit(tenantId, 'thread-3', new Date())
    await run(new Date())
    expect(receiver.received).toHaveLength(1)
    expect(verifiedPayload(rotated.secret, receiver.received[0] as never)).toMatchObject({
      type: 'thread.created',
    })
    expect(() => verifiedPayload(endpoint.secret, receiver.received[0] as never)).toThrow()
  })

  it('without OPSAI_WEBHOOK_ALLOW_PRIVATE refuses a loopback receiver when connecting, by address and by name', async () => {
    const byAddress = await endpointOf('hooks-ssrf-ip')
    const byName = await endpointOf('hooks-ssrf-name', `http://localhost:${receiver.port}/hooks`)
    allowPrivate(false)
    receiver.received.length = 0
    const [first] = await emit(byAddress.tenantId, 'thread-4', new Date())
    const [second] = await emit(byName.tenantId, 'thread-5', new Date())
    await run(new Date())
    expect(receiver.received).toEqual([])
    for (const [tenantId, id] of [
      [byAddress.tenantId, first],
      [byName.tenantId, second],
    ] as const) {
      const row = await deliveryRow(tenantId, id ?? '')
      expect(row).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: null })
      expect(row?.lastError).toMatch(/refused: .* is not a public address/)
    }
  })
})
