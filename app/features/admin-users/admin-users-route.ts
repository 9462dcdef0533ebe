/** The /admin/users route's search and loader, apart from the page (route options ship first). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { adminUsersQuery } from './admin-users.functions'
import { type AdminUsersSearch, readAdminUsersSearch } from './admin-users-filter.shared'

export { validateAdminUsersSearch } from './admin-users-filter.shared'

export async function loadAdminUsersRoute(queryClient: QueryClient, routeSearch: Partial<AdminUsersSearch>) {
  const result = await queryClient.ensureQueryData(adminUsersQuery(readAdminUsersSearch(routeSearch)))
  // The session ended or is not the administrator's: sign in again.
  if (!result.ok) throw redirect({ to: '/admin/login' })
}
