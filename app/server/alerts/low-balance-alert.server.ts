/**
 * The `low_balance_alert` job, queued by the database when a tenant's balance crosses under the
 * owners' threshold (opsai_low_balance_alert_check, migrations/0036): every owner gets one mail,
 * in their language and the tenant's brand, with the balance as it is when the mail goes.
 */
import { eq } from 'drizzle-orm'
import { formatNumber } from '#app/i18n/format'
import type { Locale } from '#app/i18n/locale'
import { type MailKey, type TextParams, textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import type { JobHandler } from '../jobs/job-types.server'
import { getBalance } from '../ledger/ledger.server'
import { brandedMessage } from '../mail/brand-mail.server'
import { webhookBalanceLow } from '../webhooks/webhook-event-points.server'
import { mailEveryOwner } from './owner-mail.server'

export const LOW_BALANCE_ALERT_JOB = 'low_balance_alert'

async function alertedTenant(db: Db, tenantId: string) {
  const [tenant] = await db
    .select({ name: tenants.name, threshold: tenants.lowBalanceThreshold })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  return tenant
}

export const sendLowBalanceAlert: JobHandler = async (db, job) => {
  if (!job.tenantId) return
  const tenant = await alertedTenant(db, job.tenantId)
  // Turned off since, or credits came back before the mail went: there is nothing to warn of.
  if (!tenant || tenant.threshold === null) return
  const { balance } = await getBalance(db, job.tenantId)
  if (balance >= tenant.threshold) return
  const threshold = tenant.threshold
  // Once per crossing: a retry of this job (a mail that failed) emits nothing new.
  await webhookBalanceLow(db, { tenantId: job.tenantId, alertId: job.id, balance, threshold })
  await mailEveryOwner(db, job, job.tenantId, (owner, branded, origin) => {
    const text = (key: MailKey, extra: TextParams = {}) =>
      textIn(owner.locale, key, {
        brand: branded.record.names[owner.locale],
        tenant: tenant.name,
        name: owner.name,
        ...figures(owner.locale, { balance, threshold }),
        ...extra,
      })
    return brandedMessage(branded, {
      to: owner.email,
      subject: text('mail.lowBalance.subject'),
      preview: text('mail.lowBalance.preview'),
      parts: [
        {
          lang: owner.locale,
          heading: text('mail.lowBalance.heading'),
          paragraphs: [
            text('mail.lowBalance.greeting'),
            text('mail.lowBalance.balance'),
            text('mail.lowBalance.advice'),
          ],
          action: { label: text('mail.lowBalance.action'), href: `${origin}/payment` },
          notes: [text('mail.lowBalance.note')],
        },
      ],
    })
  })
}

function figures(locale: Locale, values: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, formatNumber(value, locale)]))
}
