/** The /admin/applications route's search and loader, apart from the page (route options ship first). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { adminApplicationsQuery } from './admin-applications.functions'
import { type AdminApplicationsSearch, readAdminApplicationsSearch } from './admin-applications-search.shared'

export { validateAdminApplicationsSearch } from './admin-applications-search.shared'

export async function loadAdminApplicationsRoute(
  queryClient: QueryClient,
  routeSearch: Partial<AdminApplicationsSearch>,
) {
  const result = await queryClient.ensureQueryData(
    adminApplicationsQuery(readAdminApplicationsSearch(routeSearch)),
  )
  if (!result.ok) throw redirect({ to: '/admin/login' })
}
