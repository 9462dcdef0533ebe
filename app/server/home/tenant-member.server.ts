/**
 * The tenant member behind a page's server function: who they are, their tenant and their role
 * there. Home and dashboards start here so no query can run without a tenant (DESIGN.md).
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenantMembers } from '#db/schema'
import { getRequestSession } from '../auth/session.server'
import type { MemberRole } from '../tenancy/team-repository.server'

export interface TenantMember {
  tenantId: string
  userId: string
  /** `member` when the user has no membership row: the least they can be. */
  role: MemberRole
}

/** Owners and admins see every member's data on the dashboards; members see their own. */
export function seesAllUsers(role: MemberRole): boolean {
  return role === 'owner' || role === 'admin'
}

/**
 * One lookup per request, like the session's (app/server/auth/session.server.ts): a page's
 * shell and its own server function both ask, with the request's one `Headers` object.
 */
const lookups = new WeakMap<Headers, Promise<TenantMember | null>>()

/** Null for a visitor, a system administrator, or a user without a tenant. */
export function findTenantMember(db: Db, headers: Headers): Promise<TenantMember | null> {
  let lookup = lookups.get(headers)
  if (!lookup) {
    lookup = lookUpTenantMember(db, headers)
    lookups.set(headers, lookup)
    // A failed lookup is not remembered: a later caller in the request asks again.
    lookup.catch(() => lookups.delete(headers))
  }
  return lookup
}

async function lookUpTenantMember(db: Db, headers: Headers): Promise<TenantMember | null> {
  const session = await getRequestSession(headers)
  if (!session || session.user.isSystemAdminLogin || !session.user.tenantId) return null
  const { tenantId, id: userId } = session.user
  const [membership] = await db
    .select({ role: tenantMembers.role })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)))
  return { tenantId, userId, role: membership?.role ?? 'member' }
}
