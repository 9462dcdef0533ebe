/**
 * The monthly usage summary (issue 18, ADR 031). On the 1st, from 09:00 Japan time, the calendar
 * queues `monthly_usage_summary` once; it queues one `monthly_usage_summary_mail` job per active
 * tenant whose owners want the summary (dedupe key per tenant and month, so a second run queues
 * nothing), and each of those mails the tenant's owners last month's figures.
 */
import { and, eq, lt } from 'drizzle-orm'
import { formatNumber } from '#app/i18n/format'
import type { Locale } from '#app/i18n/locale'
import { localizedName } from '#app/i18n/localized-name'
import { type MailKey, type TextParams, textIn } from '#app/i18n/texts.server'
import { japanMidnight } from '#app/lib/japan-day.shared'
import { tenants } from '#db/schema'
import { enqueueJob } from '../jobs/background-jobs.server'
import { type JobHandler, PermanentJobError } from '../jobs/job-types.server'
import type { PeriodicJob } from '../jobs/periodic-jobs.server'
import type { BrandedMail } from '../mail/brand-mail.server'
import { brandedMessage } from '../mail/brand-mail.server'
import type { MailTable } from '../mail/templates/brand-mail.server'
import { mailEveryOwner, type OwnerRecipient } from './owner-mail.server'
import { loadUsageSummary, monthFilter, previousMonth, type UsageSummary } from './usage-summary.server'

export const MONTHLY_SUMMARY_JOB = 'monthly_usage_summary'
export const MONTHLY_SUMMARY_MAIL_JOB = 'monthly_usage_summary_mail'

/** The 1st of each month, in the morning in Japan: last month is complete and the day has begun. */
export const MONTHLY_USAGE_SUMMARY: PeriodicJob = {
  kind: MONTHLY_SUMMARY_JOB,
  cadence: 'monthly',
  hourJst: 9,
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

function monthOf(payload: Record<string, unknown>, key: string): string {
  const value = payload[key]
  if (typeof value !== 'string' || !MONTH.test(value.slice(0, 7))) {
    throw new PermanentJobError(`${key} is not a YYYY-MM month: ${JSON.stringify(value)}`)
  }
  return value.slice(0, 7)
}

/** Queues the month's mails: one per active tenant that has the summary on and existed in it. */
export const queueMonthlySummaries: JobHandler = async (db, job, context) => {
  const month = previousMonth(monthOf(job.payload, 'period'))
  const monthEnd = japanMidnight(`${monthOf(job.payload, 'period')}-01`)
  const due = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(eq(tenants.status, 'active'), eq(tenants.monthlySummary, true), lt(tenants.createdAt, monthEnd)),
    )
    .orderBy(tenants.id)
  for (const [index, tenant] of due.entries()) {
    // Thousands of tenants take a while: keep the job ours (another worker would queue them too,
    // harmlessly, by their dedupe keys).
    if (index > 0 && index % 500 === 0 && !(await context.extendLease())) return
    await enqueueJob(db, {
      kind: MONTHLY_SUMMARY_MAIL_JOB,
      tenantId: tenant.id,
      payload: { month },
      dedupeKey: `${MONTHLY_SUMMARY_MAIL_JOB}:${tenant.id}:${month}`,
    })
  }
}

/** Mails one tenant's owners their summary of `payload.month`. */
export const sendMonthlySummary: JobHandler = async (db, job) => {
  if (!job.tenantId) throw new PermanentJobError('a summary mail needs its tenant')
  const month = monthOf(job.payload, 'month')
  const [tenant] = await db
    .select({ name: tenants.name, status: tenants.status, monthlySummary: tenants.monthlySummary })
    .from(tenants)
    .where(eq(tenants.id, job.tenantId))
  // Suspended, or the owners turned the summary off since it was queued.
  if (tenant?.status !== 'active' || !tenant.monthlySummary) return
  const summary = await loadUsageSummary(db, job.tenantId, month)
  await mailEveryOwner(db, job, job.tenantId, (owner, branded, origin) =>
    summaryMail(summary, { tenant: tenant.name, owner, branded, origin }),
  )
}

function monthName(month: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  )
}

export function summaryMail(
  summary: UsageSummary,
  to: { tenant: string; owner: OwnerRecipient; branded: BrandedMail; origin: string },
) {
  const { locale } = to.owner
  const range = monthFilter('', summary.month)
  const number = (value: number) => formatNumber(value, locale)
  const text = (key: MailKey, extra: TextParams = {}) =>
    textIn(locale, key, {
      brand: to.branded.record.names[locale],
      tenant: to.tenant,
      name: to.owner.name,
      month: monthName(summary.month, locale),
      ...extra,
    })
  const credits = (value: number) => text('mail.usageSummary.credits', { value: number(value) })
  const tables: MailTable[] = [
    {
      title: text('mail.usageSummary.totals'),
      rows: [
        { label: text('mail.usageSummary.creditsUsed'), value: credits(summary.creditsUsed) },
        { label: text('mail.usageSummary.inputTokens'), value: number(summary.inputTokens) },
        { label: text('mail.usageSummary.outputTokens'), value: number(summary.outputTokens) },
        { label: text('mail.usageSummary.turns'), value: number(summary.turns) },
      ],
    },
  ]
  if (summary.topChats.length > 0) {
    tables.push({
      title: text('mail.usageSummary.topChats'),
      rows: summary.topChats.map((chat) => ({
        label: chat.name ? localizedName(chat.name, locale) : text('mail.usageSummary.generalChat'),
        value: credits(chat.credits),
      })),
    })
  }
  if (summary.topMembers.length > 0) {
    tables.push({
      title: text('mail.usageSummary.topMembers'),
      rows: summary.topMembers.map((member) => ({
        label: member.name ?? member.email ?? member.userId,
        value: credits(member.credits),
      })),
    })
  }
  tables.push({
    title: text('mail.usageSummary.now'),
    rows: [
      { label: text('mail.usageSummary.balance'), value: credits(summary.balance) },
      {
        label: text('mail.usageSummary.plan'),
        value: text('mail.usageSummary.planAllowance', {
          plan: localizedName(summary.plan, locale),
          monthly: number(summary.plan.monthlyTokens),
        }),
      },
    ],
  })
  const paragraphs = [text('mail.usageSummary.greeting'), text('mail.usageSummary.intro')]
  if (summary.turns === 0 && summary.creditsUsed === 0) paragraphs.push(text('mail.usageSummary.nothingUsed'))
  return brandedMessage(to.branded, {
    to: to.owner.email,
    subject: text('mail.usageSummary.subject'),
    preview: text('mail.usageSummary.preview', { credits: number(summary.creditsUsed) }),
    parts: [
      {
        lang: locale,
        heading: text('mail.usageSummary.heading'),
        paragraphs,
        tables,
        action: {
          label: text('mail.usageSummary.action'),
          // The month itself, not "last month": the mail may be opened later.
          href: `${to.origin}/usageSituation?from=${range.from}&to=${range.to}`,
        },
        notes: [text('mail.usageSummary.note')],
      },
    ],
  })
}
