import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { type MEMBER_ROLES, teamMembers, teams, tenantMembers, user } from '#db/schema'
import { isForeignKeyViolation, isUniqueViolation } from '../db-errors.server'
import { ConflictError, NotFoundError } from '../errors.server'
import { displayNameSchema, validateInput } from './fields.server'

export type MemberRole = (typeof MEMBER_ROLES)[number]

/** One tenant's members; every query is filtered by the tenant id it was made with. */
export function membersRepository(db: Db, tenantId: string) {
  const mine = (userId: string) => and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId))
  const columns = {
    userId: tenantMembers.userId,
    email: user.email,
    name: user.name,
    role: tenantMembers.role,
    joinedAt: tenantMembers.createdAt,
    monthlyCreditCap: tenantMembers.monthlyCreditCap,
  }
  return {
    list() {
      return db
        .select(columns)
        .from(tenantMembers)
        .innerJoin(user, eq(user.id, tenantMembers.userId))
        .where(eq(tenantMembers.tenantId, tenantId))
        .orderBy(asc(user.email))
    },
    async get(userId: string) {
      const [member] = await db
        .select(columns)
        .from(tenantMembers)
        .innerJoin(user, eq(user.id, tenantMembers.userId))
        .where(mine(userId))
      return member
    },
    /** Adds a user of this tenant (their `user.tenant_id` must be this tenant). */
    async add(userId: string, role: MemberRole) {
      const [owner] = await db.select({ tenantId: user.tenantId }).from(user).where(eq(user.id, userId))
      if (owner?.tenantId !== tenantId) throw unknownUser(userId)
      await db
        .insert(tenantMembers)
        .values({ tenantId, userId, role })
        .onConflictDoUpdate({
          target: [tenantMembers.tenantId, tenantMembers.userId],
          set: { role },
        })
    },
    /** Returns false when the user is not a member of this tenant. */
    async setRole(userId: string, role: MemberRole) {
      const updated = await db.update(tenantMembers).set({ role }).where(mine(userId)).returning()
      return updated.length > 0
    },
    async remove(userId: string) {
      const removed = await db.delete(tenantMembers).where(mine(userId)).returning()
      return removed.length > 0
    },
  }
}

function unknownUser(userId: string) {
  return new NotFoundError('errors.tenancy.unknownMember', { userId })
}

/** One tenant's teams. Ids of another tenant's teams find nothing and change nothing. */
export function teamsRepository(db: Db, tenantId: string) {
  const mine = (teamId: string) => and(eq(teams.tenantId, tenantId), eq(teams.id, teamId))
  return {
    list() {
      return db.select().from(teams).where(eq(teams.tenantId, tenantId)).orderBy(asc(teams.name))
    },
    async get(teamId: string) {
      return (await db.select().from(teams).where(mine(teamId)))[0]
    },
    async create(name: string) {
      const parsedName = validateInput(displayNameSchema, name)
      try {
        const [team] = await db
          .insert(teams)
          .values({ tenantId, id: randomUUID(), name: parsedName })
          .returning()
        if (!team) throw new Error('team insert returned no row')
        return team
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ConflictError('errors.tenancy.teamExists', { name: parsedName })
        }
        throw error
      }
    },
    async rename(teamId: string, name: string) {
      const parsedName = validateInput(displayNameSchema, name)
      const [team] = await db.update(teams).set({ name: parsedName }).where(mine(teamId)).returning()
      return team
    },
    async remove(teamId: string) {
      return (await db.delete(teams).where(mine(teamId)).returning()).length > 0
    },
    members(teamId: string) {
      return db
        .select({ userId: teamMembers.userId, email: user.email, name: user.name })
        .from(teamMembers)
        .innerJoin(user, eq(user.id, teamMembers.userId))
        .where(and(eq(teamMembers.tenantId, tenantId), eq(teamMembers.teamId, teamId)))
        .orderBy(asc(user.email))
    },
    /** The composite foreign keys refuse a team or user of another tenant. */
    async addMember(teamId: string, userId: string) {
      try {
        await db.insert(teamMembers).values({ tenantId, teamId, userId }).onConflictDoNothing()
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new NotFoundError('errors.tenancy.unknownTeamOrMember', { teamId, userId })
        }
        throw error
      }
    },
    async removeMember(teamId: string, userId: string) {
      const removed = await db
        .delete(teamMembers)
        .where(
          and(
            eq(teamMembers.tenantId, tenantId),
            eq(teamMembers.teamId, teamId),
            eq(teamMembers.userId, userId),
          ),
        )
        .returning()
      return removed.length > 0
    },
  }
}
