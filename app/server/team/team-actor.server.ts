/**
 * The member acting on /team, with their role read fresh from the database inside the change's
 * transaction (a role changed a second ago counts), and the row locks that keep two concurrent
 * changes from breaking a rule (two owners demoting each other, two invitations past the limit).
 */
import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenantMembers, tenants } from '#db/schema'
import { canManageTeam, type TeamRole } from '../../features/team/team-rules.shared'
import { teamRefusal } from './team-errors.server'

/** The ban reason of a user the tenant removed (the console shows it; a new invitation lifts it). */
export const REMOVED_FROM_TENANT = 'removed from the tenant'

export interface TeamActor {
  tenantId: string
  userId: string
}

export function auditActor(actor: TeamActor) {
  return `user:${actor.userId}`
}

/** The actor's role; no membership row is the least a user can be. */
export async function actorRole(db: Db, actor: TeamActor): Promise<TeamRole> {
  const [row] = await db
    .select({ role: tenantMembers.role })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, actor.tenantId), eq(tenantMembers.userId, actor.userId)))
  return row?.role ?? 'member'
}

export async function requireManager(db: Db, actor: TeamActor): Promise<TeamRole> {
  const role = await actorRole(db, actor)
  if (!canManageTeam(role)) throw teamRefusal('not-manager')
  return role
}

/**
 * Serialises membership changes of one tenant: every change that counts owners or users takes
 * this lock first, inside its transaction.
 */
export async function lockTenant(db: Db, tenantId: string) {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update')
}

export async function countOwners(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.role, 'owner')))
  return row?.owners ?? 0
}

export async function countMembers(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ members: sql<number>`count(*)::int` })
    .from(tenantMembers)
    .where(eq(tenantMembers.tenantId, tenantId))
  return row?.members ?? 0
}
