/**
 * /admin/users' search parameters: `?q=&tenant=<id>|none&role=owner|admin|member|system-admin
 * &banned=yes|no&sort=&dir=&page=&size=`. Plain checks (no zod: route options ship in every
 * page's first load); the server reads them again the same way.
 */
import { compactListSearch, type ListQuery, readListQuery } from './admin-list-query.shared'

export const USER_SORTS = ['email', 'name', 'tenant', 'createdAt'] as const
export type UserSort = (typeof USER_SORTS)[number]

export const USER_ROLE_FILTERS = ['owner', 'admin', 'member', 'system-admin'] as const
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number]

export interface AdminUsersFilter {
  /** A tenant id, or `none` for users of no tenant (system administrators). */
  tenant?: string
  role?: UserRoleFilter
  banned?: 'yes' | 'no'
}

export type AdminUsersSearch = ListQuery<UserSort> & AdminUsersFilter

export function readAdminUsersSearch(search: Record<string, unknown>): AdminUsersSearch {
  const { tenant, role, banned } = search
  return {
    ...readListQuery(search, USER_SORTS, 'email'),
    ...(typeof tenant === 'string' &&
      tenant &&
      tenant.length <= 100 &&
      !tenant.includes('\u0000') && { tenant }),
    ...((USER_ROLE_FILTERS as readonly unknown[]).includes(role) && { role: role as UserRoleFilter }),
    ...((banned === 'yes' || banned === 'no') && { banned }),
  }
}

/** The route's `validateSearch`: what the URL holds, defaults left out. */
export function validateAdminUsersSearch(search: object): Partial<AdminUsersSearch> {
  return compactListSearch(readAdminUsersSearch(search as Record<string, unknown>), 'email')
}
