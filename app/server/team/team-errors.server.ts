/**
 * The refusals of /team and of invitation links, each a ServiceError worded from the error
 * catalogue (app/i18n/errors/team.ts).
 */
import type { ErrorKey, TextKey, TextParams } from '#app/i18n/texts.server'
import type { TeamRefusal } from '../../features/team/team-rules.shared'
import { ConflictError, NotFoundError, ServiceError } from '../errors.server'

export class ForbiddenError extends ServiceError {
  constructor(key: TextKey, params?: TextParams) {
    super(403, 'forbidden', key, params)
  }
}

/** An invitation link that no longer works: 410 Gone, with the reason as its code. */
export class InvitationGoneError extends ServiceError {
  constructor(key: TextKey, code: 'invitation_expired' | 'invitation_used' | 'invitation_revoked') {
    super(410, code, key)
  }
}

const REFUSALS: Record<TeamRefusal, ErrorKey> = {
  'not-manager': 'errors.team.notManager',
  'owner-only-role': 'errors.team.ownerOnlyRole',
  'owner-protected': 'errors.team.ownerProtected',
  'last-owner': 'errors.team.lastOwner',
  'self-removal': 'errors.team.selfRemoval',
}

export function teamRefusal(reason: TeamRefusal): ServiceError {
  return new ForbiddenError(REFUSALS[reason])
}

export function memberNotFound() {
  return new NotFoundError('errors.team.memberNotFound')
}

export function teamNotFound() {
  return new NotFoundError('errors.team.teamNotFound')
}

export function invitationNotFound() {
  return new NotFoundError('errors.team.invitationNotFound')
}

export function userLimitReached(maxUsers: number) {
  return new ConflictError('errors.team.userLimitReached', { maxUsers })
}

export function alreadyMember(email: string) {
  return new ConflictError('errors.team.alreadyMember', { email })
}

export function alreadyInvited(email: string) {
  return new ConflictError('errors.team.alreadyInvited', { email })
}

export function emailBelongsElsewhere(email: string) {
  return new ConflictError('errors.team.emailBelongsElsewhere', { email })
}

/** The account was banned by a system administrator: an invitation never lifts that ban. */
export function accountSuspended() {
  return new ServiceError(403, 'account_suspended', 'errors.team.accountSuspended')
}

export function wrongPassword() {
  return new ServiceError(401, 'invalid_credentials', 'errors.team.wrongPassword')
}

export function invitationGone(state: 'expired' | 'accepted' | 'revoked') {
  if (state === 'expired')
    return new InvitationGoneError('errors.team.invitationExpired', 'invitation_expired')
  if (state === 'accepted') return new InvitationGoneError('errors.team.invitationUsed', 'invitation_used')
  return new InvitationGoneError('errors.team.invitationRevoked', 'invitation_revoked')
}
