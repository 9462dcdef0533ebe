/**
 * Runs the background queue: the server's loop (polling every few seconds, woken at once by an
 * enqueue in this process, queueing the calendar's due work at most once a minute) and
 * `runJobsUntilIdle` for the CLI and tests, which bring their own clock.
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '#db/client'
import { jobFailed } from '../observability/metrics.server'
import { captureServerError } from '../sentry.server'
import {
  type BackgroundJob,
  claimBackgroundJob,
  extendBackgroundLease,
  failBackgroundJob,
  finishBackgroundJob,
} from './background-jobs.server'
import { JOB_HANDLERS, PERIODIC_JOBS } from './job-handlers.server'
import { type JobHandler, PermanentJobError } from './job-types.server'
import { enqueueDueJobs, type PeriodicJob } from './periodic-jobs.server'

const POLL_INTERVAL_MS = 2000
const CALENDAR_INTERVAL_MS = 60_000

// Kept on globalThis: the loop runs in the server launcher's bundle, enqueues happen in the
// app's (dist/server), and each bundle has its own copy of this module.
const WAKE = Symbol.for('opsai.backgroundWorker.wake')
const slot = globalThis as { [WAKE]?: () => void }

/** Tells a sleeping loop in this process that work arrived. */
export function wakeBackgroundWorker() {
  slot[WAKE]?.()
}

export interface RunOptions {
  now?: Date
  workerId?: string
  handlers?: Record<string, JobHandler>
  kinds?: readonly string[]
}

/** Claims and runs one due job; false when none was due. */
export async function runOneJob(db: Db, options: RunOptions = {}): Promise<boolean> {
  const workerId = options.workerId ?? `worker:${process.pid}:${randomUUID().slice(0, 8)}`
  const now = options.now ?? new Date()
  const job = await claimBackgroundJob(db, { workerId, kinds: options.kinds, now })
  if (!job) return false
  await runClaimed(db, job, options.handlers ?? JOB_HANDLERS, now)
  return true
}

async function runClaimed(db: Db, job: BackgroundJob, handlers: Record<string, JobHandler>, now: Date) {
  const handler = handlers[job.kind]
  if (!handler) {
    await failBackgroundJob(db, job, `no handler for job kind "${job.kind}"`, { permanent: true, now })
    // A kind nobody handles is not a label value: the metric's kinds stay the handlers' list.
    jobFailed({ queue: 'background', kind: 'unknown', final: true })
    return
  }
  try {
    await handler(db, job, { now, extendLease: () => extendBackgroundLease(db, job) })
    await finishBackgroundJob(db, job)
  } catch (error) {
    captureServerError(error)
    const message = error instanceof Error ? error.message : String(error)
    const state = await failBackgroundJob(db, job, message, {
      permanent: error instanceof PermanentJobError,
      now,
    })
    if (state) jobFailed({ queue: 'background', kind: job.kind, final: state === 'failed' })
  }
}

/**
 * Queues the calendar's due work at `now`, then runs due jobs until none is left (at most
 * `limit`): `opsai jobs run` and the tests of the nightly and monthly work.
 */
export async function runJobsUntilIdle(
  db: Db,
  options: RunOptions & { periodic?: readonly PeriodicJob[]; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  await enqueueDueJobs(db, options.periodic ?? PERIODIC_JOBS, now)
  let ran = 0
  while (ran < (options.limit ?? 1000) && (await runOneJob(db, { ...options, now }))) ran += 1
  return ran
}

export interface BackgroundWorker {
  stop(): Promise<void>
}

export function startBackgroundWorker(
  getDb: () => Promise<Db>,
  options: { pollMs?: number } = {},
): BackgroundWorker {
  const workerId = `server:${process.pid}:${randomUUID().slice(0, 8)}`
  let running = true
  let calendarCheckedAt = 0
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs ?? POLL_INTERVAL_MS)
      timer.unref?.()
      function done() {
        clearTimeout(timer)
        slot[WAKE] = undefined
        resolve()
      }
      slot[WAKE] = done
    })
  const loop = (async () => {
    while (running) {
      try {
        const db = await getDb()
        if (Date.now() - calendarCheckedAt >= CALENDAR_INTERVAL_MS) {
          calendarCheckedAt = Date.now()
          await enqueueDueJobs(db, PERIODIC_JOBS, new Date())
        }
        if (await runOneJob(db, { workerId })) continue
      } catch (error) {
        // The database restarting: try again at the next tick.
        captureServerError(error)
      }
      if (running) await sleep()
    }
  })()
  return {
    async stop() {
      running = false
      slot[WAKE]?.()
      await loop
    },
  }
}
