/** /admin/users' list, read by a server function that checks the administrator session again. */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { readAsSystemAdmin } from '../../server/admin/users/admin-read.server'
import { loadAdminUsersPage } from '../../server/admin/users/admin-users-list.server'
import { type AdminUsersSearch, readAdminUsersSearch } from './admin-users-filter.shared'

export type { AdminUserRow, AdminUsersPage } from '../../server/admin/users/admin-users-list.server'

export const getAdminUsers = createServerFn({ method: 'GET' })
  // The same plain checks as the route's search: each unreadable parameter falls back to its default.
  .validator((input: unknown) =>
    readAdminUsersSearch(
      typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {},
    ),
  )
  .handler(({ data }) => {
    const { tenant, role, banned, ...query } = data
    return readAsSystemAdmin((db) => loadAdminUsersPage(db, query, { tenant, role, banned }))
  })

export const adminUsersQuery = (search: AdminUsersSearch) =>
  queryOptions({
    queryKey: ['admin-users', search],
    queryFn: () => getAdminUsers({ data: search }),
    staleTime: 0,
  })
