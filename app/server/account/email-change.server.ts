/**
 * E-mail change with confirmation: the new address gets a link, and the change applies only when
 * that link is followed by the same user. The pending request lives in better-auth's
 * `verification` table (identifier `email-change:<userId>`, one pending change per user, the
 * token's SHA-256 only). Why not better-auth's `changeEmail`: its link points at the one
 * configured base URL, not the tenant's own domain, and it writes no audit row when the change
 * applies (ADR 011).
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Locale } from '#app/i18n/locale'
import { type MailKey, type TextParams, textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { user, verification } from '#db/schema'
import { recordAudit } from '../audit.server'
import { type BrandedMail, brandedMessage, mailBrandOf } from '../mail/brand-mail.server'
import type { MailMessage } from '../mail/mailer.server'
import type { MailPart } from '../mail/templates/brand-mail.server'

/** Long enough to find the mail after lunch, short enough that an old mail stops working. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000

const identifierOf = (userId: string) => `email-change:${userId}`
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export interface EmailChangeRequest {
  userId: string
  tenantId: string | null
  name: string
  newEmail: string
  /** The origin the user is on (the tenant's domain), so the link opens the same site. */
  origin: string
  send: (message: MailMessage) => Promise<unknown>
  now?: Date
}

/**
 * Records the pending change and mails the link to the new address. When the address belongs to
 * someone else, that address is told so instead and nothing is recorded: the requester sees the
 * same answer either way, so the form reveals no one's address.
 */
export async function requestEmailChange(db: Db, request: EmailChangeRequest): Promise<void> {
  const now = request.now ?? new Date()
  const newEmail = request.newEmail.trim().toLowerCase()
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${newEmail}`, ne(user.id, request.userId)))
  if (taken) {
    await request.send(await takenMail(await mailBrandOf(db, request.tenantId, request.origin), newEmail))
    return
  }
  const secret = randomBytes(32).toString('base64url')
  const token = `${request.userId}.${secret}`
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifierOf(request.userId)))
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: identifierOf(request.userId),
      value: JSON.stringify({ hash: sha256(secret), newEmail }),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
    })
    await recordAudit(tx, {
      actor: `user:${request.userId}`,
      action: 'user.email_change_request',
      tenantId: request.tenantId,
      target: request.userId,
      details: { newEmail },
    })
  })
  const link = `${request.origin.replace(/\/$/, '')}/user?confirmEmail=${encodeURIComponent(token)}`
  await request.send(
    await confirmationMail(
      await mailBrandOf(db, request.tenantId, request.origin),
      request.name,
      newEmail,
      link,
    ),
  )
}

/** The address waiting for confirmation, if any and not expired. */
export async function pendingEmailChange(db: Db, userId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select()
    .from(verification)
    .where(eq(verification.identifier, identifierOf(userId)))
  if (!row || row.expiresAt <= now) return null
  return parseValue(row.value)?.newEmail ?? null
}

export type EmailChangeOutcome =
  | { status: 'changed'; email: string }
  | { status: 'invalid' | 'expired' | 'taken' }

/** Applies the change when `token` is the live one of `userId` (the signed-in user). */
export async function confirmEmailChange(
  db: Db,
  caller: { userId: string; tenantId: string | null },
  token: string,
  now = new Date(),
): Promise<EmailChangeOutcome> {
  const dot = token.lastIndexOf('.')
  if (dot <= 0 || token.slice(0, dot) !== caller.userId) return { status: 'invalid' }
  const secret = token.slice(dot + 1)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verification)
      .where(eq(verification.identifier, identifierOf(caller.userId)))
      .for('update')
    const value = row ? parseValue(row.value) : undefined
    if (!row || !value || !sameHash(value.hash, sha256(secret))) return { status: 'invalid' as const }
    await tx.delete(verification).where(eq(verification.id, row.id))
    if (row.expiresAt <= now) return { status: 'expired' as const }
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(sql`lower(${user.email}) = ${value.newEmail}`, ne(user.id, caller.userId)))
    if (taken) return { status: 'taken' as const }
    const [before] = await tx.select({ email: user.email }).from(user).where(eq(user.id, caller.userId))
    // Following the link proves the new address is theirs.
    await tx
      .update(user)
      .set({ email: value.newEmail, emailVerified: true, updatedAt: now })
      .where(eq(user.id, caller.userId))
    await recordAudit(tx, {
      actor: `user:${caller.userId}`,
      action: 'user.email_change',
      tenantId: caller.tenantId,
      target: caller.userId,
      details: { from: before?.email ?? null, to: value.newEmail },
    })
    return { status: 'changed' as const, email: value.newEmail }
  })
}

function parseValue(value: string): { hash: string; newEmail: string } | undefined {
  try {
    const parsed = JSON.parse(value) as { hash?: unknown; newEmail?: unknown }
    if (typeof parsed.hash === 'string' && typeof parsed.newEmail === 'string') {
      return { hash: parsed.hash, newEmail: parsed.newEmail }
    }
  } catch {
    // Not ours: treated as no pending change.
  }
  return undefined
}

function sameHash(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

const BOTH = ['ja', 'en'] as const

/** One mail text in one language, for the brand's name in that language. */
function mailText(branded: BrandedMail, locale: Locale, key: MailKey, values: TextParams = {}) {
  return textIn(locale, key, { ...values, brand: branded.record.names[locale] })
}

/** A mail in both languages from the catalogue's `mail.<kind>` texts; `body` fills each part. */
function twoLanguageMail(
  branded: BrandedMail,
  to: string,
  kind: 'emailChange' | 'emailTaken',
  values: TextParams,
  body: (text: (key: MailKey) => string) => Omit<MailPart, 'lang' | 'heading'>,
): Promise<MailMessage> {
  const text = (locale: Locale, key: MailKey) => mailText(branded, locale, key, values)
  return brandedMessage(branded, {
    to,
    subject: `${text('ja', `mail.${kind}.subject`)} / ${text('en', `mail.${kind}.subject`)}`,
    preview: text('ja', `mail.${kind}.preview`),
    parts: BOTH.map((lang) => ({
      lang,
      heading: text(lang, `mail.${kind}.heading`),
      ...body((key) => text(lang, key)),
    })),
  })
}

/** The link to the new address, in the brand the user signs in to. */
function confirmationMail(
  branded: BrandedMail,
  name: string,
  to: string,
  link: string,
): Promise<MailMessage> {
  return twoLanguageMail(branded, to, 'emailChange', { name }, (text) => ({
    paragraphs: [text('mail.emailChange.greeting'), text('mail.emailChange.instructions')],
    action: { label: text('mail.emailChange.action'), href: link },
    notes: [text('mail.emailChange.note')],
  }))
}

/** Tells an address that is already taken that someone asked to move an account to it. */
function takenMail(branded: BrandedMail, to: string): Promise<MailMessage> {
  return twoLanguageMail(branded, to, 'emailTaken', {}, (text) => ({
    paragraphs: [text('mail.emailTaken.explanation')],
    notes: [text('mail.emailTaken.note')],
  }))
}
