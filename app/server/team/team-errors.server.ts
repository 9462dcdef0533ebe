/**
 * The refusals of /team and of invitation links, each a ServiceError whose message is
 * "Japanese / English" (the chat API's JSON error shape splits it into `messages.ja`/`.en`).
 */
import type { TeamRefusal } from '../../features/team/team-rules'
import { ConflictError, NotFoundError, ServiceError } from '../errors.server'

export class ForbiddenError extends ServiceError {
  constructor(message: string) {
    super(message, 403, 'forbidden')
  }
}

/** An invitation link that no longer works: 410 Gone, with the reason as its code. */
export class InvitationGoneError extends ServiceError {
  constructor(message: string, code: 'invitation_expired' | 'invitation_used' | 'invitation_revoked') {
    super(message, 410, code)
  }
}

const REFUSALS: Record<TeamRefusal, string> = {
  'not-manager':
    'チームを管理できるのはオーナーと管理者だけです。 / Only owners and admins can manage the team.',
  'owner-only-role':
    'オーナーの役割を与えられるのはオーナーだけです。 / Only an owner can make someone an owner.',
  'owner-protected':
    'オーナーを変更・削除できるのはオーナーだけです。 / Only an owner can change or remove an owner.',
  'last-owner':
    '最後のオーナーは削除も降格もできません。先に別のメンバーをオーナーにしてください。 / The last owner cannot be removed or demoted. Make another member an owner first.',
  'self-removal':
    '自分自身はチームから削除できません。別のオーナーか管理者に依頼してください。 / You cannot remove yourself. Ask another owner or admin.',
}

export function teamRefusal(reason: TeamRefusal): ServiceError {
  return new ForbiddenError(REFUSALS[reason])
}

export function memberNotFound() {
  return new NotFoundError('メンバーが見つかりません。 / No such member.')
}

export function teamNotFound() {
  return new NotFoundError('チームが見つかりません。 / No such team.')
}

export function invitationNotFound() {
  return new NotFoundError(
    '招待が見つかりません。リンクが正しいか確認してください。 / No such invitation. Check the link.',
  )
}

export function userLimitReached(maxUsers: number) {
  return new ConflictError(
    `ご利用のプランで登録できるユーザーは ${maxUsers} 人までです（招待中の人数を含みます）。プランを変更するか、招待を取り消してください。 / Your plan allows ${maxUsers} users, including open invitations. Change the plan or revoke an invitation.`,
  )
}

export function alreadyMember(email: string) {
  return new ConflictError(`${email} は既にメンバーです。 / ${email} is already a member.`)
}

export function alreadyInvited(email: string) {
  return new ConflictError(
    `${email} には招待を送信済みです。招待の一覧から再送できます。 / ${email} has an open invitation; resend it from the list.`,
  )
}

export function emailBelongsElsewhere(email: string) {
  return new ConflictError(
    `${email} は別のアカウントで使われているため招待できません。 / ${email} is used by another account and cannot be invited.`,
  )
}

export function wrongPassword() {
  return new ServiceError(
    'パスワードが正しくありません。 / The password is incorrect.',
    401,
    'invalid_credentials',
  )
}

export function invitationGone(state: 'expired' | 'accepted' | 'revoked') {
  if (state === 'expired')
    return new InvitationGoneError(
      'この招待は有効期限が切れています。招待した人に再送を依頼してください。 / This invitation has expired. Ask the person who invited you to resend it.',
      'invitation_expired',
    )
  if (state === 'accepted')
    return new InvitationGoneError(
      'この招待は既に使われています。ログインしてください。 / This invitation has already been used. Sign in instead.',
      'invitation_used',
    )
  return new InvitationGoneError(
    'この招待は取り消されました。 / This invitation has been revoked.',
    'invitation_revoked',
  )
}
