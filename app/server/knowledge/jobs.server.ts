/**
 * The ingestion queue (ADR 027): a table claimed with `FOR UPDATE SKIP LOCKED` in one
 * statement, so a claim commits at once and no transaction is held while a document is parsed.
 * A claim takes a lease longer than the parser's time limit; a worker that dies leaves its job
 * to be claimed again when the lease runs out. Finishing is fenced by the lease holder, so a
 * job whose lease was lost cannot write its result twice. Failures retry with backoff; a
 * hostile or unreadable file fails at once (retrying cannot help).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { knowledgeTenantKey } from './knowledge-tenant.server'

export const PARSE_DOCUMENT = 'parse_document'

export interface ClaimedJob {
  /** Stored: CATALOGUE_TENANT_ID for the catalogue's documents. */
  tenantId: string
  id: number
  kind: string
  documentId: string
  attempts: number
  maxAttempts: number
  lockedBy: string
}

/** Longer than the parser's own time limit (parse.server.ts), so a live worker keeps its job. */
export const DEFAULT_LEASE_SECONDS = 180

/** Queues a document's ingestion, unless one is already queued or running for it. */
export async function enqueueDocument(
  db: Db,
  document: { id: string; tenantId: string | null },
  kind = PARSE_DOCUMENT,
) {
  await db.execute(sql`
    insert into knowledge_jobs (kind, document_id, tenant_id)
    values (${kind}, ${document.id}, ${knowledgeTenantKey(document.tenantId)})
    on conflict (tenant_id, document_id, kind) where state in ('queued', 'running') do nothing`)
}

/** Claims the next job whose time has come (or whose worker's lease ran out); none: undefined. */
export async function claimJob(
  db: Db,
  options: { workerId?: string; leaseSeconds?: number } = {},
): Promise<ClaimedJob | undefined> {
  const workerId = options.workerId ?? `worker:${randomUUID()}`
  const lease = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS
  const result = await db.execute(sql`
    update knowledge_jobs set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${lease})
    where (tenant_id, id) = (
      select tenant_id, id from knowledge_jobs
      where (state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now())
      order by run_at, id for update skip locked limit 1)
    returning tenant_id as "tenantId", id, kind, document_id as "documentId", attempts, max_attempts as "maxAttempts", locked_by as "lockedBy"`)
  const [row] = rowsOf<ClaimedJob & { id: number | string }>(result)
  return row ? { ...row, id: Number(row.id) } : undefined
}

/**
 * Marks the job done, inside `tx` when given (with the job's results), only if `job` still
 * holds its lease. False: the lease was lost and the caller must throw its results away.
 */
export async function finishJob(db: Db, job: ClaimedJob): Promise<boolean> {
  const result = await db.execute(sql`
    update knowledge_jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null
    where tenant_id = ${job.tenantId} and id = ${job.id} and locked_by = ${job.lockedBy} and state = 'running'
    returning id`)
  return rowsOf(result).length > 0
}

/** The delay before retry n (1-based): 10 s, 20 s, 40 s… at most an hour. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1))
}

/**
 * Records a failed attempt: queued again after a backoff, or failed for good when `permanent`
 * or out of attempts. Returns the job's new state (undefined: the lease was lost).
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  options: { permanent?: boolean } = {},
): Promise<'queued' | 'failed' | undefined> {
  const final = options.permanent || job.attempts >= job.maxAttempts
  const result = await db.execute(sql`
    update knowledge_jobs set
      state = ${final ? 'failed' : 'queued'},
      run_at = now() + make_interval(secs => ${retryDelaySeconds(job.attempts)}),
      last_error = ${error.slice(0, 2000)}, locked_by = null, locked_until = null,
      finished_at = ${final ? sql`now()` : null}
    where tenant_id = ${job.tenantId} and id = ${job.id} and locked_by = ${job.lockedBy} and state = 'running'
    returning state`)
  return rowsOf<{ state: 'queued' | 'failed' }>(result)[0]?.state
}

/** Extends a long job's lease while it still holds it. */
export async function extendLease(db: Db, job: ClaimedJob, leaseSeconds = DEFAULT_LEASE_SECONDS) {
  const result = await db.execute(sql`
    update knowledge_jobs set locked_until = now() + make_interval(secs => ${leaseSeconds})
    where tenant_id = ${job.tenantId} and id = ${job.id} and locked_by = ${job.lockedBy} and state = 'running'
    returning id`)
  return rowsOf(result).length > 0
}
