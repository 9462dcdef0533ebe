/**
 * The system administrator's changes to users (/admin/users). Users are made by the same service
 * as the CLI and sign-up (users.server.ts); tenant roles follow /team's rules (team-rules.ts:
 * never the last owner), with the administrator acting as an owner would. Every change writes an
 * audit row in its own transaction; a ban, a password reset or a demotion ends the sessions it
 * should.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { fitsUserLimit, roleChangeRefusal, TEAM_ROLES } from '#app/features/team/team-rules.shared'
import type { Db } from '#db/client'
import { account, session, user } from '#db/schema'
import { recordAudit } from '../../audit.server'
import { ConflictError, NotFoundError } from '../../errors.server'
import { says } from '../../issue-text.server'
import { countPendingInvitations } from '../../team/invitations-repository.server'
import { countMembers, countOwners, lockTenant, REMOVED_FROM_TENANT } from '../../team/team-actor.server'
import { memberNotFound, teamRefusal, userLimitReached } from '../../team/team-errors.server'
import { showTenantById } from '../../team/tenant-info.server'
import { displayNameSchema, emailSchema, passwordSchema } from '../../tenancy/fields.server'
import { findPlan } from '../../tenancy/plans.server'
import { forTenant } from '../../tenancy/scope.server'
import {
  createSystemAdmin,
  findUserByEmail,
  insertCredentialUser,
  prepareCredentialUser,
  SYSTEM_ADMIN_ROLE,
} from '../../tenancy/users.server'
import { webhookMemberJoined } from '../../webhooks/webhook-event-points.server'
import type { AdminCaller } from './admin-api.server'

const roleSchema = z.enum(TEAM_ROLES, {
  message: says('errors.adminUsers.role'),
})

/** A new user: of a tenant with a role there, or (no tenant) a system administrator. */
export const createUserSchema = z
  .object({
    tenantId: z.string().trim().min(1).max(100).nullable(),
    role: roleSchema.optional(),
    name: displayNameSchema,
    email: emailSchema,
    /** Absent: one is generated and shown once. */
    password: passwordSchema.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.tenantId && !input.role) {
      context.addIssue({ code: 'custom', path: ['role'], message: says('errors.adminUsers.chooseRole') })
    }
  })

export const updateUserSchema = z
  .object({ name: displayNameSchema.optional(), email: emailSchema.optional() })
  .strict()
  .refine((patch) => patch.name !== undefined || patch.email !== undefined, {
    message: says('errors.adminUsers.nothingToChange'),
  })

export const banSchema = z
  .object({
    reason: z.string().trim().max(500, says('errors.admin.mustBeAtMostChars')).optional(),
  })
  .strict()

export const passwordResetSchema = z.object({ password: passwordSchema.optional() }).strict()
export const tenantRoleSchema = z.object({ role: roleSchema }).strict()
export const systemAdminSchema = z
  .object({ systemAdmin: z.boolean({ message: says('errors.adminUsers.trueOrFalse') }) })
  .strict()

export function userNotFound() {
  return new NotFoundError('errors.adminUsers.notFound')
}

/** A password for the administrator to pass on: 16 URL-safe characters, 96 bits. */
export function generatePassword() {
  return randomBytes(12).toString('base64url')
}

async function requireUser(db: Db, id: string) {
  const [found] = await db.select().from(user).where(eq(user.id, id))
  if (!found) throw userNotFound()
  return found
}

/** Whether another user already has the address (the form shows it on the e-mail field). */
export async function emailInUse(db: Db, email: string, exceptUserId?: string) {
  const found = await findUserByEmail(db, email)
  return Boolean(found && found.id !== exceptUserId)
}

const isSystemAdmin = (row: { role: string | null }) => row.role === SYSTEM_ADMIN_ROLE

/**
 * Locks every administrator row and counts those who can still sign in: two administrators
 * demoting or banning each other at once are serialised, and the second sees the first's change.
 */
async function lockActiveAdmins(db: Db): Promise<number> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, SYSTEM_ADMIN_ROLE), sql`coalesce(${user.banned}, false) = false`))
    .for('update')
  return rows.length
}

const lastAdmin = () => new ConflictError('errors.adminUsers.lastAdmin')

const notYourself = () => new ConflictError('errors.adminUsers.notYourself')

