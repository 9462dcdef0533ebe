/** /admin/users' list, read by a server function that checks the administrator session again. */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { readAsSystemAdmin } from '../../server/admin/users/admin-read.server'
import { loadAdminUsersPage } from '../../server/admin/users/admin-users-list.server'
import { type AdminUsersSearch, readAdminUsersSearch } from './admin-users-filter'

export type { AdminUserRow, AdminUsersPage } from '../../server/admin/users/admin-users-list.server'

export const getAdminUsers = createServerFn({ method: 'GET' })
  // Read in the handler, on the server: the same plain checks as the route's search.
  .validator((input: unknown) => input)
  .handler(({ data }) => {
    const search = readAdminUsersSearch(
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {},
    )
    const { tenant, role, banned, ...query } = search
    return readAsSystemAdmin((db) => loadAdminUsersPage(db, query, { tenant, role, banned }))
  })

export const adminUsersQuery = (search: AdminUsersSearch) =>
  queryOptions({
    queryKey: ['admin-users', search],
    queryFn: () => getAdminUsers({ data: search }),
    staleTime: 0,
  })
