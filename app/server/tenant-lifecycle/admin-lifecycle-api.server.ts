/**
 * The console's side of a tenant's lifecycle (system administrator only: 401/403 otherwise):
 *
 * - `POST|GET /api/admin/tenants/{id}/exports`, `GET …/exports/{exportId}`, `…/{exportId}/download`
 * - `GET /api/admin/tenants/{id}/deletion`: what deleting the tenant removes (step 1)
 * - `DELETE /api/admin/tenants/{id}` `{confirmSlug}`: the deletion (step 2, slug checked again)
 * - `GET /api/admin/tenant-archives?page=&size=`: deleted tenants, newest first
 * - `GET /api/admin/tenant-archives/{id}/statement?lang=ja|en`: a deleted tenant's ledger as CSV
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import {
  type AdminApiDependencies,
  defaultAdminDependencies,
  withSystemAdmin,
} from '../admin/admin-http.server'
import { pagingFields } from '../admin/list-paging.server'
import { jsonResponse } from '../chat/chat-http.server'
import { NotFoundError } from '../errors.server'
import { csvDownload } from '../http/csv-download.server'
import {
  archivedStatement,
  deleteTenant,
  listTenantArchives,
  tenantDeletionPreview,
} from '../tenancy/tenant-deletion.server'
import { toCsv, tokyoDateTime } from '../usage/usage-csv.server'
import {
  adminDownloadPath,
  downloadTenantExport,
  exportView,
  getTenantExport,
  listTenantExports,
  requestTenantExport,
} from './tenant-exports.server'

type TenantParams = { id: string }
type ExportParams = { id: string; exportId: string }

async function requireTenant(db: Db, tenantId: string) {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId))
  if (!row) throw new NotFoundError('errors.tenantLifecycle.tenantNotFound')
}

export function handleAdminRequestExport(
  request: Request,
  params: TenantParams,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true }, async (caller) => {
    const db = await dependencies.getDb()
    const { id } = await requestTenantExport(db, { tenantId: params.id, actor: caller.actor })
    return jsonResponse(202, { id })
  })
}

export function handleAdminListExports(
  request: Request,
  params: TenantParams,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () => {
    const db = await dependencies.getDb()
    await requireTenant(db, params.id)
    const rows = await listTenantExports(db, params.id)
    return jsonResponse(200, { exports: rows.map((row) => exportView(row, adminDownloadPath(params.id))) })
  })
}

export function handleAdminGetExport(
  request: Request,
  params: ExportParams,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () => {
    const row = await getTenantExport(await dependencies.getDb(), params.id, params.exportId)
    return jsonResponse(200, exportView(row, adminDownloadPath(params.id)))
  })
}

export function handleAdminDownloadExport(
  request: Request,
  params: ExportParams,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () =>
    downloadTenantExport(await dependencies.getDb(), params.id, params.exportId),
  )
}

export function handleDeletionPreview(
  request: Request,
  params: TenantParams,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () =>
    jsonResponse(200, await tenantDeletionPreview(await dependencies.getDb(), params.id)),
  )
}

export function handleDeleteTenant(
  request: Request,
  params: TenantParams,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: true, body: true }, async (caller, body) => {
    const confirmSlug =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'confirmSlug') : undefined
    const archive = await deleteTenant(await dependencies.getDb(), {
      tenantId: params.id,
      confirmSlug,
      actor: caller.actor,
    })
    return jsonResponse(200, { archive: archiveView(archive) })
  })
}

type ArchiveRow = Awaited<ReturnType<typeof listTenantArchives>>['archives'][number]

function archiveView(
  archive: Omit<ArchiveRow, 'ledgerEntries' | 'deletedByEmail'> &
    Partial<Pick<ArchiveRow, 'ledgerEntries' | 'deletedByEmail'>>,
) {
  return {
    tenantId: archive.tenantId,
    slug: archive.slug,
    name: archive.name,
    applicationKey: archive.applicationKey,
    planId: archive.planId,
    balance: archive.balance,
    counts: archive.counts,
    deletedBy: archive.deletedBy,
    deletedByEmail: archive.deletedByEmail ?? null,
    deletedAt: archive.deletedAt.toISOString(),
    ...(archive.ledgerEntries === undefined ? {} : { ledgerEntries: archive.ledgerEntries }),
    statementUrl: `/api/admin/tenant-archives/${encodeURIComponent(archive.tenantId)}/statement`,
  }
}
export type TenantArchiveView = ReturnType<typeof archiveView>

const ARCHIVE_PAGE_SIZES = [10, 20, 50, 100]
const archivesQuerySchema = z.object(pagingFields(ARCHIVE_PAGE_SIZES, 20))

export function handleListArchives(
  request: Request,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () => {
    const search = new URL(request.url).searchParams
    const paging = archivesQuerySchema.parse({
      page: Number(search.get('page') ?? 0),
      size: Number(search.get('size') ?? 20),
    })
    const { archives, total } = await listTenantArchives(await dependencies.getDb(), paging)
    return jsonResponse(200, { archives: archives.map(archiveView), total, ...paging })
  })
}

const STATEMENT_COLUMNS = [
  'at',
  'kind',
  'credits',
  'balanceAfter',
  'actor',
  'reference',
  'reason',
  'idempotencyKey',
] as const

export function handleArchiveStatement(
  request: Request,
  params: TenantParams,
  dependencies: AdminApiDependencies = defaultAdminDependencies,
) {
  return withSystemAdmin(request, dependencies, { mutating: false }, async () => {
    const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'ja'
    const { archive, entries } = await archivedStatement(await dependencies.getDb(), params.id)
    const csv = toCsv(
      STATEMENT_COLUMNS.map((column) => textIn(locale, `adminTenantLifecycle.statement.${column}`)),
      entries.map((entry) => [
        tokyoDateTime(entry.createdAt),
        textIn(locale, `adminTenants.detail.kinds.${entry.kind}`),
        entry.amount,
        entry.balanceAfter,
        entry.actor,
        entry.reference,
        entry.reason,
        entry.idempotencyKey,
      ]),
    )
    return csvDownload(csv, `statement-${archive.slug}-${archive.deletedAt.toISOString().slice(0, 10)}.csv`)
  })
}
