/** The /admin/system/preview route's loader, apart from the page (route options ship in the first load). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { previewTenantsQuery, tenantPreviewQuery } from './admin-preview-queries'
import type { PreviewSearchParams } from './admin-preview-search'

export { validatePreviewSearch, withPreviewDefaults } from './admin-preview-search'

export async function loadAdminPreviewRoute(queryClient: QueryClient, search: PreviewSearchParams) {
  const [tenants, preview] = await Promise.all([
    queryClient.ensureQueryData(previewTenantsQuery('')),
    search.tenant ? queryClient.ensureQueryData(tenantPreviewQuery(search.tenant)) : undefined,
  ])
  if (tenants.status === 'signed-out' || preview?.status === 'signed-out')
    throw redirect({ to: '/admin/login' })
}
