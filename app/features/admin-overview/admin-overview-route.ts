/** The /admin route's loader, apart from the page (route options ship in the first load). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { adminAuditQuery } from '../admin-audit/admin-audit.functions'
import type { AuditSearch } from '../admin-audit/admin-audit-search'
import { adminOverviewQuery } from './admin-overview.functions'

export { validateAuditSearch as validateAdminOverviewSearch } from '../admin-audit/admin-audit-search'

export async function loadAdminOverviewRoute(queryClient: QueryClient, search: AuditSearch) {
  const [overview] = await Promise.all([
    queryClient.ensureQueryData(adminOverviewQuery),
    queryClient.ensureQueryData(adminAuditQuery(search)),
  ])
  if (!overview.ok && overview.status === 403) throw redirect({ to: '/admin/login' })
}
