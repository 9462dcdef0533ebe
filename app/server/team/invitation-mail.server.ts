/**
 * The invitation e-mail, in the tenant's brand. The invitee's language is not known yet, so the
 * mail carries Japanese first and English second, with the link and its expiry in both.
 */
import type { Db } from '../../../db/client'
import type { TeamRole } from '../../features/team/team-rules'
import { ServiceError } from '../errors.server'
import { brandedMessage, mailBrandOf } from '../mail/brand-mail.server'
import { type MailDelivery, MailDeliveryError, type MailMessage, sendMail } from '../mail/mailer.server'

const ROLE_NAMES: Record<TeamRole, { ja: string; en: string }> = {
  owner: { ja: 'オーナー', en: 'owner' },
  admin: { ja: '管理者', en: 'admin' },
  member: { ja: 'メンバー', en: 'member' },
}

export function invitationLink(origin: string, token: string) {
  return `${origin.replace(/\/$/, '')}/invite/${token}`
}

/** The invitation in the tenant's brand: its name, colours, sender and support address. */
export async function invitationMail(
  db: Db,
  input: {
    to: string
    tenantId: string
    tenantName: string
    inviterName: string
    role: TeamRole
    link: string
    expiresAt: Date
  },
): Promise<MailMessage> {
  const role = ROLE_NAMES[input.role]
  const expiry = input.expiresAt.toISOString().replace('T', ' ').slice(0, 16)
  const branded = await mailBrandOf(db, input.tenantId, new URL(input.link).origin)
  const { ja, en } = branded.record.names
  return brandedMessage(branded, {
    to: input.to,
    subject: `${input.tenantName} への招待 (${ja}) / Invitation to ${input.tenantName} on ${en}`,
    preview: `${input.inviterName} さんから ${input.tenantName} への招待が届いています。`,
    parts: [
      {
        lang: 'ja',
        heading: `${input.tenantName} への招待`,
        paragraphs: [
          `${input.inviterName} さんから ${ja} の ${input.tenantName} に${role.ja}として招待されました。`,
          '次のボタンを押して、名前とパスワードを設定してください。',
        ],
        action: { label: '招待を受ける', href: input.link },
        notes: [
          `このリンクの有効期限は ${expiry} (UTC) です。心当たりがない場合は、このメールを無視してください。`,
        ],
      },
      {
        lang: 'en',
        heading: `Invitation to ${input.tenantName}`,
        paragraphs: [
          `${input.inviterName} invited you to join ${input.tenantName} on ${en} as ${role.en === 'admin' ? 'an' : 'a'} ${role.en}.`,
          'Use the button to set your name and password.',
        ],
        action: { label: 'Accept the invitation', href: input.link },
        notes: [`The link expires at ${expiry} (UTC). If you were not expecting this, ignore this mail.`],
      },
    ],
  })
}

/** Sends it; a failed delivery leaves the invitation in place and says how to retry. */
export async function deliverInvitation(mail: MailMessage): Promise<MailDelivery> {
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
