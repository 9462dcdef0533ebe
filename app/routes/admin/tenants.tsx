import { createFileRoute } from '@tanstack/react-router'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'
import { AdminTenantsPage } from '#app/features/admin-tenants/admin-tenants-page'
import {
  loadAdminTenantsRoute,
  validateAdminTenantsSearch,
} from '#app/features/admin-tenants/admin-tenants-route'

// Every tenant of the platform; `?tenant=<slug>` opens one tenant's detail.
export const Route = createFileRoute('/admin/tenants')({
  ...adminSearchRoute('pageTitles.tenants', validateAdminTenantsSearch, loadAdminTenantsRoute),
  component: () => <SearchRoutePage page={AdminTenantsPage} />,
})
