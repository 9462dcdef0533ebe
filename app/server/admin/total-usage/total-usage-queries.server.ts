/**
 * The SQL behind /admin/totalUsageSituation: usage events of every tenant in a range of Japan
 * days [start, end), optionally of one application, grouped by day, tenant, application and
 * model. Deliberately across tenants (the system administrator's view), so no tenant scope; the
 * per-tenant sums use the same columns as the tenant's own /usageSituation (usage-queries).
 */
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Db } from '../../../../db/client'
import { applications, tenants, tokenLedger, usageEvents } from '../../../../db/schema'

export interface TotalUsageFilter {
  start: Date
  end: Date
  /** An application key: only its tenants. */
  application?: string
}

export const tokyoDayOf = (column: typeof usageEvents.occurredAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`

const sums = {
  tokens: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number),
  charged: sql<number>`coalesce(sum(${usageEvents.chargedTokens}), 0)`.mapWith(Number),
  turns: sql<number>`count(*)`.mapWith(Number),
}

function eventsIn(filter: TotalUsageFilter): SQL | undefined {
  return and(
    gte(usageEvents.occurredAt, filter.start),
    lt(usageEvents.occurredAt, filter.end),
    filter.application ? eq(tenants.applicationKey, filter.application) : undefined,
  )
}

/** usage_events joined to their tenant (always, so the application filter can apply). */
function fromEvents<T extends SelectedFields>(db: Db, columns: T) {
  return db.select(columns).from(usageEvents).innerJoin(tenants, eq(tenants.id, usageEvents.tenantId))
}

export function totalsOf(db: Db, filter: TotalUsageFilter) {
  return fromEvents(db, {
    ...sums,
    tenants: sql<number>`count(distinct ${usageEvents.tenantId})`.mapWith(Number),
  }).where(eventsIn(filter))
}

export function totalByDay(db: Db, filter: TotalUsageFilter) {
  const day = tokyoDayOf(usageEvents.occurredAt)
  return fromEvents(db, { day, ...sums })
    .where(eventsIn(filter))
    .groupBy(day)
}

export function totalByApplication(db: Db, filter: TotalUsageFilter) {
  return fromEvents(db, { key: applications.key, name: applications.name, ...sums })
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(eventsIn(filter))
    .groupBy(applications.key, applications.name)
    .orderBy(desc(sums.tokens), applications.key)
}

export function totalByModel(db: Db, filter: TotalUsageFilter) {
  return fromEvents(db, { model: usageEvents.model, ...sums })
    .where(eventsIn(filter))
    .groupBy(usageEvents.model)
    .orderBy(desc(sums.tokens), usageEvents.model)
}

/** −(sum of the ledger's `usage` entries) in the range: what the tenants were charged. */
export async function ledgerChargedTotal(db: Db, filter: TotalUsageFilter) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${tokenLedger.amount}), 0)`.mapWith(Number) })
    .from(tokenLedger)
    .innerJoin(tenants, eq(tenants.id, tokenLedger.tenantId))
    .where(
      and(
        eq(tokenLedger.kind, 'usage'),
        gte(tokenLedger.createdAt, filter.start),
        lt(tokenLedger.createdAt, filter.end),
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
      tenantId: usageEvents.tenantId,
      // A subquery's computed columns need names to be selected from outside.
      tokens: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.as('tokens'),
      charged: sql<number>`coalesce(sum(${usageEvents.chargedTokens}), 0)`.as('charged'),
      turns: sql<number>`count(*)`.as('turns'),
    })
    .from(usageEvents)
    .innerJoin(tenants, eq(tenants.id, usageEvents.tenantId))
    .where(eventsIn(filter))
    .groupBy(usageEvents.tenantId)
    .as('per_tenant')
  const ledger = db
    .select({
      tenantId: tokenLedger.tenantId,
      charged: sql<number>`0 - sum(${tokenLedger.amount})`.as('ledger_charged'),
    })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.kind, 'usage'),
        gte(tokenLedger.createdAt, filter.start),
        lt(tokenLedger.createdAt, filter.end),
      ),
    )
    .groupBy(tokenLedger.tenantId)
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
        tokens: sql<number>`${perTenant.tokens}`.mapWith(Number),
        charged: sql<number>`${perTenant.charged}`.mapWith(Number),
        turns: sql<number>`${perTenant.turns}`.mapWith(Number),
        ledgerCharged: sql<number>`coalesce(${ledger.charged}, 0)`.mapWith(Number),
      })
      .from(perTenant)
      .innerJoin(tenants, eq(tenants.id, perTenant.tenantId))
      .innerJoin(applications, eq(applications.key, tenants.applicationKey))
      .leftJoin(ledger, eq(ledger.tenantId, perTenant.tenantId))
      .orderBy(order(sortColumn), asc(tenants.slug))
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(perTenant),
  ])
  return { rows, total: count?.total ?? 0 }
}

/** The CSV's rows: one per Japan day, tenant, application and model, in that order. */
export function totalUsageRows(db: Db, filter: TotalUsageFilter) {
  const day = tokyoDayOf(usageEvents.occurredAt)
  return fromEvents(db, {
    day,
    slug: tenants.slug,
    tenantName: tenants.name,
    applicationKey: applications.key,
    applicationName: applications.name,
    model: usageEvents.model,
    inputTokens: sql<number>`coalesce(sum(${usageEvents.inputTokens}), 0)`.mapWith(Number),
    outputTokens: sql<number>`coalesce(sum(${usageEvents.outputTokens}), 0)`.mapWith(Number),
    ...sums,
  })
    .innerJoin(applications, eq(applications.key, tenants.applicationKey))
    .where(eventsIn(filter))
    .groupBy(day, tenants.slug, tenants.name, applications.key, applications.name, usageEvents.model)
    .orderBy(asc(day), asc(tenants.slug), asc(usageEvents.model))
}
