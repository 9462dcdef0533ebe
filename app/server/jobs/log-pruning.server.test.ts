import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { webhookEndpoints } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { makeTenant } from '../tenancy/test-fixtures.server'
import { PERIODIC_JOBS } from './job-handlers.server'
import { runJobsUntilIdle } from './job-worker.server'
import { LOG_PRUNING_JOB, LOG_PRUNING_SCHEDULE, LOG_RETENTION_DAYS, pruneOldLogs } from './log-pruning.server'

const DAY_MS = 24 * 60 * 60 * 1000

describeEachDatabase('log pruning', (database) => {
  const db = () => database.handle().db
  // 06:00 in Japan: the nightly run (05:00 JST) is due.
  const now = new Date('2031-05-20T21:00:00Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()

  async function seedDeliveries(tenantId: string) {
    const endpointId = `ep-${tenantId.slice(0, 8)}`
    await db()
      .insert(webhookEndpoints)
      .values({
        tenantId,
        id: endpointId,
        url: 'https://hooks.example/in',
        events: ['thread.created'],
        secret: 'x',
      })
    const delivery = (id: string, state: string, createdAt: string) => sql`
      insert into webhook_deliveries (tenant_id, id, endpoint_id, event_type, event_key, body, state, created_at)
      values (${tenantId}, ${id}, ${endpointId}, 'thread.created', ${id}, '{}', ${state}, ${createdAt}::timestamptz)`
    // More than one batch of ended old deliveries, so the loop has to come back for the rest.
    await db().execute(sql`
      insert into webhook_deliveries (tenant_id, id, endpoint_id, event_type, event_key, body, state, created_at)
      select ${tenantId}, 'old-' || n, ${endpointId}, 'thread.created', 'old-' || n, '{}',
        case when n % 2 = 0 then 'succeeded' else 'failed' end, ${daysAgo(LOG_RETENTION_DAYS + 10)}::timestamptz
      from generate_series(1, 1005) as n`)
    await db().execute(sql`
      insert into webhook_delivery_attempts (tenant_id, delivery_id, trigger, succeeded, duration_ms, attempted_at)
      values (${tenantId}, 'old-2', 'scheduled', true, 12, ${daysAgo(LOG_RETENTION_DAYS + 10)}::timestamptz)`)
    await db().execute(delivery('old-but-pending', 'pending', daysAgo(LOG_RETENTION_DAYS + 10)))
    await db().execute(delivery('recent-failed', 'failed', daysAgo(LOG_RETENTION_DAYS - 1)))
  }

  async function seedJobs() {
    const job = (key: string, state: string, finishedDaysAgo: number | null) => sql`
      insert into background_jobs (kind, dedupe_key, state, finished_at)
      values ('test-kind', ${key}, ${state}, ${finishedDaysAgo === null ? null : daysAgo(finishedDaysAgo)}::timestamptz)`
    await db().execute(job('prune:old-done', 'done', LOG_RETENTION_DAYS + 1))
    await db().execute(job('prune:old-failed', 'failed', LOG_RETENTION_DAYS + 1))
    await db().execute(job('prune:recent-done', 'done', LOG_RETENTION_DAYS - 1))
    await db().execute(job('prune:queued', 'queued', null))
  }

  it('removes ended deliveries (with their attempts) and finished jobs older than the retention, nothing else', async () => {
    const tenant = await makeTenant(db(), 'log-pruning-a')
    await seedDeliveries(tenant.id)
    await seedJobs()

    expect(await pruneOldLogs(db(), now)).toEqual({ webhookDeliveries: 1005, backgroundJobs: 2 })

    const deliveries = rowsOf<{ id: string }>(
      await db().execute(sql`select id from webhook_deliveries where tenant_id = ${tenant.id} order by id`),
    )
    expect(deliveries.map((row) => row.id)).toEqual(['old-but-pending', 'recent-failed'])
    const attempts = rowsOf(
      await db().execute(sql`select 1 from webhook_delivery_attempts where tenant_id = ${tenant.id}`),
    )
    expect(attempts).toHaveLength(0)
    const jobs = rowsOf<{ dedupe_key: string }>(
      await db().execute(
        sql`select dedupe_key from background_jobs where dedupe_key like 'prune:%' order by 1`,
      ),
    )
    expect(jobs.map((row) => row.dedupe_key)).toEqual(['prune:queued', 'prune:recent-done'])
    // Nothing left to do: a second run removes nothing.
    expect(await pruneOldLogs(db(), now)).toEqual({ webhookDeliveries: 0, backgroundJobs: 0 })
  })

  it('runs nightly from the calendar, once per Japan day', async () => {
    expect(PERIODIC_JOBS).toContainEqual(LOG_PRUNING_SCHEDULE)
    const tenant = await makeTenant(db(), 'log-pruning-b')
    await seedDeliveries(tenant.id)
    const options = { now, periodic: [LOG_PRUNING_SCHEDULE], kinds: [LOG_PRUNING_JOB] }
    expect(await runJobsUntilIdle(db(), options)).toBe(1)
    expect(await runJobsUntilIdle(db(), options)).toBe(0)
    const left = rowsOf(
      await db().execute(sql`select 1 from webhook_deliveries where tenant_id = ${tenant.id}`),
    )
    expect(left).toHaveLength(2)
  })
})
