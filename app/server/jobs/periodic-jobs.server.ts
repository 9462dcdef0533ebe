/**
 * Work that runs on the calendar (issue 18): each entry is queued once per Japan day or month,
 * after its hour, under the dedupe key `<kind>:<period>`, so every server may tick and the
 * work is still queued once. A server down through the hour queues it when it next ticks.
 */
import { TZDate } from '@date-fns/tz'
import { JAPAN_TIME_ZONE, japanDate, japanMonth } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { enqueueJob } from './background-jobs.server'

export interface PeriodicJob {
  kind: string
  cadence: 'daily' | 'monthly'
  /** The Japan hour (0–23) from which the day's (or the month's first day's) run is due. */
  hourJst: number
}

/**
 * The period `now` falls in for `job` (`2026-11-28` daily, `2026-11` monthly) once its hour has
 * come, else undefined (a monthly job's hour counts on the 1st only; later days are past it).
 */
export function duePeriod(job: PeriodicJob, now: Date): string | undefined {
  const japan = new TZDate(+now, JAPAN_TIME_ZONE)
  if (job.cadence === 'daily') return japan.getHours() >= job.hourJst ? japanDate(now) : undefined
  if (japan.getDate() > 1 || japan.getHours() >= job.hourJst) return japanMonth(now)
  return undefined
}

/** Queues every periodic job whose period has come; returns the keys queued now. */
export async function enqueueDueJobs(db: Db, jobs: readonly PeriodicJob[], now: Date): Promise<string[]> {
  const queued: string[] = []
  for (const job of jobs) {
    const period = duePeriod(job, now)
    if (!period) continue
    const dedupeKey = `${job.kind}:${period}`
    const id = await enqueueJob(db, { kind: job.kind, dedupeKey, payload: { period }, runAt: now })
    if (id !== undefined) queued.push(dedupeKey)
  }
  return queued
}
