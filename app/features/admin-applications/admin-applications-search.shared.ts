/** /admin/applications' search parameters `?q=&sort=&dir=&page=&size=` (plain checks: route options ship first). */
import { compactListSearch, type ListQuery, readListQuery } from '../admin-users/admin-list-query.shared'

export const APPLICATION_SORTS = ['key', 'name', 'themeKey', 'defaultPlan', 'tenants'] as const
export type ApplicationSort = (typeof APPLICATION_SORTS)[number]
export type AdminApplicationsSearch = ListQuery<ApplicationSort>

export function readAdminApplicationsSearch(search: Record<string, unknown>): AdminApplicationsSearch {
  return readListQuery(search, APPLICATION_SORTS, 'key')
}

/** The route's `validateSearch`: what the URL holds, defaults left out. */
export function validateAdminApplicationsSearch(search: object): Partial<AdminApplicationsSearch> {
  return compactListSearch(readAdminApplicationsSearch(search as Record<string, unknown>), 'key')
}
