/**
 * A tenant's exports (issue 18, ADR 030): requested by an owner (or the system administrator),
 * built by a background job (export-job.server.ts), downloadable for 7 days, then removed by the
 * daily sweep. One export is queued or running per tenant at a time (a unique index keeps it so
 * under any concurrency); a second request is refused naming the first.
 */
import { randomUUID } from 'node:crypto'
import { create as contentDisposition } from 'content-disposition'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { japanDateTime } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { tenantExportChunks, tenantExports, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { isUniqueViolation } from '../db-errors.server'
import { ConflictError, NotFoundError, ServiceError } from '../errors.server'
import { enqueueJob } from '../jobs/background-jobs.server'
import { wakeBackgroundWorker } from '../jobs/job-worker.server'
import { TENANT_EXPORT_JOB } from './lifecycle-constants.server'

/** Exports listed on /team and in the console. */
const RECENT_EXPORTS = 10

type ExportRow = typeof tenantExports.$inferSelect
export type ExportStatus = ExportRow['status']

/** An export as the API answers it; `downloadUrl` only while it can be downloaded. */
export interface ExportView {
  id: string
  status: ExportStatus
  progress: number
  requestedBy: string
  createdAt: string
  finishedAt: string | null
  expiresAt: string | null
  sizeBytes: number | null
  /** Why it failed, in both languages. */
  error?: BilingualText
  downloadUrl?: string
}

/** Where an export's archive is downloaded: the owner's API, or the console's for any tenant. */
export type DownloadPath = (exportId: string) => string

export const ownDownloadPath: DownloadPath = (id) => `/api/tenant/exports/${encodeURIComponent(id)}/download`

export const adminDownloadPath =
  (tenantId: string): DownloadPath =>
  (id) =>
    `/api/admin/tenants/${encodeURIComponent(tenantId)}/exports/${encodeURIComponent(id)}/download`

/** A ready export past its expiry counts as expired even before the sweep has removed it. */
function effectiveStatus(row: ExportRow, now: Date): ExportStatus {
  if (row.status === 'ready' && row.expiresAt && row.expiresAt <= now) return 'expired'
  return row.status
}

export function exportView(row: ExportRow, downloadPath: DownloadPath, now = new Date()): ExportView {
  const status = effectiveStatus(row, now)
  return {
    id: row.id,
    status,
    progress: row.progress,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    ...(status === 'failed'
      ? { error: bothLanguages('errors.tenantLifecycle.exportFailed', { reason: row.error ?? '?' }) }
      : {}),
    ...(status === 'ready' ? { downloadUrl: downloadPath(row.id) } : {}),
  }
}

const ACTIVE = ['queued', 'running'] as const

async function activeExport(db: Db, tenantId: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(tenantExports)
    .where(and(eq(tenantExports.tenantId, tenantId), inArray(tenantExports.status, [...ACTIVE])))
  return row
}

const exportRunning = (row: ExportRow) =>
  new ConflictError('errors.tenantLifecycle.exportRunning', {
    id: row.id,
    at: japanDateTime(row.createdAt),
  })

export const exportNotFound = () => new NotFoundError('errors.tenantLifecycle.exportNotFound')

/**
 * Queues an export of the whole tenant and its job, audited, in one transaction; a second one
 * while one is queued or running is refused (409, naming it) and writes nothing.
 */
export async function requestTenantExport(
  db: Db,
  input: { tenantId: string; actor: string },
): Promise<{ id: string }> {
  const id = randomUUID()
  try {
    await db.transaction(async (tx) => {
      const [tenant] = await tx
        .select({ slug: tenants.slug })
        .from(tenants)
        .where(eq(tenants.id, input.tenantId))
      if (!tenant) throw new NotFoundError('errors.tenantLifecycle.tenantNotFound')
      const active = await activeExport(tx, input.tenantId)
      if (active) throw exportRunning(active)
      await tx.insert(tenantExports).values({ tenantId: input.tenantId, id, requestedBy: input.actor })
      await enqueueJob(tx, {
        kind: TENANT_EXPORT_JOB,
        tenantId: input.tenantId,
        payload: { exportId: id },
        dedupeKey: `${TENANT_EXPORT_JOB}:${id}`,
        maxAttempts: 3,
      })
      await recordAudit(tx, {
        actor: input.actor,
        action: 'tenant.export',
        tenantId: input.tenantId,
        target: tenant.slug,
        details: { exportId: id },
      })
    })
  } catch (error) {
    // Two requests at once: the unique index let one through; the other names it.
    if (!isUniqueViolation(error)) throw error
    const active = await activeExport(db, input.tenantId)
    if (active) throw exportRunning(active)
    throw error
  }
  wakeBackgroundWorker()
  return { id }
}

/** One export of the tenant; another tenant's id is not found. */
export async function getTenantExport(db: Db, tenantId: string, id: string): Promise<ExportRow> {
  const [row] = await db
    .select()
    .from(tenantExports)
    .where(and(eq(tenantExports.tenantId, tenantId), eq(tenantExports.id, id)))
  if (!row) throw exportNotFound()
  return row
}

export async function listTenantExports(db: Db, tenantId: string): Promise<ExportRow[]> {
  return db
    .select()
    .from(tenantExports)
    .where(eq(tenantExports.tenantId, tenantId))
    .orderBy(desc(tenantExports.createdAt), desc(tenantExports.id))
    .limit(RECENT_EXPORTS)
}

/** `acme-export-2026-11-28-0930.zip`: the tenant and the Japan time it was requested. */
export function archiveFileName(slug: string, createdAt: Date): string {
  const stamp = japanDateTime(createdAt).slice(0, 16).replace(' ', '-').replace(':', '')
  return `${slug}-export-${stamp}.zip`
}

class ExportUnavailableError extends ServiceError {}

/**
 * The archive as a download, read back chunk by chunk as the client takes it. Only a ready
 * export within its 7 days: a running one is 409, an expired one 410, both worded.
 */
export async function downloadTenantExport(
  db: Db,
  tenantId: string,
  id: string,
  now = new Date(),
): Promise<Response> {
  const row = await getTenantExport(db, tenantId, id)
  const status = effectiveStatus(row, now)
  if (status === 'expired') {
    throw new ExportUnavailableError(410, 'export_expired', 'errors.tenantLifecycle.exportExpired', {
      at: row.expiresAt ? japanDateTime(row.expiresAt) : '',
    })
  }
  if (status === 'failed') {
    throw new ExportUnavailableError(409, 'export_failed', 'errors.tenantLifecycle.exportFailed', {
      reason: row.error ?? '?',
    })
  }
  if (status !== 'ready') {
    throw new ExportUnavailableError(409, 'export_not_ready', 'errors.tenantLifecycle.exportNotReady', {
      progress: row.progress,
    })
  }
  const [tenant] = await db.select({ slug: tenants.slug }).from(tenants).where(eq(tenants.id, tenantId))
  let seq = 0
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [chunk] = await db
        .select({ bytes: tenantExportChunks.bytes })
        .from(tenantExportChunks)
        .where(
          and(
            eq(tenantExportChunks.tenantId, tenantId),
            eq(tenantExportChunks.exportId, id),
            eq(tenantExportChunks.seq, seq),
          ),
        )
        .orderBy(asc(tenantExportChunks.seq))
      seq += 1
      if (chunk) controller.enqueue(new Uint8Array(chunk.bytes))
      else controller.close()
    },
  })
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': contentDisposition(archiveFileName(tenant?.slug ?? 'tenant', row.createdAt)),
      ...(row.sizeBytes !== null ? { 'content-length': String(row.sizeBytes) } : {}),
      'cache-control': 'no-store',
    },
  })
}