export async function createUser(db: Db, input: z.infer<typeof createUserSchema>, caller: AdminCaller) {
  const generated = input.password === undefined ? generatePassword() : undefined
  const password = input.password ?? (generated as string)
  if (!input.tenantId) {
    const created = await createSystemAdmin(
      db,
      { email: input.email, name: input.name, password },
      caller.actor,
    )
    return { id: created.id, email: created.email, generatedPassword: generated }
  }
  const tenantId = input.tenantId
  const role = input.role ?? 'member'
  const prepared = await prepareCredentialUser({ email: input.email, name: input.name, password })
  const id = await db.transaction(async (tx) => {
    await lockTenant(tx, tenantId)
    const tenant = await showTenantById(tx, tenantId)
    const plan = await findPlan(tx, tenant.planId)
    const maxUsers = plan?.maxUsers ?? null
    const fits = fitsUserLimit({
      maxUsers,
      members: await countMembers(tx, tenantId),
      pending: await countPendingInvitations(tx, tenantId),
    })
    if (!fits && maxUsers !== null) throw userLimitReached(maxUsers)
    const userId = await insertCredentialUser(tx, prepared, { tenantId, role: 'user' })
    await forTenant(tx, tenantId).members.add(userId, role)
    await webhookMemberJoined(tx, {
      tenantId,
      userId,
      email: prepared.email,
      role,
      via: 'console',
      reference: userId,
    })
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'user.create',
      tenantId,
      target: prepared.email,
      details: { userId, role, generatedPassword: generated !== undefined },
    })
    return userId
  })
  return { id, email: prepared.email, generatedPassword: generated }
}

export async function updateUser(
  db: Db,
  id: string,
  patch: z.infer<typeof updateUserSchema>,
  caller: AdminCaller,
) {
  return db.transaction(async (tx) => {
    const before = await requireUser(tx, id)
    if (
      patch.email !== undefined &&
      patch.email !== before.email &&
      (await emailInUse(tx, patch.email, id))
    ) {
      throw new ConflictError('errors.adminUsers.emailRegistered', { email: patch.email })
    }
    await tx
      .update(user)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        // The administrator vouches for the address they type, as for the users they create.
        ...(patch.email !== undefined && { email: patch.email, emailVerified: true }),
        updatedAt: new Date(),
      })
      .where(eq(user.id, id))
    const changes: Record<string, unknown> = {}
    if (patch.name !== undefined && patch.name !== before.name)
      changes.name = { from: before.name, to: patch.name }
    if (patch.email !== undefined && patch.email !== before.email)
      changes.email = { from: before.email, to: patch.email }
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'user.update',
      tenantId: before.tenantId,
      target: patch.email ?? before.email,
      details: { userId: id, ...changes },
    })
    return { id, name: patch.name ?? before.name, email: patch.email ?? before.email }
  })
}

/** Bans the user and ends every session they have (their personal API tokens stop with the ban). */
export async function banUser(db: Db, id: string, input: z.infer<typeof banSchema>, caller: AdminCaller) {
  if (id === caller.userId) throw notYourself()
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx)
    const target = await requireUser(tx, id)
    if (isSystemAdmin(target) && target.banned !== true && activeAdmins <= 1) throw lastAdmin()
    await tx
      .update(user)
      .set({
        banned: true,
        banReason: input.reason || null,
        banExpires: null,
        // Only this console lifts it: an invitation to the user's tenant does not.
        banSource: 'system_admin',
        updatedAt: new Date(),
      })
      .where(eq(user.id, id))
    const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id })
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'user.ban',
      tenantId: target.tenantId,
      target: target.email,
      details: { userId: id, reason: input.reason || null, sessionsEnded: ended.length },
    })
    return { id, banned: true }
  })
}

/**
 * Lifts a ban. A tenant user whose membership the tenant removed (/team) stays out: the tenant
 * decides who belongs to it, so they come back by a new invitation, not by the console. Lifting
 * this console's ban on such a user hands the ban back to the tenant (`handedBackToTenant`), so
 * the tenant's invitation can bring them back (an invitation never lifts this console's ban).
 */
