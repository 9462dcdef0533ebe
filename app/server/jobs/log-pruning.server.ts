/**
 * The nightly pruning of logs that only grow (issue 20's gap): webhook deliveries that ended
 * (succeeded or failed) more than 30 days ago, with their attempts (cascade), and background
 * jobs finished that long ago. A pending delivery and a queued or running job are never touched.
 * Rows go in batches, each its own statement, so a large backlog never holds one long lock.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import type { JobHandler } from './job-types.server'
import type { PeriodicJob } from './periodic-jobs.server'

export const LOG_PRUNING_JOB = 'log-pruning'
export const LOG_PRUNING_SCHEDULE: PeriodicJob = { kind: LOG_PRUNING_JOB, cadence: 'daily', hourJst: 5 }
/** What the delivery log on /integrations shows and an operator may ask about: a month. */
export const LOG_RETENTION_DAYS = 30
const BATCH = 1000

export interface PrunedLogs {
  webhookDeliveries: number
  backgroundJobs: number
}

async function deleteInBatches(db: Db, statement: () => ReturnType<typeof sql>): Promise<number> {
  let total = 0
  for (;;) {
    const deleted = rowsOf(await db.execute(statement())).length
    total += deleted
    if (deleted < BATCH) return total
  }
}

export async function pruneOldLogs(db: Db, now: Date): Promise<PrunedLogs> {
  const cutoff = new Date(now.getTime() - LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const webhookDeliveries = await deleteInBatches(
    db,
    () => sql`
      delete from webhook_deliveries where (tenant_id, id) in (
        select tenant_id, id from webhook_deliveries
        where state <> 'pending' and created_at < ${cutoff}::timestamptz limit ${BATCH})
      returning id`,
  )
  // A dedupe key is only ever queued again for its own period or object, never a month later.
  const backgroundJobs = await deleteInBatches(
    db,
    () => sql`
      delete from background_jobs where id in (
        select id from background_jobs
        where state in ('done', 'failed') and finished_at < ${cutoff}::timestamptz limit ${BATCH})
      returning id`,
  )
  return { webhookDeliveries, backgroundJobs }
}

export const runLogPruningJob: JobHandler = async (db, _job, context) => {
  await pruneOldLogs(db, context.now)
}
