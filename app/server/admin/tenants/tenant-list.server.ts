/**
 * /admin/tenants' list: one page of tenants, searched, filtered and sorted in SQL (the platform
 * may hold many thousands), with the total for the pager.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { TENANT_SIZES, TENANT_SORTS } from '#app/features/admin-tenants/admin-tenants-search.shared'
import type { Db } from '#db/client'
import {
  applications,
  domains,
  plans,
  TENANT_STATUSES,
  tenantMembers,
  tenants,
  tokenBalances,
} from '#db/schema'
import { correlatedCount } from '../correlated-count.server'
import { pagingFields } from '../list-paging.server'
import { likePattern } from '../text-search.server'
import { parseFields } from './admin-call.server'

/** The console's sort keys and page sizes: the page's search params and this query agree. */
export const TENANT_SORT_KEYS = TENANT_SORTS
export type TenantSortKey = (typeof TENANT_SORT_KEYS)[number]
export const TENANT_PAGE_SIZES = TENANT_SIZES

/** Built when called: this module's types reach the browser through the page's imports. */
export function tenantListQuerySchema() {
  return z.object({
    q: z.string().trim().max(100).optional().catch(undefined),
    status: z.enum(TENANT_STATUSES).optional().catch(undefined),
    app: z.string().trim().max(63).optional().catch(undefined),
    plan: z.string().trim().max(63).optional().catch(undefined),
    sort: z.enum(TENANT_SORT_KEYS).default('slug').catch('slug'),
    desc: z.boolean().default(false).catch(false),
    ...pagingFields(TENANT_PAGE_SIZES, 25),
  })
}
export type TenantListQuery = z.input<ReturnType<typeof tenantListQuerySchema>>

const memberCount = correlatedCount(tenantMembers, tenantMembers.tenantId, tenants, tenants.id)
const primaryHost = sql<
  string | null
>`(select d.hostname from domains d where d.tenant_id = ${tenants.id} order by d.is_primary desc, d.hostname limit 1)`

const SORT_COLUMNS: Record<TenantSortKey, SQL | typeof tenants.slug> = {
  slug: tenants.slug,
  name: sql`${tenants.name}`,
  application: sql`${tenants.applicationKey}`,
  plan: sql`${tenants.planId}`,
  status: sql`${tenants.status}`,
  createdAt: sql`${tenants.createdAt}`,
  balance: sql`coalesce(${tokenBalances.balance}, 0)`,
  members: memberCount,
}

function whereOf(query: z.infer<ReturnType<typeof tenantListQuerySchema>>) {
  const pattern = query.q ? likePattern(query.q.toLowerCase()) : undefined
  return and(
    pattern
      ? or(
          ilike(tenants.slug, pattern),
          ilike(tenants.name, pattern),
          sql`exists (select 1 from ${domains} where ${domains.tenantId} = ${tenants.id} and ${domains.hostname} like ${pattern})`,
        )
      : undefined,
    query.status ? eq(tenants.status, query.status) : undefined,
    query.app ? eq(tenants.applicationKey, query.app) : undefined,
    query.plan ? eq(tenants.planId, query.plan) : undefined,
  )
}

export async function listTenantsPage(db: Db, input: unknown) {
  const query = parseFields(tenantListQuerySchema(), input ?? {})
  const where = whereOf(query)
  const order = query.desc ? desc(SORT_COLUMNS[query.sort]) : asc(SORT_COLUMNS[query.sort])
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: tenants.id,
        slug: tenants.slug,
        name: tenants.name,
        status: tenants.status,
        applicationKey: tenants.applicationKey,
        applicationName: applications.name,
        applicationNameEn: applications.nameEn,
        planId: tenants.planId,
        planName: plans.name,
        planNameEn: plans.nameEn,
        themeKey: tenants.themeKey,
        effectiveThemeKey: sql<string>`coalesce(${tenants.themeKey}, ${applications.themeKey})`,
        createdAt: tenants.createdAt,
        balance: sql<number>`coalesce(${tokenBalances.balance}, 0)`.mapWith(Number),
        members: memberCount,
        primaryHost,
      })
      .from(tenants)
      .innerJoin(applications, eq(applications.key, tenants.applicationKey))
      .innerJoin(plans, eq(plans.id, tenants.planId))
      .leftJoin(tokenBalances, eq(tokenBalances.tenantId, tenants.id))
      .where(where)
      // The slug breaks ties, so a page boundary never shows a row twice or skips one.
      .orderBy(order, asc(tenants.slug))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(tenants)
      .where(where),
  ])
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    query,
  }
}
export type TenantListPage = Awaited<ReturnType<typeof listTenantsPage>>
export type TenantListRow = TenantListPage['rows'][number]
