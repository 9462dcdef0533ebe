/**
 * The owner's side of the tenant's data (issue 18): the section on /team uses it, and so can
 * scripts with `Authorization: Bearer`.
 *
 * - `POST /api/tenant/exports` → 202 `{id}` · `GET /api/tenant/exports` → `{exports}` (recent)
 * - `GET /api/tenant/exports/{id}` → `{status, progress, downloadUrl?, …}` · `…/{id}/download`
 * - `GET|PUT /api/tenant/retention` `{days: n | null}`
 *
 * Owners only: an admin or a member gets 403, another tenant's export 404, a second export while
 * one is queued or running 409 naming it; every refusal is worded in Japanese and English and
 * writes nothing.
 */
import {
  type ChatApiDependencies,
  defaultDependencies,
  jsonResponse,
  readJsonInput,
  type TenantCaller,
  tenantHandler,
} from '../chat/chat-http.server'
import { actorRole, auditActor } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import {
  downloadTenantExport,
  exportView,
  getTenantExport,
  listTenantExports,
  ownDownloadPath,
  requestTenantExport,
} from './tenant-exports.server'
import { getThreadRetention, retentionInputSchema, setThreadRetention } from './thread-retention.server'

export { defaultDependencies }

type NoParams = Record<string, never>
type Id = { id: string }

/** The caller's database, once they are shown to be an owner of their tenant (403 otherwise). */
async function ownerDb(caller: TenantCaller, dependencies: ChatApiDependencies) {
  const db = await dependencies.getDb()
  if ((await actorRole(db, caller)) !== 'owner') throw new ForbiddenError('errors.tenantLifecycle.ownersOnly')
  return db
}

export const handleRequestExport = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { dependencies }) => {
    const db = await ownerDb(caller, dependencies)
    const { id } = await requestTenantExport(db, { tenantId: caller.tenantId, actor: auditActor(caller) })
    return jsonResponse(202, { id })
  },
)

export const handleListExports = tenantHandler<NoParams>(
  { mutating: false },
  async (caller, { dependencies }) => {
    const db = await ownerDb(caller, dependencies)
    const rows = await listTenantExports(db, caller.tenantId)
    return jsonResponse(200, { exports: rows.map((row) => exportView(row, ownDownloadPath)) })
  },
)

export const handleGetExport = tenantHandler<Id>(
  { mutating: false },
  async (caller, { params, dependencies }) => {
    const db = await ownerDb(caller, dependencies)
    return jsonResponse(
      200,
      exportView(await getTenantExport(db, caller.tenantId, params.id), ownDownloadPath),
    )
  },
)

export const handleDownloadExport = tenantHandler<Id>(
  { mutating: false },
  async (caller, { params, dependencies }) => {
    const db = await ownerDb(caller, dependencies)
    return downloadTenantExport(db, caller.tenantId, params.id)
  },
)

export const handleGetRetention = tenantHandler<NoParams>(
  { mutating: false },
  async (caller, { dependencies }) => {
    const db = await ownerDb(caller, dependencies)
    return jsonResponse(200, await getThreadRetention(db, caller.tenantId))
  },
)

export const handleSetRetention = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { request, dependencies }) => {
    const db = await ownerDb(caller, dependencies)
    const body = await readJsonInput(request, retentionInputSchema, {
      key: 'errors.tenantLifecycle.retentionInvalid',
    })
    if (!body.ok) return body.response
    const { days } = await setThreadRetention(db, {
      tenantId: caller.tenantId,
      days: body.value.days,
      actor: auditActor(caller),
    })
    return jsonResponse(200, { days })
  },
)
