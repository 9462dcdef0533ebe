/**
 * The background side of exports (ADR 030): the job that builds an archive into
 * `tenant_export_chunks` with its progress, and the daily sweep that removes expired archives.
 * An archive is downloadable only once its export is `ready`: a failed attempt deletes its
 * chunks in the transaction that records why, so no half archive is ever served.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { tenantExportChunks, tenantExports } from '#db/schema'
import type { BackgroundJob } from '../jobs/background-jobs.server'
import { type JobContext, PermanentJobError } from '../jobs/job-types.server'
import { EXPORT_CHUNK_BYTES, EXPORT_LIFETIME_MS, TENANT_EXPORT_JOB } from './lifecycle-constants.server'
import { type ArchiveSink, writeTenantArchive } from './tenant-archive.server'

/** How often a long export renews its lease (well inside the worker's 5 minutes). */
const LEASE_EVERY_MS = 30_000

/** Another worker took the job over (this one stalled past its lease): stop, write nothing more. */
class LeaseLostError extends Error {
  constructor() {
    super('the export job lost its lease to another worker')
    this.name = 'LeaseLostError'
  }
}

/**
 * What to record of a failure: the innermost cause's message (a query error wraps the
 * database's own reason in its SQL and parameters, which may be the archive's bytes).
 */
function failureReason(error: unknown): string {
  let innermost = error
  for (let cause = Reflect.get(Object(error), 'cause'); cause; cause = Reflect.get(Object(cause), 'cause')) {
    innermost = cause
  }
  return (innermost instanceof Error ? innermost.message : String(innermost)).slice(0, 500)
}

/** Takes exactly `size` bytes off the front of `pending`. */
function takeBytes(pending: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size)
  let filled = 0
  while (filled < size) {
    const head = pending[0]
    if (!head) break
    const part = Math.min(head.length, size - filled)
    out.set(head.subarray(0, part), filled)
    filled += part
    if (part === head.length) pending.shift()
    else pending[0] = head.subarray(part)
  }
  return out
}

/** Stores the archive as rows of at most EXPORT_CHUNK_BYTES, in order. */
export function chunkSink(db: Db, tenantId: string, exportId: string) {
  const pending: Uint8Array[] = []
  let pendingBytes = 0
  let seq = 0
  let total = 0
  const store = async (size: number) => {
    const bytes = takeBytes(pending, size)
    pendingBytes -= size
    await db.insert(tenantExportChunks).values({ tenantId, exportId, seq, bytes })
    seq += 1
  }
  const sink: ArchiveSink & { close(): Promise<number> } = {
    async write(bytes) {
      pending.push(bytes)
      pendingBytes += bytes.length
      total += bytes.length
      while (pendingBytes >= EXPORT_CHUNK_BYTES) await store(EXPORT_CHUNK_BYTES)
    },
    /** Stores the rest; returns the archive's size. */
    async close() {
      if (pendingBytes > 0) await store(pendingBytes)
      return total
    },
  }
  return sink
}

const ofExport = (tenantId: string, exportId: string) =>
  and(eq(tenantExports.tenantId, tenantId), eq(tenantExports.id, exportId))

const chunksOf = (tenantId: string, exportId: string) =>
  and(eq(tenantExportChunks.tenantId, tenantId), eq(tenantExportChunks.exportId, exportId))

/** Marks the export running (again, after a crash: an earlier attempt's pieces go). */
async function startExport(db: Db, tenantId: string, exportId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: tenantExports.status })
      .from(tenantExports)
      .where(ofExport(tenantId, exportId))
      .for('update')
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return false
    await tx.delete(tenantExportChunks).where(chunksOf(tenantId, exportId))
    await tx
      .update(tenantExports)
      .set({ status: 'running', progress: 0, startedAt: now, error: null })
      .where(ofExport(tenantId, exportId))
    return true
  })
}

