/**
 * The platform's background queue (`background_jobs`, issue 18): exports, mails, the nightly
 * retention and the monthly plan run. The same discipline as the knowledge queue (ADR 027): a
 * claim is one statement with `FOR UPDATE SKIP LOCKED` under a lease, finishing is fenced by
 * the lease holder, failures retry with backoff. `dedupeKey` makes an enqueue idempotent over
 * every state, so a scheduled run is queued once however many servers tick.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { retryDelaySeconds } from '../knowledge/jobs.server'

export interface BackgroundJob {
  id: number
  kind: string
  tenantId: string | null
  payload: Record<string, unknown>
  attempts: number
  maxAttempts: number
  lockedBy: string
}

export interface EnqueueInput {
  kind: string
  payload?: Record<string, unknown>
  tenantId?: string | null
  /** Unique over every job ever queued: the same key again queues nothing. */
  dedupeKey?: string
  runAt?: Date
  maxAttempts?: number
}

export const DEFAULT_JOB_LEASE_SECONDS = 300

/** Queues a job; returns its id, or undefined when `dedupeKey` was queued before. */
export async function enqueueJob(db: Db, input: EnqueueInput): Promise<number | undefined> {
  const result = await db.execute(sql`
    insert into background_jobs (kind, payload, tenant_id, dedupe_key, run_at, max_attempts)
    values (${input.kind}, ${JSON.stringify(input.payload ?? {})}::jsonb, ${input.tenantId ?? null},
      ${input.dedupeKey ?? null}, ${(input.runAt ?? new Date()).toISOString()}::timestamptz,
      ${input.maxAttempts ?? 5})
    on conflict (dedupe_key) do nothing
    returning id`)
  const [row] = rowsOf<{ id: number | string }>(result)
  return row ? Number(row.id) : undefined
}

/**
 * Claims the next due job of one of `kinds` (all kinds when absent), or one whose worker's lease
 * ran out. `now` is the caller's clock (tests run a night ahead); undefined: none is due.
 */
export async function claimBackgroundJob(
  db: Db,
  options: { workerId?: string; leaseSeconds?: number; kinds?: readonly string[]; now?: Date } = {},
): Promise<BackgroundJob | undefined> {
  const workerId = options.workerId ?? `worker:${randomUUID()}`
  const lease = options.leaseSeconds ?? DEFAULT_JOB_LEASE_SECONDS
  const now = (options.now ?? new Date()).toISOString()
  const kinds = options.kinds
    ? sql`and kind in (${sql.join(
        options.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``
  const result = await db.execute(sql`
    update background_jobs set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = ${now}::timestamptz + make_interval(secs => ${lease})
    where id = (
      select id from background_jobs
      where ((state = 'queued' and run_at <= ${now}::timestamptz)
          or (state = 'running' and locked_until < ${now}::timestamptz)) ${kinds}
      order by run_at, id for update skip locked limit 1)
    returning id, kind, tenant_id as "tenantId", payload, attempts, max_attempts as "maxAttempts",
      locked_by as "lockedBy"`)
  const [row] = rowsOf<BackgroundJob & { id: number | string }>(result)
  return row ? { ...row, id: Number(row.id) } : undefined
}

/** Marks the job done while it still holds its lease; false: the lease was lost. */
export async function finishBackgroundJob(db: Db, job: BackgroundJob): Promise<boolean> {
  const result = await db.execute(sql`
    update background_jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null
    where id = ${job.id} and locked_by = ${job.lockedBy} and state = 'running' returning id`)
  return rowsOf(result).length > 0
}

/**
 * Records a failed attempt: queued again after a backoff, or failed for good when `permanent` or
 * out of attempts. Returns the new state (undefined: the lease was lost).
 */
export async function failBackgroundJob(
  db: Db,
  job: BackgroundJob,
  error: string,
  options: { permanent?: boolean; now?: Date } = {},
): Promise<'queued' | 'failed' | undefined> {
  const final = options.permanent || job.attempts >= job.maxAttempts
  const now = (options.now ?? new Date()).toISOString()
  const result = await db.execute(sql`
    update background_jobs set
      state = ${final ? 'failed' : 'queued'},
      run_at = ${now}::timestamptz + make_interval(secs => ${retryDelaySeconds(job.attempts)}),
      last_error = ${error.slice(0, 2000)}, locked_by = null, locked_until = null,
      finished_at = ${final ? sql`now()` : null}
    where id = ${job.id} and locked_by = ${job.lockedBy} and state = 'running' returning state`)
  return rowsOf<{ state: 'queued' | 'failed' }>(result)[0]?.state
}

/** Extends a long job's lease while it still holds it (an export of a large tenant). */
export async function extendBackgroundLease(
  db: Db,
  job: BackgroundJob,
  leaseSeconds = DEFAULT_JOB_LEASE_SECONDS,
): Promise<boolean> {
  const result = await db.execute(sql`
    update background_jobs set locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = ${job.id} and locked_by = ${job.lockedBy} and state = 'running' returning id`)
  return rowsOf(result).length > 0
}
