/**
 * The invitation e-mail. The invitee's language is not known yet, so the mail carries Japanese
 * first and English second, with the link and its expiry in both.
 */
import type { TeamRole } from '../../features/team/team-rules'
import { ServiceError } from '../errors.server'
import { type MailDelivery, MailDeliveryError, sendMail } from '../mail/mailer.server'

const ROLE_NAMES: Record<TeamRole, { ja: string; en: string }> = {
  owner: { ja: 'オーナー', en: 'owner' },
  admin: { ja: '管理者', en: 'admin' },
  member: { ja: 'メンバー', en: 'member' },
}

export function invitationLink(origin: string, token: string) {
  return `${origin.replace(/\/$/, '')}/invite/${token}`
}

export function invitationMail(input: {
  to: string
  tenantName: string
  inviterName: string
  role: TeamRole
  link: string
  expiresAt: Date
}) {
  const role = ROLE_NAMES[input.role]
  const expiry = input.expiresAt.toISOString().replace('T', ' ').slice(0, 16)
  return {
    to: input.to,
    subject: `${input.tenantName} への招待 / Invitation to ${input.tenantName}`,
    text: [
      `${input.inviterName} さんから ${input.tenantName} に${role.ja}として招待されました。`,
      '次のリンクを開いて、参加してください。',
      input.link,
      `このリンクの有効期限は ${expiry} (UTC) です。`,
      '',
      `${input.inviterName} invited you to join ${input.tenantName} as ${role.en === 'admin' ? 'an' : 'a'} ${role.en}.`,
      'Open this link to accept:',
      input.link,
      `The link expires at ${expiry} (UTC).`,
    ].join('\n'),
  }
}

/** Sends it; a failed delivery leaves the invitation in place and says how to retry. */
export async function deliverInvitation(mail: ReturnType<typeof invitationMail>): Promise<MailDelivery> {
  try {
    return await sendMail(mail)
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error
    console.error(error.message)
    throw new ServiceError(
      `招待は作成しましたが、${mail.to} にメールを送れませんでした。時間をおいて一覧から再送してください。 / The invitation was saved, but the mail to ${mail.to} could not be sent. Resend it from the list later.`,
      502,
      'mail_failed',
    )
  }
}
