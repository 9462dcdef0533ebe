/**
 * Invitations by e-mail (/team): an owner or admin invites an address with a role; the invitee
 * opens the link (/invite/<token>), sets a name and password (or, when the address already has an
 * account of this tenant, gives its password) and becomes a member. Open invitations count
 * against the plan's user limit; a link works once, until it expires or is revoked.
 */
import { randomUUID } from 'node:crypto'
import { verifyPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { account, invitations, tenantMembers, user } from '#db/schema'
import {
  fitsUserLimit,
  INVITATION_LIFETIME_DAYS,
  invitationState,
  inviteRefusal,
  TEAM_ROLES,
  type TeamRole,
} from '../../features/team/team-rules.shared'
import { recordAudit } from '../audit.server'
import {
  displayNameSchema,
  emailSchema,
  passwordSchema,
  validateInput,
  validationMessage,
} from '../tenancy/fields.server'
import { findPlan } from '../tenancy/plans.server'
import { claimLookup, moveLookup } from '../tenancy/tenant-lookups.server'
import { findUserByEmail, insertCredentialUser, prepareCredentialUser } from '../tenancy/users.server'
import { webhookMemberJoined } from '../webhooks/webhook-event-points.server'
import { deliverInvitation, invitationLink, invitationMail } from './invitation-mail.server'
import {
  countPendingInvitations,
  findInvitation,
  findInvitationByToken,
  findOpenInvitationByEmail,
  type InvitationRow,
  newInvitationToken,
  updateInvitation,
} from './invitations-repository.server'
import { auditActor, countMembers, lockTenant, requireManager, type TeamActor } from './team-actor.server'
import {
  accountSuspended,
  alreadyInvited,
  alreadyMember,
  emailBelongsElsewhere,
  invitationGone,
  invitationNotFound,
  teamRefusal,
  userLimitReached,
  wrongPassword,
} from './team-errors.server'
import { showTenantById } from './tenant-info.server'

const DAY_MS = 24 * 60 * 60 * 1000

export const inviteInputSchema = z.object({
  email: emailSchema,
  role: z.enum(TEAM_ROLES, {
    message: 'errors.fields.role',
  }),
})

async function requireRoomFor(db: Db, tenantId: string, now: Date) {
  const tenant = await showTenantById(db, tenantId)
  const plan = await findPlan(db, tenant.planId)
  const maxUsers = plan?.maxUsers ?? null
  const fits = fitsUserLimit({
    maxUsers,
    members: await countMembers(db, tenantId),
    pending: await countPendingInvitations(db, tenantId, now),
  })
  if (!fits && maxUsers !== null) throw userLimitReached(maxUsers)
  return tenant
}

async function inviterName(db: Db, userId: string) {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId))
  return row?.name ?? ''
}

/** Creates the invitation and mails its link (`origin` is the tenant's site the owner is on). */
export async function createInvitation(
  db: Db,
  actor: TeamActor,
  input: unknown,
  options: { origin: string; now?: Date },
) {
  const { email, role } = validateInput(inviteInputSchema, input)
  const now = options.now ?? new Date()
  const { token, tokenHash } = newInvitationToken()
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS)
  const created = await db.transaction(async (tx) => {
    await lockTenant(tx, actor.tenantId)
    const refusal = inviteRefusal(await requireManager(tx, actor), role)
    if (refusal) throw teamRefusal(refusal)
    const existing = await findUserByEmail(tx, email)
    if (existing && existing.tenantId !== actor.tenantId) throw emailBelongsElsewhere(email)
    if (existing) {
      const [membership] = await tx
        .select({ role: tenantMembers.role })
        .from(tenantMembers)
        .where(and(eq(tenantMembers.tenantId, actor.tenantId), eq(tenantMembers.userId, existing.id)))
      if (membership) throw alreadyMember(email)
    }
    const open = await findOpenInvitationByEmail(tx, actor.tenantId, email)
    if (open && invitationState(open, now) === 'pending') throw alreadyInvited(email)
    // An expired invitation to the same address gives way to the new one.
    if (open) await updateInvitation(tx, open, { revokedAt: now })
    const tenant = await requireRoomFor(tx, actor.tenantId, now)
    const id = randomUUID()
    await claimLookup(tx, 'invitation', tokenHash, actor.tenantId)
    await tx.insert(invitations).values({
      tenantId: actor.tenantId,
      id,
      email,
      role,
      tokenHash,
      invitedBy: actor.userId,
      createdAt: now,
      sentAt: now,
      expiresAt,
    })
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.invite',
      tenantId: actor.tenantId,
      target: email,
      details: { invitationId: id, role, expiresAt: expiresAt.toISOString() },
    })
    return { id, tenantName: tenant.name, inviter: await inviterName(tx, actor.userId) }
  })
  const delivery = await deliverInvitation(
    await invitationMail(db, {
      to: email,
      tenantId: actor.tenantId,
      tenantName: created.tenantName,
      inviterName: created.inviter,
      role,
      link: invitationLink(options.origin, token),
      expiresAt,
    }),
  )
  return { id: created.id, email, role, expiresAt: expiresAt.toISOString(), delivery: delivery.via }
}

