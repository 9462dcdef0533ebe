/**
 * Who must use two-factor authentication, and the changes around it (ADR 036): a system
 * administrator always; a tenant's members when its owner requires it; anyone else by choice.
 * The owner's switch (`tenants.two_factor_required`) and the recovery by a system
 * administrator's reset are written here, audited in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { session, tenants, twoFactor, user } from '#db/schema'
import { recordAudit } from '../audit.server'
import type { RequestSession } from '../auth/session.server'
import { NotFoundError, ServiceError } from '../errors.server'
import { perRequest } from '../http/per-request.server'
import { bumpCacheVersion, CACHE_READS, TENANT_SECURITY_CACHE } from '../tenancy/cache-version.server'
import { versionedCache } from '../tenancy/versioned-cache.server'

/**
 * What a session owes before it may do anything else: `enrolment_required` (a console session of
 * an administrator without 2FA), `required` (a member of a tenant that requires it), or null.
 */
export type TwoFactorDue = 'two_factor_enrolment_required' | 'two_factor_required' | null

/** One answer per request: the page's guard, the session call and the endpoint ask alike. */
const dueLookups = perRequest((_headers: Headers, db: Db, current: RequestSession | null) =>
  twoFactorDueOf(db, current),
)

export async function twoFactorDueOf(db: Db, current: RequestSession | null): Promise<TwoFactorDue> {
  if (current?.user.twoFactorEnabled !== false) return null
  if (current.user.isSystemAdminLogin) return 'two_factor_enrolment_required'
  if (!current.user.tenantId) return null
  return (await cachedTwoFactorRequired(db, current.user.tenantId)) ? 'two_factor_required' : null
}

/** `twoFactorDueOf`, remembered for the request's one `Headers` object. */
export function requestTwoFactorDue(
  headers: Headers,
  db: Db,
  current: RequestSession | null,
): Promise<TwoFactorDue> {
  return dueLookups.get(headers, db, current)
}

/** The refusal of a session that owes its enrolment: 403 with the due as its code. */
export class TwoFactorDueError extends ServiceError {
  constructor(due: Exclude<TwoFactorDue, null>) {
    super(
      403,
      due,
      due === 'two_factor_enrolment_required'
        ? 'errors.twoFactor.enrolmentRequired'
        : 'errors.twoFactor.required',
    )
  }
}

export class EnrolFirstError extends ServiceError {
  constructor() {
    super(409, 'enrol_first', 'errors.twoFactor.enrolFirst')
  }
}

export class TwoFactorNotEnabledError extends ServiceError {
  constructor(email: string) {
    super(409, 'two_factor_not_enabled', 'errors.twoFactor.notEnabled', { email })
  }
}

export async function isTwoFactorRequired(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: tenants.twoFactorRequired })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  return row?.required === true
}

/** The requirement as every request asks it: kept per `tenant-security` version, not a query each time. */
const cachedTwoFactorRequired = versionedCache(CACHE_READS.twoFactorRequirements, isTwoFactorRequired)

/** How many members of the tenant have not enrolled (the owner's card says it before turning it on). */
export async function membersWithoutTwoFactor(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.twoFactorEnabled, false)))
  return row?.count ?? 0
}

/**
 * The owner's switch. Turning it on requires the owner's own enrolment (409 `enrol_first`), so no
 * owner sends themself to an enrolment they did not expect.
 */
export async function setTwoFactorRequired(
  db: Db,
  input: { tenantId: string; ownerId: string; required: boolean; actor: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (input.required) {
      const [owner] = await tx
        .select({ enabled: user.twoFactorEnabled })
        .from(user)
        .where(eq(user.id, input.ownerId))
      if (!owner?.enabled) throw new EnrolFirstError()
    }
    const [before] = await tx
      .select({ required: tenants.twoFactorRequired })
      .from(tenants)
      .where(eq(tenants.id, input.tenantId))
      .for('update')
    if (before?.required === input.required) return input.required
    await tx
      .update(tenants)
      .set({ twoFactorRequired: input.required, updatedAt: new Date() })
      .where(eq(tenants.id, input.tenantId))
    await bumpCacheVersion(tx, TENANT_SECURITY_CACHE)
    await recordAudit(tx, {
      actor: input.actor,
      action: 'tenant.two_factor',
      tenantId: input.tenantId,
      target: input.tenantId,
      details: { required: input.required },
    })
    return input.required
  })
}

export interface TwoFactorReset {
  userId: string
  email: string
  tenantId: string | null
  sessionsEnded: number
}

/**
 * Recovery by a system administrator (console, API, CLI): the user's TOTP secret and backup codes
 * go, the user is marked as not enrolled, and their sessions end, so whoever holds one signs in
 * again and enrols (at once, where 2FA is required). 409 `two_factor_not_enabled` when off.
 */
export async function resetTwoFactor(
  db: Db,
  target: { userId: string } | { email: string },
  actor: string,
): Promise<TwoFactorReset> {
  return db.transaction(async (tx) => {
    const where =
      'userId' in target ? eq(user.id, target.userId) : eq(user.email, target.email.trim().toLowerCase())
    const [found] = await tx
      .select({ id: user.id, email: user.email, tenantId: user.tenantId, enabled: user.twoFactorEnabled })
      .from(user)
      .where(where)
      .for('update')
    if (!found) {
      const named = 'email' in target ? target.email : target.userId
      throw new NotFoundError('errors.twoFactor.userNotFound', { email: named })
    }
    const [enrolment] = await tx
      .select({ id: twoFactor.id })
      .from(twoFactor)
      .where(eq(twoFactor.userId, found.id))
    if (!found.enabled && !enrolment) throw new TwoFactorNotEnabledError(found.email)
    await tx.delete(twoFactor).where(eq(twoFactor.userId, found.id))
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, found.id))
    const ended = await tx.delete(session).where(eq(session.userId, found.id)).returning({ id: session.id })
    await recordAudit(tx, {
      actor,
      action: 'user.two_factor.reset',
      tenantId: found.tenantId,
      target: found.id,
      details: { email: found.email, sessionsEnded: ended.length },
    })
    return { userId: found.id, email: found.email, tenantId: found.tenantId, sessionsEnded: ended.length }
  })
}
