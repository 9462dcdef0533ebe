/**
 * /team's members and teams: the page's data, role changes, removal and team management. Every
 * query goes through the tenant-scoped repositories (forTenant), so another tenant's member or
 * team id is simply not found (404). Every change writes an audit row in its own transaction.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { session, teamMembers, teams, user } from '#db/schema'
import {
  assignableRoles,
  canManageTeam,
  removalRefusal,
  roleChangeRefusal,
  TEAM_ROLES,
  type TeamRole,
} from '../../features/team/team-rules.shared'
import { recordAudit } from '../audit.server'
import { isUniqueViolation } from '../db-errors.server'
import { ConflictError } from '../errors.server'
import { validateInput, validationMessage } from '../tenancy/fields.server'
import { findPlan } from '../tenancy/plans.server'
import { forTenant } from '../tenancy/scope.server'
import { committedByMember, creditMonth } from './credit-quotas.server'
import { listOpenInvitations } from './invitations-repository.server'
import {
  actorRole,
  auditActor,
  countOwners,
  lockTenant,
  REMOVED_FROM_TENANT,
  requireManager,
  type TeamActor,
} from './team-actor.server'
import { memberNotFound, teamNotFound, teamRefusal } from './team-errors.server'
import { showTenantById } from './tenant-info.server'

export interface TeamMemberView {
  userId: string
  email: string
  name: string
  role: TeamRole
  joinedAt: string
  teamIds: string[]
  /** The member's monthly credit cap (null: none) and what they committed this month; null for members' view. */
  quota: QuotaView | null
}

export interface TeamView {
  id: string
  name: string
  memberCount: number
  /** The team's monthly credit cap and its members' committed credits; null for members' view. */
  quota: QuotaView | null
}

/** A monthly credit cap and what counts against it: credits charged this month plus open holds. */
export interface QuotaView {
  monthlyCredits: number | null
  committed: number
}

export interface InvitationView {
  id: string
  email: string
  role: TeamRole
  state: 'pending' | 'expired'
  sentAt: string
  expiresAt: string
}

export interface TeamPageData {
  me: { userId: string; role: TeamRole }
  canManage: boolean
  assignableRoles: TeamRole[]
  members: TeamMemberView[]
  teams: TeamView[]
  /** Open invitations; only owners and admins see them (empty for members). */
  invitations: InvitationView[]
  plan: { name: string; maxUsers: number | null; members: number; pending: number }
  /** `YYYY-MM-DD`: the Japan day monthly credit caps start again. */
  quotaResetsOn: string
}

export async function loadTeamPage(db: Db, actor: TeamActor, now = new Date()): Promise<TeamPageData> {
  const scope = forTenant(db, actor.tenantId)
  const role = await actorRole(db, actor)
  const [members, teamRows, memberships, tenant, invitations] = await Promise.all([
    scope.members.list(),
    scope.teams.list(),
    db
      .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.tenantId, actor.tenantId)),
    showTenantById(db, actor.tenantId),
    listOpenInvitations(db, actor.tenantId),
  ])
  const manager = canManageTeam(role)
  const [plan, committed] = await Promise.all([
    findPlan(db, tenant.planId),
    // What each member spent this month is for managers' eyes only.
    manager ? committedByMember(db, actor.tenantId, now) : undefined,
  ])
  const teamsOf = new Map<string, string[]>()
  const countOf = new Map<string, number>()
  for (const row of memberships) {
    teamsOf.set(row.userId, [...(teamsOf.get(row.userId) ?? []), row.teamId])
    countOf.set(row.teamId, (countOf.get(row.teamId) ?? 0) + 1)
  }
  const membersOf = (teamId: string) => memberships.filter((row) => row.teamId === teamId)
  const committedBy = (userIds: string[]) => userIds.reduce((sum, id) => sum + (committed?.get(id) ?? 0), 0)
  return {
    me: { userId: actor.userId, role },
    canManage: manager,
    assignableRoles: assignableRoles(role),
    members: members.map((member) => ({
      userId: member.userId,
      email: member.email,
      name: member.name,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
      teamIds: teamsOf.get(member.userId) ?? [],
      quota: committed
        ? { monthlyCredits: member.monthlyCreditCap, committed: committed.get(member.userId) ?? 0 }
        : null,
    })),
    teams: teamRows.map((team) => ({
      id: team.id,
      name: team.name,
      memberCount: countOf.get(team.id) ?? 0,
      quota: committed
        ? {
            monthlyCredits: team.monthlyCreditCap,
            committed: committedBy(membersOf(team.id).map((row) => row.userId)),
          }
        : null,
    })),
    invitations: manager
      ? invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          state: invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending',
          sentAt: invitation.sentAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        }))
      : [],
    plan: {
      name: plan?.name ?? tenant.planId,
      maxUsers: plan?.maxUsers ?? null,
      members: members.length,
      pending: invitations.filter((invitation) => invitation.expiresAt.getTime() > now.getTime()).length,
    },
    quotaResetsOn: creditMonth(now).resetsOn,
  }
}

export const roleInputSchema = z.object({
  role: z.enum(TEAM_ROLES, {
    message: 'errors.fields.role',
  }),
})

/**
 * In a role change or removal: the tenant locked (owner counts hold), the acting manager's role,
 * and the member acted on (404 for another tenant's user).
 */
async function lockedMember(tx: Db, actor: TeamActor, userId: string) {
  await lockTenant(tx, actor.tenantId)
  const role = await requireManager(tx, actor)
  const members = forTenant(tx, actor.tenantId).members
  const target = await members.get(userId)
  if (!target) throw memberNotFound()
  return { role, members, target }
}