async function requireManagedInvitation(db: Db, actor: TeamActor, id: string): Promise<InvitationRow> {
  const role = await requireManager(db, actor)
  const invitation = await findInvitation(db, actor.tenantId, id)
  if (!invitation) throw invitationNotFound()
  // An admin cannot make owners, so cannot send or withdraw an owner's invitation either.
  const refusal = inviteRefusal(role, invitation.role)
  if (refusal) throw teamRefusal(refusal)
  return invitation
}

/** A new link (the old one stops working) with a fresh expiry, mailed again. */
export async function resendInvitation(
  db: Db,
  actor: TeamActor,
  id: string,
  options: { origin: string; now?: Date },
) {
  const now = options.now ?? new Date()
  const { token, tokenHash } = newInvitationToken()
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS)
  const resent = await db.transaction(async (tx) => {
    await lockTenant(tx, actor.tenantId)
    const invitation = await requireManagedInvitation(tx, actor, id)
    const state = invitationState(invitation, now)
    if (state === 'accepted' || state === 'revoked') throw invitationGone(state)
    // An expired invitation stopped counting against the limit; reopening it must fit again.
    const tenant =
      state === 'expired'
        ? await requireRoomFor(tx, actor.tenantId, now)
        : await showTenantById(tx, actor.tenantId)
    // The old link stops working: its hash names no tenant any more.
    await moveLookup(tx, 'invitation', invitation.tokenHash, tokenHash, actor.tenantId)
    await updateInvitation(tx, invitation, { tokenHash, sentAt: now, expiresAt })
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.invitation.resend',
      tenantId: actor.tenantId,
      target: invitation.email,
      details: { invitationId: id, expiresAt: expiresAt.toISOString() },
    })
    return { invitation, tenantName: tenant.name, inviter: await inviterName(tx, actor.userId) }
  })
  const delivery = await deliverInvitation(
    await invitationMail(db, {
      to: resent.invitation.email,
      tenantId: actor.tenantId,
      tenantName: resent.tenantName,
      inviterName: resent.inviter,
      role: resent.invitation.role,
      link: invitationLink(options.origin, token),
      expiresAt,
    }),
  )
  return { id, expiresAt: expiresAt.toISOString(), delivery: delivery.via }
}

export async function revokeInvitation(db: Db, actor: TeamActor, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const invitation = await requireManagedInvitation(tx, actor, id)
    const state = invitationState(invitation, now)
    if (state === 'accepted' || state === 'revoked') throw invitationGone(state)
    await updateInvitation(tx, invitation, { revokedAt: now })
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'team.invitation.revoke',
      tenantId: actor.tenantId,
      target: invitation.email,
      details: { invitationId: id },
    })
    return { id }
  })
}

/** An invitation the link still opens; expired, used or revoked ones are refused (410). */
async function requirePendingByToken(db: Db, token: string, now: Date) {
  const invitation = await findInvitationByToken(db, token)
  if (!invitation) throw invitationNotFound()
  const state = invitationState(invitation, now)
  if (state !== 'pending') throw invitationGone(state)
  return invitation
}

export interface InvitationSummary {
  tenantName: string
  email: string
  role: TeamRole
  expiresAt: string
  /** The address already has an account of this tenant: accepting means signing in with it. */
  hasAccount: boolean
}

