/** /admin/plans' search parameters `?q=&sort=&dir=&page=&size=` (plain checks: route options ship first). */
import { compactListSearch, type ListQuery, readListQuery } from '../admin-users/admin-list-query.shared'

export const PLAN_SORTS = ['position', 'id', 'name', 'monthlyTokens', 'priceJpy', 'tenants'] as const
export type PlanSort = (typeof PLAN_SORTS)[number]
export type AdminPlansSearch = ListQuery<PlanSort>

export function readAdminPlansSearch(search: Record<string, unknown>): AdminPlansSearch {
  return readListQuery(search, PLAN_SORTS, 'position')
}

/** The route's `validateSearch`: what the URL holds, defaults left out. */
export function validateAdminPlansSearch(search: object): Partial<AdminPlansSearch> {
  return compactListSearch(readAdminPlansSearch(search as Record<string, unknown>), 'position')
}
