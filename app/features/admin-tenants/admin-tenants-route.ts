/** The /admin/tenants route's loader, apart from the page (route options ship in the first load). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { adminTenantDetailQuery, adminTenantsQuery } from './admin-tenants-queries.functions'
import type { AdminTenantsSearch } from './admin-tenants-search.shared'

export { validateAdminTenantsSearch } from './admin-tenants-search.shared'

export async function loadAdminTenantsRoute(queryClient: QueryClient, search: AdminTenantsSearch) {
  const [list] = await Promise.all([
    queryClient.ensureQueryData(adminTenantsQuery(search)),
    search.tenant ? queryClient.ensureQueryData(adminTenantDetailQuery(search.tenant)) : undefined,
  ])
  // The session ended or is not the administrator's: sign in again.
  if (!list.ok && list.status === 403) throw redirect({ to: '/admin/login' })
}
