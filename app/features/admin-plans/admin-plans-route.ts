/** The /admin/plans route's search and loader, apart from the page (route options ship first). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { adminPlansQuery } from './admin-plans.functions'
import { type AdminPlansSearch, readAdminPlansSearch } from './admin-plans-search.shared'

export { validateAdminPlansSearch } from './admin-plans-search.shared'

export async function loadAdminPlansRoute(queryClient: QueryClient, routeSearch: Partial<AdminPlansSearch>) {
  const result = await queryClient.ensureQueryData(adminPlansQuery(readAdminPlansSearch(routeSearch)))
  if (!result.ok) throw redirect({ to: '/admin/login' })
}