export async function inspectInvitation(db: Db, token: string, now = new Date()): Promise<InvitationSummary> {
  const invitation = await requirePendingByToken(db, token, now)
  const tenant = await showTenantById(db, invitation.tenantId)
  const existing = await findUserByEmail(db, invitation.email)
  return {
    tenantName: tenant.name,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: existing?.tenantId === invitation.tenantId,
  }
}

export const acceptNewAccountSchema = z.object({ name: displayNameSchema, password: passwordSchema })
export const acceptExistingAccountSchema = z.object({
  password: z.string().min(1, validationMessage.required).max(128, validationMessage.atMost),
})

async function passwordMatches(db: Db, userId: string, password: string) {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
  return Boolean(credential?.hash) && (await verifyPassword({ hash: credential?.hash ?? '', password }))
}

/**
 * Accepts: a new account (name and password) or the address's existing account of this tenant
 * (its password), made a member with the invited role. The caller then signs them in with the
 * same e-mail and password (better-auth), so the session is made the one way sessions are made.
 */
export async function acceptInvitation(db: Db, token: string, input: unknown, now = new Date()) {
  const invitation = await requirePendingByToken(db, token, now)
  const existing = await findUserByEmail(db, invitation.email)
  if (existing && existing.tenantId !== invitation.tenantId) throw emailBelongsElsewhere(invitation.email)
  let password: string
  let prepared: Awaited<ReturnType<typeof prepareCredentialUser>> | undefined
  if (existing) {
    password = validateInput(acceptExistingAccountSchema, input).password
    if (!(await passwordMatches(db, existing.id, password))) throw wrongPassword()
  } else {
    const parsed = validateInput(acceptNewAccountSchema, input)
    password = parsed.password
    // Hashing is slow: done before the transaction, as every credential user is made.
    prepared = await prepareCredentialUser({ email: invitation.email, name: parsed.name, password })
  }
  const userId = await db.transaction(async (tx) => {
    await lockTenant(tx, invitation.tenantId)
    // Re-read under the lock: a second click or a revocation in between wins once only.
    const current = await findInvitation(tx, invitation.tenantId, invitation.id)
    const state = current ? invitationState(current, now) : 'revoked'
    if (state !== 'pending' || current?.tokenHash !== invitation.tokenHash) {
      throw state === 'pending' ? invitationNotFound() : invitationGone(state)
    }
    const tenant = await showTenantById(tx, invitation.tenantId)
    const plan = await findPlan(tx, tenant.planId)
    const members = await countMembers(tx, invitation.tenantId)
    // This invitation already counted when it was sent; the plan may have shrunk since.
    if (plan?.maxUsers != null && members + 1 > plan.maxUsers) throw userLimitReached(plan.maxUsers)
    const id = existing
      ? existing.id
      : await insertCredentialUser(tx, prepared as NonNullable<typeof prepared>, {
          tenantId: invitation.tenantId,
          role: 'user',
          // The link reached this address: it is proven.
          emailVerified: true,
        })
    if (existing) {
      // Read under a row lock: a ban the console sets meanwhile is seen. Only the tenant's own
      // ban (its removal from /team) is lifted by coming back; anyone else's refuses the return.
      const [ban] = await tx
        .select({ banned: user.banned, source: user.banSource })
        .from(user)
        .where(eq(user.id, id))
        .for('update')
      if (ban?.banned && ban.source !== 'team') throw accountSuspended()
      await tx.update(user).set({ banned: false, banReason: null, banSource: null }).where(eq(user.id, id))
    }
    await tx
      .insert(tenantMembers)
      .values({ tenantId: invitation.tenantId, userId: id, role: invitation.role })
      .onConflictDoNothing()
    await updateInvitation(tx, invitation, { acceptedAt: now, acceptedUserId: id })
    await webhookMemberJoined(tx, {
      tenantId: invitation.tenantId,
      userId: id,
      email: invitation.email,
      role: invitation.role,
      via: 'invitation',
      reference: invitation.id,
    })
    await recordAudit(tx, {
      actor: `user:${id}`,
      action: 'team.invitation.accept',
      tenantId: invitation.tenantId,
      target: invitation.email,
      details: { invitationId: invitation.id, role: invitation.role, newAccount: !existing },
    })
    return id
  })
  return { userId, email: invitation.email, password, tenantId: invitation.tenantId }
}
