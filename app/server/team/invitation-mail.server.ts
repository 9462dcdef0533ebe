/**
 * The invitation e-mail, in the tenant's brand. The invitee's language is not known yet, so the
 * mail carries Japanese first and English second, with the link and its expiry in both.
 */
import type { Locale } from '#app/i18n/locale'
import { type MailKey, textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import type { TeamRole } from '../../features/team/team-rules.shared'
import { ServiceError } from '../errors.server'
import { brandedMessage, mailBrandOf } from '../mail/brand-mail.server'
import { type MailDelivery, MailDeliveryError, type MailMessage, sendMail } from '../mail/mailer.server'

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
  const expiry = input.expiresAt.toISOString().replace('T', ' ').slice(0, 16)
  const branded = await mailBrandOf(db, input.tenantId, new URL(input.link).origin)
  const { ja, en } = branded.record.names
  const values = { tenant: input.tenantName, inviter: input.inviterName, expiry }
  const text = (locale: Locale, key: MailKey, brand: string) =>
    textIn(locale, key, { ...values, brand, role: textIn(locale, `mail.invitation.roles.${input.role}`) })
  return brandedMessage(branded, {
    to: input.to,
    subject: `${text('ja', 'mail.invitation.subject', ja)} / ${text('en', 'mail.invitation.subject', en)}`,
    preview: text('ja', 'mail.invitation.preview', ja),
    parts: (
      [
        ['ja', ja],
        ['en', en],
      ] as const
    ).map(([lang, brand]) => ({
      lang,
      heading: text(lang, 'mail.invitation.heading', brand),
      paragraphs: [
        text(lang, 'mail.invitation.invited', brand),
        text(lang, 'mail.invitation.instructions', brand),
      ],
      action: { label: text(lang, 'mail.invitation.action', brand), href: input.link },
      notes: [text(lang, 'mail.invitation.expiry', brand)],
    })),
  })
}

/** Sends it; a failed delivery leaves the invitation in place and says how to retry. */
export async function deliverInvitation(mail: MailMessage): Promise<MailDelivery> {
  try {
    return await sendMail(mail)
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error
    console.error(error.message)
    throw new ServiceError(502, 'mail_failed', 'errors.team.mailFailed', { email: mail.to })
  }
}