export async function changeMemberRole(db: Db, actor: TeamActor, userId: string, input: unknown) {
  const { role: next } = validateInput(roleInputSchema, input)
  return db.transaction(async (tx) => {
    const { role, members, target } = await lockedMember(tx, actor, userId)
    if (target.role === next) return { userId, role: next }
    const refusal = roleChangeRefusal({
      actor: role,
      target: target.role,
      next,
      ownerCount: await countOwners(tx, actor.tenantId),
    })
    if (refusal) throw teamRefusal(refusal)
    await members.setRole(userId, next)
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.member.role',
      tenantId: actor.tenantId,
      target: target.email,
      details: { userId, from: target.role, to: next },
    })
    return { userId, role: next }
  })
}

/**
 * Removes the membership (and with it every team membership), and closes the account's way in:
 * the user belongs to this tenant only, so they are banned and their sessions end. Their threads
 * and usage stay for the tenant's records; an invitation to the same address lets them back in.
 */
export async function removeMember(db: Db, actor: TeamActor, userId: string) {
  return db.transaction(async (tx) => {
    const { role, members, target } = await lockedMember(tx, actor, userId)
    const refusal = removalRefusal({
      actor: role,
      target: target.role,
      self: userId === actor.userId,
      ownerCount: await countOwners(tx, actor.tenantId),
    })
    if (refusal) throw teamRefusal(refusal)
    await members.remove(userId)
    await tx
      .update(user)
      // The tenant's ban: a new invitation lifts it (a system administrator's never).
      .set({ banned: true, banReason: REMOVED_FROM_TENANT, banSource: 'team' })
      .where(and(eq(user.id, userId), eq(user.tenantId, actor.tenantId)))
    await tx.delete(session).where(eq(session.userId, userId))
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.member.remove',
      tenantId: actor.tenantId,
      target: target.email,
      details: { userId, role: target.role },
    })
    return { userId }
  })
}

export const teamNameSchema = z.object({
  name: z
    .string({ message: validationMessage.required })
    .trim()
    .min(1, validationMessage.required)
    .max(100, validationMessage.atMost),
})

export async function createTeam(db: Db, actor: TeamActor, input: unknown) {
  const { name } = validateInput(teamNameSchema, input)
  return db.transaction(async (tx) => {
    await requireManager(tx, actor)
    const team = await forTenant(tx, actor.tenantId).teams.create(name)
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.create',
      tenantId: actor.tenantId,
      target: team.id,
      details: { name: team.name },
    })
    return { id: team.id, name: team.name }
  })
}

export async function renameTeam(db: Db, actor: TeamActor, teamId: string, input: unknown) {
  const { name } = validateInput(teamNameSchema, input)
  return db.transaction(async (tx) => {
    await requireManager(tx, actor)
    const repository = forTenant(tx, actor.tenantId).teams
    const before = await repository.get(teamId)
    if (!before) throw teamNotFound()
    const team = await repository.rename(teamId, name).catch((error: unknown) => {
      throw renameConflict(error, name)
    })
    if (!team) throw teamNotFound()
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.rename',
      tenantId: actor.tenantId,
      target: teamId,
      details: { from: before.name, to: team.name },
    })
    return { id: team.id, name: team.name }
  })
}

export async function deleteTeam(db: Db, actor: TeamActor, teamId: string) {
  return db.transaction(async (tx) => {
    await requireManager(tx, actor)
    const repository = forTenant(tx, actor.tenantId).teams
    const team = await repository.get(teamId)
    if (!team || !(await repository.remove(teamId))) throw teamNotFound()
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.delete',
      tenantId: actor.tenantId,
      target: teamId,
      details: { name: team.name },
    })
    return { id: teamId }
  })
}

export const memberTeamsSchema = z.object({
  teamIds: z
    .array(z.string().min(1).max(100), {
      message: 'errors.fields.teamIds',
    })
    .max(200, 'errors.fields.tooManyTeams'),
})

/** Puts a member in exactly these teams (moving them between teams is one call). */
export async function setMemberTeams(db: Db, actor: TeamActor, userId: string, input: unknown) {
  const teamIds = [...new Set(validateInput(memberTeamsSchema, input).teamIds)]
  return db.transaction(async (tx) => {
    await requireManager(tx, actor)
    const scope = forTenant(tx, actor.tenantId)
    const target = await scope.members.get(userId)
    if (!target) throw memberNotFound()
    if (teamIds.length > 0) {
      const found = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.tenantId, actor.tenantId), inArray(teams.id, teamIds)))
      if (found.length !== teamIds.length) throw teamNotFound()
    }
    const current = (
      await tx
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(and(eq(teamMembers.tenantId, actor.tenantId), eq(teamMembers.userId, userId)))
    ).map((row) => row.teamId)
    const added = teamIds.filter((id) => !current.includes(id))
    const removed = current.filter((id) => !teamIds.includes(id))
    for (const teamId of removed) await scope.teams.removeMember(teamId, userId)
    for (const teamId of added) await scope.teams.addMember(teamId, userId)
    if (added.length > 0 || removed.length > 0) {
      await recordAudit(tx, {
        actor: auditActor(actor),
        action: 'team.member.teams',
        tenantId: actor.tenantId,
        target: target.email,
        details: { userId, added, removed },
      })
    }
    return { userId, teamIds }
  })
}

function renameConflict(error: unknown, name: string) {
  // The repository's create maps the unique name to a ConflictError; rename needs the same.
  if (isUniqueViolation(error)) {
    return new ConflictError('errors.team.teamExists', { name })
  }
  return error
}
