/**
 * The owner's side of the tenant's access settings (issue 19, ADR 035), on /team and for scripts
 * with `Authorization: Bearer`:
 *
 * - `GET /api/tenant/access` → `{ipAllowList, sessionLifetimeHours, sessionIdleMinutes, currentAddress}`
 * - `PUT /api/tenant/access` `{ipAllowList?, sessionLifetimeHours?, sessionIdleMinutes?, confirmLockOut?}`
 *
 * Owners only (403 otherwise). A list that leaves out the saving owner's own address is refused
 * with 409 `would_lock_out` naming it, unless `confirmLockOut` is true; bad input is 400 in both
 * languages and writes nothing.
 */
import { jsonMessages, jsonResponse, readJsonBody, tenantHandler } from '../chat/chat-http.server'
import { clientIpOf } from '../http/client-ip.server'
import { actorRole, auditActor } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import { getCacheVersions } from '../tenancy/process-cache-versions.server'
import {
  AccessInputError,
  getAccessSettings,
  setAccessSettings,
  WouldLockOutError,
} from './access-settings.server'

type NoParams = Record<string, never>

export const handleGetAccess = tenantHandler<NoParams>(
  { mutating: false },
  async (caller, { request, dependencies }) => {
    const db = await dependencies.getDb()
    if ((await actorRole(db, caller)) !== 'owner') throw new ForbiddenError('errors.networkAccess.ownersOnly')
    const settings = await getAccessSettings(db, caller.tenantId)
    return jsonResponse(200, { ...settings, currentAddress: clientIpOf(request) ?? null })
  },
)

export const handleSetAccess = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { request, dependencies }) => {
    const db = await dependencies.getDb()
    if ((await actorRole(db, caller)) !== 'owner') throw new ForbiddenError('errors.networkAccess.ownersOnly')
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const currentAddress = clientIpOf(request)
    try {
      const { changed: _changed, ...settings } = await setAccessSettings(db, {
        tenantId: caller.tenantId,
        input: body.value,
        actor: auditActor(caller),
        lockOutCheck: { address: currentAddress },
      })
      // The owner's next request (a reload after locking themself out) meets the new list here.
      getCacheVersions().recheck()
      return jsonResponse(200, { ...settings, currentAddress: currentAddress ?? null })
    } catch (error) {
      if (error instanceof WouldLockOutError) {
        return jsonMessages(error.status, error.code, error.messages, { address: currentAddress ?? null })
      }
      // The owner's form shows the refusal at its field.
      if (error instanceof AccessInputError && error.field) {
        return jsonMessages(error.status, error.code, error.messages, {
          fieldErrors: { [error.field]: error.messages },
        })
      }
      throw error
    }
  },
)
