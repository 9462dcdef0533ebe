/** /admin/applications' search parameters `?q=&sort=&dir=&page=&size=` (plain checks: route options ship first). */
import { type ListQuery, plainListSearch } from '../admin-users/admin-list-query.shared'

export const APPLICATION_SORTS = ['key', 'name', 'themeKey', 'defaultPlan', 'tenants'] as const
export type ApplicationSort = (typeof APPLICATION_SORTS)[number]
export type AdminApplicationsSearch = ListQuery<ApplicationSort>

/** `read…` fills in the defaults; `validate…` is the route's `validateSearch` (defaults left out). */
export const { read: readAdminApplicationsSearch, validate: validateAdminApplicationsSearch } =
  plainListSearch(APPLICATION_SORTS, 'key')