export async function unbanUser(db: Db, id: string, caller: AdminCaller) {
  return db.transaction(async (tx) => {
    const target = await requireUser(tx, id)
    if (target.tenantId && !(await forTenant(tx, target.tenantId).members.get(id))) {
      if (target.banSource !== 'system_admin') throw new ConflictError('errors.adminUsers.removedFromTenant')
      await tx
        .update(user)
        .set({ banReason: REMOVED_FROM_TENANT, banSource: 'team', updatedAt: new Date() })
        .where(eq(user.id, id))
      await recordAudit(tx, {
        actor: caller.actor,
        action: 'user.unban',
        tenantId: target.tenantId,
        target: target.email,
        details: { userId: id, handedBackToTenant: true },
      })
      return { id, banned: true, handedBackToTenant: true }
    }
    await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null, banSource: null, updatedAt: new Date() })
      .where(eq(user.id, id))
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'user.unban',
      tenantId: target.tenantId,
      target: target.email,
      details: { userId: id },
    })
    return { id, banned: false }
  })
}

/**
 * Sets a new password (given, or generated and returned once) on the user's e-mail/password
 * account, making one for a user who only signed in by SSO, and ends their sessions.
 */
export async function resetPassword(
  db: Db,
  id: string,
  input: z.infer<typeof passwordResetSchema>,
  caller: AdminCaller,
) {
  const generated = input.password === undefined ? generatePassword() : undefined
  const hash = await hashPassword(input.password ?? (generated as string))
  await db.transaction(async (tx) => {
    const target = await requireUser(tx, id)
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, id), eq(account.providerId, 'credential')))
      .returning({ id: account.id })
    if (updated.length === 0) {
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash })
    }
    const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id })
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'user.password.reset',
      tenantId: target.tenantId,
      target: target.email,
      details: { userId: id, generated: generated !== undefined, sessionsEnded: ended.length },
    })
  })
  return { id, generatedPassword: generated }
}

/** The user's role in their tenant, by /team's rules with the administrator acting as an owner. */
export async function setTenantRole(
  db: Db,
  id: string,
  input: z.infer<typeof tenantRoleSchema>,
  caller: AdminCaller,
) {
  const target = await requireUser(db, id)
  const tenantId = target.tenantId
  if (!tenantId) {
    throw new ConflictError('errors.adminUsers.noTenant')
  }
  return db.transaction(async (tx) => {
    await lockTenant(tx, tenantId)
    const members = forTenant(tx, tenantId).members
    const member = await members.get(id)
    if (!member) throw memberNotFound()
    if (member.role === input.role) return { id, role: input.role }
    const refusal = roleChangeRefusal({
      actor: 'owner',
      target: member.role,
      next: input.role,
      ownerCount: await countOwners(tx, tenantId),
    })
    if (refusal) throw teamRefusal(refusal)
    await members.setRole(id, input.role)
    await recordAudit(tx, {
      actor: caller.actor,
      action: 'team.member.role',
      tenantId,
      target: member.email,
      details: { userId: id, from: member.role, to: input.role },
    })
    return { id, role: input.role }
  })
}

/**
 * Promotes a user to system administrator, or demotes one (never the last who can sign in, never
 * yourself, never an administrator of no tenant: that account could then sign in nowhere, so it
 * is banned instead). A demotion ends the user's console sessions.
 */
export async function setSystemAdmin(
  db: Db,
  id: string,
  input: z.infer<typeof systemAdminSchema>,
  caller: AdminCaller,
) {
  if (!input.systemAdmin && id === caller.userId) throw notYourself()
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx)
    const target = await requireUser(tx, id)
    if (isSystemAdmin(target) === input.systemAdmin) return { id, systemAdmin: input.systemAdmin }
    if (!input.systemAdmin) {
      if (target.banned !== true && activeAdmins <= 1) throw lastAdmin()
      if (!target.tenantId) {
        throw new ConflictError('errors.adminUsers.demoteWithoutTenant')
      }
      await tx.delete(session).where(and(eq(session.userId, id), eq(session.isSystemAdminLogin, true)))
    }
    await tx
      .update(user)
      .set({ role: input.systemAdmin ? SYSTEM_ADMIN_ROLE : 'user', updatedAt: new Date() })
      .where(eq(user.id, id))
    await recordAudit(tx, {
      actor: caller.actor,
      action: input.systemAdmin ? 'admin.promote' : 'admin.demote',
      tenantId: target.tenantId,
      target: target.email,
      details: { userId: id },
    })
    return { id, systemAdmin: input.systemAdmin }
  })
}
