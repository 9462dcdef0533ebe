/**
 * How the alerts reach a tenant's owners (ADR 031): each owner gets the mail in their own
 * language (`user.locale`, Japanese by default), in the tenant's brand (app/server/mail), with
 * links to the tenant's own host. A job that fails half-way (the SMTP server went away after two
 * owners of three) is retried; the owners already mailed are remembered in the job's payload, so
 * nobody gets the mail twice.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#app/i18n/locale'
import type { Db } from '#db/client'
import { domains, tenantMembers, user } from '#db/schema'
import { getServerConfig } from '../config.server'
import type { BackgroundJob } from '../jobs/background-jobs.server'
import { type BrandedMail, mailBrandOf } from '../mail/brand-mail.server'
import { type MailMessage, sendMail } from '../mail/mailer.server'

export interface OwnerRecipient {
  userId: string
  name: string
  email: string
  locale: Locale
}

/** The tenant's owners who can still sign in, oldest membership first. */
export async function tenantOwners(db: Db, tenantId: string): Promise<OwnerRecipient[]> {
  const rows = await db
    .select({ userId: user.id, name: user.name, email: user.email, locale: user.locale })
    .from(tenantMembers)
    .innerJoin(user, eq(user.id, tenantMembers.userId))
    .where(
      and(
        eq(tenantMembers.tenantId, tenantId),
        eq(tenantMembers.role, 'owner'),
        sql`coalesce(${user.banned}, false) = false`,
      ),
    )
    .orderBy(tenantMembers.createdAt, user.id)
  return rows.map((row) => ({ ...row, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE }))
}

/**
 * Where the tenant's users open the product: its verified primary domain on the deployment's
 * scheme and port, else the deployment's base URL (OPSAI_BASE_URL).
 */
export async function tenantOrigin(db: Db, tenantId: string): Promise<string> {
  const base = new URL(getServerConfig().server.baseUrl)
  const [primary] = await db
    .select({ hostname: domains.hostname })
    .from(domains)
    .where(and(eq(domains.tenantId, tenantId), eq(domains.isPrimary, true), isNotNull(domains.verifiedAt)))
  if (!primary) return base.origin
  base.hostname = primary.hostname
  return base.origin
}

const sentOf = (job: BackgroundJob): string[] =>
  Array.isArray(job.payload.sent) ? job.payload.sent.filter((id) => typeof id === 'string') : []

/**
 * Mails every owner not mailed by an earlier attempt of this job, each their own message, and
 * records each delivery as it happens. Returns how many were mailed now.
 */
export async function mailEveryOwner(
  db: Db,
  job: BackgroundJob,
  tenantId: string,
  compose: (owner: OwnerRecipient, branded: BrandedMail, origin: string) => Promise<MailMessage>,
): Promise<number> {
  const origin = await tenantOrigin(db, tenantId)
  const branded = await mailBrandOf(db, tenantId, origin)
  const sent = new Set(sentOf(job))
  let mailed = 0
  for (const owner of await tenantOwners(db, tenantId)) {
    if (sent.has(owner.userId)) continue
    await sendMail(await compose(owner, branded, origin))
    sent.add(owner.userId)
    mailed += 1
    // Fenced by the lease: a worker that lost the job records nothing.
    await db.execute(sql`
      update background_jobs set payload = payload || jsonb_build_object('sent', ${JSON.stringify([...sent])}::jsonb)
      where id = ${job.id} and locked_by = ${job.lockedBy} and state = 'running'`)
  }
  return mailed
}
