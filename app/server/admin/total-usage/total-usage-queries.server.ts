/**
 * The SQL behind /admin/totalUsageSituation: usage of every tenant in a range of Japan days,
 * optionally of one application, grouped by day, tenant, application and model. Deliberately
 * across tenants (the system administrator's view), so no tenant scope. Read from the rollups by
 * Japan day (db/schema/usage-rollups.ts), the same ones the tenant's own /usageSituation reads,
 * so the console never scans every model call of the range.
 */
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Db } from '#db/client'
import { applications, ledgerRollupDaily, tenants, usageRollupByChatModel } from '#db/schema'
import { dayText, rollupSums } from '../../usage/usage-queries.server'

export interface TotalUsageFilter {
  /** Japan days, both included. */
  from: string
  to: string
  /** An application key: only its tenants. */
  application?: string
}

const usage = usageRollupByChatModel
const sums = rollupSums(usage)

function usageIn(filter: TotalUsageFilter): SQL | undefined {
  return and(
    gte(usage.day, filter.from),
    lte(usage.day, filter.to),
    filter.application ? eq(tenants.applicationKey, filter.application) : undefined,
  )
}

/** The rollup joined to its tenant (always, so the application filter can apply). */
function fromUsage<T extends SelectedFields>(db: Db, columns: T) {
  return db.select(columns).from(usage).innerJoin(tenants, eq(tenants.id, usage.tenantId))
}

export function totalsOf(db: Db, filter: TotalUsageFilter) {
  return fromUsage(db, {
    ...sums,
    tenants: sql<number>`count(distinct ${usage.tenantId})`.mapWith(Number),
  }).where(usageIn(filter))
}

export function totalByDay(db: Db, filter: TotalUsageFilter) {
  return fromUsage(db, { day: dayText(usage.day), ...sums })
    .where(usageIn(filter))
    .groupBy(usage.day)
}

export function totalByApplication(db: Db, filter: TotalUsageFilter) {
  return fromUsage(db, { key: applications.key, name: applications.name, ...sums })
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(usageIn(filter))
    .groupBy(applications.key, applications.name)
    .orderBy(desc(sums.tokens), applications.key)
}

export function totalByModel(db: Db, filter: TotalUsageFilter) {
  return fromUsage(db, { model: usage.model, ...sums })
    .where(usageIn(filter))
    .groupBy(usage.model)
    .orderBy(desc(sums.tokens), usage.model)
}

const ledger = ledgerRollupDaily

/** −(sum of the ledger's `usage` entries) in the range: what the tenants were charged. */
export async function ledgerChargedTotal(db: Db, filter: TotalUsageFilter) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledger.amount}), 0)`.mapWith(Number) })
    .from(ledger)
    .innerJoin(tenants, eq(tenants.id, ledger.tenantId))
    .where(
      and(
        eq(ledger.kind, 'usage'),
        gte(ledger.day, filter.from),
        lte(ledger.day, filter.to),
        filter.application ? eq(tenants.applicationKey, filter.application) : undefined,
      ),
    )
  return 0 - (row?.total ?? 0)
}

export const TENANT_SORTS = ['tokens', 'charged', 'turns', 'tenant'] as const
export type TenantSort = (typeof TENANT_SORTS)[number]

/** One page of the per-tenant breakdown, with each tenant's ledger charge for the same range. */
export async function totalByTenant(
  db: Db,
  filter: TotalUsageFilter,
  page: { page: number; pageSize: number; sort: TenantSort; direction: 'asc' | 'desc' },
) {
  const perTenant = db
    .select({
      tenantId: usage.tenantId,
      // A subquery's computed columns need names to be selected from outside.
      inputTokens: sql<number>`coalesce(sum(${usage.inputTokens}), 0)`.as('input_tokens'),
      outputTokens: sql<number>`coalesce(sum(${usage.outputTokens}), 0)`.as('output_tokens'),
      tokens: sql<number>`coalesce(sum(${usage.totalTokens}), 0)`.as('tokens'),
      charged: sql<number>`coalesce(sum(${usage.chargedTokens}), 0)`.as('charged'),
      turns: sql<number>`coalesce(sum(${usage.turns}), 0)`.as('turns'),
    })
    .from(usage)
    .innerJoin(tenants, eq(tenants.id, usage.tenantId))
    .where(usageIn(filter))
    .groupBy(usage.tenantId)
    .as('per_tenant')
  const ledgerCharged = db
    .select({
      tenantId: ledger.tenantId,
      charged: sql<number>`0 - sum(${ledger.amount})`.as('ledger_charged'),
    })
    .from(ledger)
    .where(and(eq(ledger.kind, 'usage'), gte(ledger.day, filter.from), lte(ledger.day, filter.to)))
    .groupBy(ledger.tenantId)
    .as('ledger')
  const order = page.direction === 'asc' ? asc : desc
  const sortColumn =
    page.sort === 'tenant'
      ? tenants.slug
      : page.sort === 'charged'
        ? perTenant.charged
        : page.sort === 'turns'
          ? perTenant.turns
          : perTenant.tokens
  const [rows, [count]] = await Promise.all([
    db
      .select({
        tenantId: tenants.id,
        slug: tenants.slug,
        name: tenants.name,
        applicationName: applications.name,
        inputTokens: sql<number>`${perTenant.inputTokens}`.mapWith(Number),
        outputTokens: sql<number>`${perTenant.outputTokens}`.mapWith(Number),
        tokens: sql<number>`${perTenant.tokens}`.mapWith(Number),
        charged: sql<number>`${perTenant.charged}`.mapWith(Number),
        turns: sql<number>`${perTenant.turns}`.mapWith(Number),
        ledgerCharged: sql<number>`coalesce(${ledgerCharged.charged}, 0)`.mapWith(Number),
      })
      .from(perTenant)
      .innerJoin(tenants, eq(tenants.id, perTenant.tenantId))
      .innerJoin(applications, eq(applications.key, tenants.applicationKey))
      .leftJoin(ledgerCharged, eq(ledgerCharged.tenantId, perTenant.tenantId))
      .orderBy(order(sortColumn), asc(tenants.slug))
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(perTenant),
  ])
  return { rows, total: count?.total ?? 0 }
}

/** The CSV's rows: one per Japan day, tenant, application and model, in that order. */
export function totalUsageRows(db: Db, filter: TotalUsageFilter) {
  const day = dayText(usage.day)
  return fromUsage(db, {
    day,
    slug: tenants.slug,
    tenantName: tenants.name,
    applicationKey: applications.key,
    applicationName: applications.name,
    model: usage.model,
    ...sums,
  })
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(usageIn(filter))
    .groupBy(usage.day, tenants.slug, tenants.name, applications.key, applications.name, usage.model)
    .orderBy(asc(usage.day), asc(tenants.slug), asc(usage.model))
}
