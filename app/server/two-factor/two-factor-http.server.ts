/**
 * Two-factor authentication's JSON endpoints (ADR 036):
 *
 * - `GET /api/tenant/two-factor` → `{required, ownerEnabled, membersWithout}` (owners)
 * - `PUT /api/tenant/two-factor` `{required: boolean}` → the same; turning it on before the owner
 *   has enrolled is 409 `enrol_first` (both languages); audited `tenant.two_factor`
 * - `POST /api/admin/users/{id}/two-factor/reset` (system administrators) → `{userId, email,
 *   sessionsEnded}`; 409 `two_factor_not_enabled` when the user has none; audited
 *   `user.two_factor.reset`
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { user } from '#db/schema'
import { adminHandlers } from '../admin/users/admin-api.server'
import { jsonResponse, readJsonInput, tenantHandler } from '../chat/chat-http.server'
import { actorRole, auditActor, type TeamActor } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import {
  isTwoFactorRequired,
  membersWithoutTwoFactor,
  resetTwoFactor,
  setTwoFactorRequired,
} from './two-factor.server'

type NoParams = Record<string, never>

async function requireOwner(db: Db, caller: TeamActor) {
  if ((await actorRole(db, caller)) !== 'owner') throw new ForbiddenError('errors.twoFactor.ownersOnly')
}

async function tenantView(db: Db, caller: TeamActor) {
  const [owner] = await db
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, caller.userId))
  return {
    required: await isTwoFactorRequired(db, caller.tenantId),
    ownerEnabled: owner?.enabled === true,
    membersWithout: await membersWithoutTwoFactor(db, caller.tenantId),
  }
}

export const handleGetTenantTwoFactor = tenantHandler<NoParams>(
  { mutating: false },
  async (caller, { dependencies }) => {
    const db = await dependencies.getDb()
    await requireOwner(db, caller)
    return jsonResponse(200, await tenantView(db, caller))
  },
)

const requiredSchema = z.object({ required: z.boolean() })

export const handleSetTenantTwoFactor = tenantHandler<NoParams>(
  { mutating: true },
  async (caller, { request, dependencies }) => {
    const db = await dependencies.getDb()
    await requireOwner(db, caller)
    const body = await readJsonInput(request, requiredSchema, { key: 'errors.twoFactor.invalidRequired' })
    if (!body.ok) return body.response
    await setTwoFactorRequired(db, {
      tenantId: caller.tenantId,
      ownerId: caller.userId,
      required: body.value.required,
      actor: auditActor(caller),
    })
    return jsonResponse(200, await tenantView(db, caller))
  },
)

export const handleAdminResetTwoFactor = adminHandlers.rowAction((db, { id }: { id: string }, caller) =>
  resetTwoFactor(db, { userId: id }, caller.actor),
)
