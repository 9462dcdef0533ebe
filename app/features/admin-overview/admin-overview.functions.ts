/** /admin's server functions: the overview numbers and the audit log (administrator only, 403 otherwise). */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { loadOverview } from '../../server/admin/overview/overview.server'
import { handleAdminRequest } from '../../server/admin/tenants/admin-request.server'

export const getAdminOverview = createServerFn({ method: 'GET' }).handler(() =>
  handleAdminRequest((db) => loadOverview(db)),
)

export const adminOverviewQuery = queryOptions({
  queryKey: ['admin-overview'],
  queryFn: () => getAdminOverview(),
  staleTime: 0,
})
