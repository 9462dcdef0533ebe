import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { describeEachDatabase } from '#db/testing'
import { makeTenant } from '../tenancy/test-fixtures.server'
import { claimBackgroundJob, enqueueJob, finishBackgroundJob } from './background-jobs.server'
import { type JobHandler, PermanentJobError } from './job-types.server'
import { runJobsUntilIdle, runOneJob } from './job-worker.server'
import { duePeriod, enqueueDueJobs, type PeriodicJob } from './periodic-jobs.server'

describeEachDatabase('background jobs', (database) => {
  const db = () => database.handle().db
  const now = new Date('2030-03-10T00:00:00Z')

  async function stateOf(id: number) {
    const result = await db().execute(
      sql`select state, attempts, last_error from background_jobs where id = ${id}`,
    )
    return rowsOf<{ state: string; attempts: number; last_error: string | null }>(result)[0]
  }

  it('queues a dedupe key once, whatever its state', async () => {
    const first = await enqueueJob(db(), { kind: 'k', dedupeKey: 'once:1' })
    expect(first).toBeTypeOf('number')
    expect(await enqueueJob(db(), { kind: 'k', dedupeKey: 'once:1' })).toBeUndefined()
    const job = await claimBackgroundJob(db(), { kinds: ['k'], now })
    if (!job) throw new Error('nothing claimed')
    expect(job.id).toBe(first)
    expect(await finishBackgroundJob(db(), job)).toBe(true)
    expect(await enqueueJob(db(), { kind: 'k', dedupeKey: 'once:1' })).toBeUndefined()
  })

  it('two workers never claim the same job', async () => {
    for (let index = 0; index < 10; index += 1) await enqueueJob(db(), { kind: 'pair' })
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        claimBackgroundJob(db(), { kinds: ['pair'], workerId: `w${index}`, now }),
      ),
    )
    const ids = claims.flatMap((job) => (job ? [job.id] : []))
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
  })

  it('retries a failing job with backoff and fails a permanent error at once', async () => {
    let calls = 0
    const handlers: Record<string, JobHandler> = {
      flaky: async () => {
        calls += 1
        throw new Error('upstream down')
      },
      broken: async () => {
        throw new PermanentJobError('bad payload')
      },
    }
    const flaky = (await enqueueJob(db(), { kind: 'flaky', runAt: now, maxAttempts: 2 })) as number
    const broken = (await enqueueJob(db(), { kind: 'broken', runAt: now })) as number
    await runJobsUntilIdle(db(), { now, handlers, kinds: ['flaky', 'broken'], periodic: [] })
    expect(await stateOf(flaky)).toMatchObject({ state: 'queued', attempts: 1, last_error: 'upstream down' })
    expect(await stateOf(broken)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'bad payload' })
    // Not due again until its backoff has passed; then its last attempt fails it for good.
    expect(await runOneJob(db(), { now, handlers, kinds: ['flaky'] })).toBe(false)
    const later = new Date(now.getTime() + 60_000)
    await runJobsUntilIdle(db(), { now: later, handlers, kinds: ['flaky'], periodic: [] })
    expect(calls).toBe(2)
    expect(await stateOf(flaky)).toMatchObject({ state: 'failed', attempts: 2 })
  })

  it('an unknown kind fails for good instead of looping', async () => {
    const id = (await enqueueJob(db(), { kind: 'nobody-handles-this', runAt: now })) as number
    await runJobsUntilIdle(db(), { now, handlers: {}, kinds: ['nobody-handles-this'], periodic: [] })
    expect(await stateOf(id)).toMatchObject({ state: 'failed' })
  })

  it('a job of a deleted tenant goes with it', async () => {
    const tenant = await makeTenant(db(), 'jobs-gone')
    const id = (await enqueueJob(db(), { kind: 'k2', tenantId: tenant.id })) as number
    await db().execute(sql`delete from tenants where id = ${tenant.id}`)
    expect(await stateOf(id)).toBeUndefined()
  })

  it('queues calendar work once per Japan day or month, after its hour', async () => {
    const nightly: PeriodicJob = { kind: 'nightly', cadence: 'daily', hourJst: 3 }
    const monthly: PeriodicJob = { kind: 'monthly', cadence: 'monthly', hourJst: 1 }
    // 2030-03-31 17:30 UTC is 04-01 02:30 in Japan.
    const april1 = new Date('2030-03-31T17:30:00Z')
    expect(duePeriod(nightly, april1)).toBeUndefined()
    expect(duePeriod(monthly, april1)).toBe('2030-04')
    expect(duePeriod(nightly, new Date('2030-03-31T18:00:00Z'))).toBe('2030-04-01')
    // 00:30 on the 1st: the month's run waits for 01:00; later days of the month are past it.
    expect(duePeriod(monthly, new Date('2030-03-31T15:30:00Z'))).toBeUndefined()
    expect(duePeriod(monthly, new Date('2030-04-15T00:00:00Z'))).toBe('2030-04')
    const jobs = [nightly, monthly]
    expect(await enqueueDueJobs(db(), jobs, new Date('2030-03-31T18:00:00Z'))).toEqual([
      'nightly:2030-04-01',
      'monthly:2030-04',
    ])
    // Three servers ticking at once queue nothing more.
    const again = await Promise.all(
      [1, 2, 3].map(() => enqueueDueJobs(db(), jobs, new Date('2030-04-01T01:00:00Z'))),
    )
    expect(again.flat()).toEqual([])
  })
})
