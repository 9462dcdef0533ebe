/** /admin/plans' search parameters `?q=&sort=&dir=&page=&size=` (plain checks: route options ship first). */
import { type ListQuery, plainListSearch } from '../admin-users/admin-list-query.shared'

export const PLAN_SORTS = ['position', 'id', 'name', 'monthlyTokens', 'priceJpy', 'tenants'] as const
export type PlanSort = (typeof PLAN_SORTS)[number]
export type AdminPlansSearch = ListQuery<PlanSort>

/** `read…` fills in the defaults; `validate…` is the route's `validateSearch` (defaults left out). */
export const { read: readAdminPlansSearch, validate: validateAdminPlansSearch } = plainListSearch(
  PLAN_SORTS,
  'position',
)
