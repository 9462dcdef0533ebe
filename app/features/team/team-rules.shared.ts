/**
 * Who may do what on /team, as pure decisions shared by the server (which enforces them) and the
 * page (which shows only the controls a role may use). Owner > admin > member: owners and admins
 * manage, members only look; an admin can neither make owners nor touch an owner; a tenant never
 * loses its last owner.
 */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

/** Why a change is refused; the server turns each into a bilingual message. */
export type TeamRefusal =
  | 'not-manager'
  | 'owner-only-role'
  | 'owner-protected'
  | 'last-owner'
  | 'self-removal'

export function canManageTeam(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin'
}

/** The roles `actor` may give, by invitation or by a role change. */
export function assignableRoles(actor: TeamRole): TeamRole[] {
  if (actor === 'owner') return ['owner', 'admin', 'member']
  if (actor === 'admin') return ['admin', 'member']
  return []
}

export function inviteRefusal(actor: TeamRole, role: TeamRole): TeamRefusal | undefined {
  if (!canManageTeam(actor)) return 'not-manager'
  if (!assignableRoles(actor).includes(role)) return 'owner-only-role'
  return undefined
}

export function roleChangeRefusal(input: {
  actor: TeamRole
  target: TeamRole
  next: TeamRole
  ownerCount: number
}): TeamRefusal | undefined {
  const { actor, target, next, ownerCount } = input
  if (!canManageTeam(actor)) return 'not-manager'
  if (target === 'owner' && actor !== 'owner') return 'owner-protected'
  if (!assignableRoles(actor).includes(next)) return 'owner-only-role'
  if (target === 'owner' && next !== 'owner' && ownerCount <= 1) return 'last-owner'
  return undefined
}

export function removalRefusal(input: {
  actor: TeamRole
  target: TeamRole
  self: boolean
  ownerCount: number
}): TeamRefusal | undefined {
  const { actor, target, self, ownerCount } = input
  if (!canManageTeam(actor)) return 'not-manager'
  // Removing yourself would end your own session mid-page; another manager does it.
  if (self) return 'self-removal'
  if (target === 'owner' && actor !== 'owner') return 'owner-protected'
  if (target === 'owner' && ownerCount <= 1) return 'last-owner'
  return undefined
}

/**
 * Whether `adding` more users fit the plan: members and still-open invitations both count, so
 * invitations cannot be used to go over the limit. `null` is unlimited.
 */
export function fitsUserLimit(input: {
  maxUsers: number | null
  members: number
  pending: number
  adding?: number
}) {
  if (input.maxUsers === null) return true
  return input.members + input.pending + (input.adding ?? 1) <= input.maxUsers
}

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired'

export function invitationState(
  invitation: { acceptedAt: Date | string | null; revokedAt: Date | string | null; expiresAt: Date | string },
  now: Date = new Date(),
): InvitationState {
  if (invitation.acceptedAt) return 'accepted'
  if (invitation.revokedAt) return 'revoked'
  return new Date(invitation.expiresAt).getTime() <= now.getTime() ? 'expired' : 'pending'
}

/** How long an invitation link works. */
export const INVITATION_LIFETIME_DAYS = 7