/** Builds one export's archive: `tenant-export` jobs, payload `{ exportId }`. */
export async function runTenantExportJob(db: Db, job: BackgroundJob, context: JobContext): Promise<void> {
  const exportId = job.payload.exportId
  const tenantId = job.tenantId
  if (typeof exportId !== 'string' || !tenantId) {
    throw new PermanentJobError(`${TENANT_EXPORT_JOB} job ${job.id} names no export`)
  }
  // Finished, expired or failed already (a retried job), or its tenant is gone: nothing to do.
  if (!(await startExport(db, tenantId, exportId, context.now))) return
  const running = and(ofExport(tenantId, exportId), eq(tenantExports.status, 'running'))
  try {
    const sink = chunkSink(db, tenantId, exportId)
    let shown = 0
    let leaseRenewedAt = Date.now()
    await writeTenantArchive(db, tenantId, sink, {
      now: context.now,
      async onProgress(done, total) {
        if (Date.now() - leaseRenewedAt >= LEASE_EVERY_MS) {
          if (!(await context.extendLease())) throw new LeaseLostError()
          leaseRenewedAt = Date.now()
        }
        // 100 means downloadable: it is written only with `ready`.
        const percent = Math.min(99, Math.floor((done * 100) / Math.max(total, 1)))
        if (percent <= shown) return
        shown = percent
        await db.update(tenantExports).set({ progress: percent }).where(running)
      },
    })
    const sizeBytes = await sink.close()
    await db
      .update(tenantExports)
      .set({
        status: 'ready',
        progress: 100,
        sizeBytes,
        finishedAt: context.now,
        expiresAt: new Date(context.now.getTime() + EXPORT_LIFETIME_MS),
      })
      .where(running)
  } catch (error) {
    if (error instanceof LeaseLostError) throw error
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts
    const reason = failureReason(error)
    await db.transaction(async (tx) => {
      await tx.delete(tenantExportChunks).where(chunksOf(tenantId, exportId))
      await tx
        .update(tenantExports)
        .set(
          final
            ? { status: 'failed', error: reason, finishedAt: context.now }
            : { status: 'queued', progress: 0, error: reason },
        )
        .where(running)
    })
    throw error
  }
}

/**
 * The daily sweep (`tenant-export-expiry`): ready exports past their 7 days become `expired`
 * and lose their chunks; an export whose job ended without finishing it (failed for good on a
 * server without this handler, or removed) is marked failed, so its tenant can export again.
 */
export async function runExportExpiryJob(db: Db, _job: BackgroundJob, context: JobContext): Promise<void> {
  const due = await db
    .select({ tenantId: tenantExports.tenantId, id: tenantExports.id })
    .from(tenantExports)
    .where(and(eq(tenantExports.status, 'ready'), lte(tenantExports.expiresAt, context.now)))
  for (const row of due) {
    await db.transaction(async (tx) => {
      await tx.delete(tenantExportChunks).where(chunksOf(row.tenantId, row.id))
      await tx
        .update(tenantExports)
        .set({ status: 'expired' })
        .where(and(ofExport(row.tenantId, row.id), eq(tenantExports.status, 'ready')))
    })
  }
  const orphans = rowsOf<{ tenant_id: string; id: string }>(
    await db.execute(sql`
      select e.tenant_id, e.id from tenant_exports e
      where e.status in ('queued', 'running') and not exists (
        select 1 from background_jobs j
        where j.dedupe_key = ${`${TENANT_EXPORT_JOB}:`} || e.id and j.state in ('queued', 'running'))`),
  )
  for (const row of orphans) {
    await db.transaction(async (tx) => {
      await tx.delete(tenantExportChunks).where(chunksOf(row.tenant_id, row.id))
      await tx
        .update(tenantExports)
        .set({ status: 'failed', error: 'the export job stopped before finishing', finishedAt: context.now })
        .where(and(ofExport(row.tenant_id, row.id), inArray(tenantExports.status, ['queued', 'running'])))
    })
  }
}
