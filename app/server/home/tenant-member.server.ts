/**
 * The tenant member behind a page's server function: who they are, their tenant and their role
 * there. Home and dashboards start here so no query can run without a tenant (DESIGN.md).
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenantMembers } from '#db/schema'
import { getRequestSession } from '../auth/session.server'
import { perRequest } from '../http/per-request.server'
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

/** Null for a visitor, a system administrator, or a user without a tenant; one lookup per request. */
export function findTenantMember(db: Db, headers: Headers): Promise<TenantMember | null> {
  return memberLookups.get(headers, db)
}

const memberLookups = perRequest(lookUpTenantMember)

async function lookUpTenantMember(headers: Headers, db: Db): Promise<TenantMember | null> {
  const session = await getRequestSession(headers)
  if (!session || session.user.isSystemAdminLogin || !session.user.tenantId) return null
  const { tenantId, id: userId } = session.user
  const [membership] = await db
    .select({ role: tenantMembers.role })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)))
  return { tenantId, userId, role: membership?.role ?? 'member' }
}
