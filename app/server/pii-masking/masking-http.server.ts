/**
 * The JSON API of PII masking (issue 19, ADR 034):
 *
 * - `GET|PUT /api/admin/applications/{key}/masking` `{kinds, ngWords}`: an application's, for
 *   system administrators (401/403 otherwise; bad input 400 with `fieldErrors`; unknown 404).
 * - `GET|PUT /api/tenant/masking` `{kinds, ngWords, storeMasked}`: what the caller's tenant adds,
 *   for its owners (403 for admins and members), also by `Authorization: Bearer`. GET answers
 *   the application's setting too (`application`), which the tenant cannot turn off.
 *
 * `kinds` ⊆ email, phone, myNumber, card; `ngWords` up to 200 texts of 1–50 characters. Every
 * refusal is worded in Japanese and English and writes nothing; every change is audited.
 */
import { adminHandlers } from '../admin/users/admin-api.server'
import type { ChatApiDependencies } from '../chat/chat-http.server'
import { jsonResponse, readJsonBody, type TenantCaller, tenantHandler } from '../chat/chat-http.server'
import { actorRole, auditActor } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import {
  applicationMaskingInputSchema,
  getApplicationMasking,
  getTenantMasking,
  setApplicationMasking,
  setTenantMasking,
} from './masking-settings.server'

type KeyParams = { key: string }
type NoParams = Record<string, never>

export const handleGetApplicationMasking = adminHandlers.rowAction(
  (db, { key }: KeyParams) => getApplicationMasking(db, key),
  { mutating: false },
)

export const handleSetApplicationMasking = adminHandlers.rowChange(
  applicationMaskingInputSchema,
  (db, { key }: KeyParams, fields, caller) => setApplicationMasking(db, key, fields, caller.actor),
)

/** The caller's database once they are shown to be an owner of their tenant (403 otherwise). */
async function ownerDb(caller: TenantCaller, dependencies: ChatApiDependencies) {
  const db = await dependencies.getDb()
  if ((await actorRole(db, caller)) !== 'owner') throw new ForbiddenError('errors.piiMasking.ownersOnly')
  return db
}

export const handleGetTenantMasking = tenantHandler<NoParams>(
  { mutating: false },
  async (caller, { dependencies }) => {
    const db = await ownerDb(caller, dependencies)
    return jsonResponse(200, await getTenantMasking(db, caller.tenantId))
  },
)

export const handleSetTenantMasking = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { request, dependencies }) => {
    const db = await ownerDb(caller, dependencies)
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    // The service checks the body: each problem is named, with its limit, in both languages.
    const saved = await setTenantMasking(db, {
      tenantId: caller.tenantId,
      setting: body.value,
      actor: auditActor(caller),
    })
    return jsonResponse(200, saved)
  },
)
