/**
 * /admin/totalUsageSituation: usage of every tenant in a range of Japan days, by day, tenant,
 * application and model, and the same rows as CSV. The headline "charged" is the ledger's own
 * (−sum of every tenant's `usage` entries in the range), as on each tenant's /usageSituation.
 */
import { asc } from 'drizzle-orm'
import { z } from 'zod'
import { daysBetween, type UsageRange } from '#app/features/usage/usage-range.shared'
import { textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { applications } from '#db/schema'
import { toCsv } from '../../usage/usage-csv.server'
import { NO_USAGE, type UsageTotals } from '../../usage/usage-queries.server'
import { sortedPageFields } from '../list-paging.server'
import {
  ledgerChargedTotal,
  TENANT_SORTS,
  type TenantSort,
  type TotalUsageFilter,
  totalByApplication,
  totalByDay,
  totalByModel,
  totalByTenant,
  totalsOf,
  totalUsageRows,
} from './total-usage-queries.server'

/** Model tokens (input, output, total) and the credits charged for them (ADR 028). */
export type UsageSums = UsageTotals

export interface TenantUsageRow extends UsageSums {
  tenantId: string
  slug: string
  name: string
  applicationName: string
  ledgerCharged: number
}

export interface TotalUsageData {
  range: UsageRange
  application: string | null
  applications: { key: string; name: string }[]
  totals: UsageSums & { ledgerCharged: number; tenants: number }
  byDay: ({ day: string } & UsageSums)[]
  byApplication: ({ key: string; name: string } & UsageSums)[]
  byModel: ({ model: string } & UsageSums)[]
  byTenant: { rows: TenantUsageRow[]; total: number }
  tenantPage: TenantPage
}

export interface TenantPage {
  page: number
  pageSize: number
  sort: TenantSort
  direction: 'asc' | 'desc'
}

/** The tenant table's paging and the application filter, forgiving like the other searches. */
export function totalUsageSearchSchema() {
  return z.object({
    ...sortedPageFields(TENANT_SORTS, 'tokens'),
    application: z.string().trim().min(1).max(63).optional().catch(undefined),
  })
}

export function totalUsageFilter(
  range: { from: string; to: string },
  application?: string,
): TotalUsageFilter {
  return { from: range.from, to: range.to, application }
}

export async function loadTotalUsage(
  db: Db,
  range: UsageRange,
  options: { application?: string } & TenantPage,
): Promise<TotalUsageData> {
  const filter = totalUsageFilter(range, options.application)
  const { application, ...tenantPage } = options
  const [appRows, [totals], days, byApplication, byModel, byTenant, ledgerCharged] = await Promise.all([
    db
      .select({ key: applications.key, name: applications.name })
      .from(applications)
      .orderBy(asc(applications.key)),
    totalsOf(db, filter),
    totalByDay(db, filter),
    totalByApplication(db, filter),
    totalByModel(db, filter),
    totalByTenant(db, filter, tenantPage),
    ledgerChargedTotal(db, filter),
  ])
  const byDay = new Map(days.map((row) => [row.day, row]))
  return {
    range,
    application: application ?? null,
    applications: appRows,
    totals: { ...NO_USAGE, ...totals, tenants: totals?.tenants ?? 0, ledgerCharged },
    byDay: daysBetween(range.from, range.to).map((day) => byDay.get(day) ?? { day, ...NO_USAGE }),
    byApplication,
    byModel,
    byTenant,
    tenantPage,
  }
}

const CSV_COLUMNS = [
  'day',
  'tenant',
  'tenantName',
  'application',
  'applicationName',
  'model',
  'turns',
  'inputTokens',
  'outputTokens',
  'tokens',
  'charged',
] as const

/** UTF-8 with a BOM and the tenant usage CSV's quoting (app/server/usage/usage-csv.ts). */
export async function totalUsageCsv(db: Db, filter: TotalUsageFilter, language: 'ja' | 'en') {
  const rows = await totalUsageRows(db, filter)
  return toCsv(
    CSV_COLUMNS.map((column) => textIn(language, `adminUsage.csv.${column}`)),
    rows.map((row) => [
      row.day,
      row.slug,
      row.tenantName,
      row.applicationKey,
      row.applicationName,
      row.model,
      row.turns,
      row.inputTokens,
      row.outputTokens,
      row.tokens,
      row.charged,
    ]),
  )
}
