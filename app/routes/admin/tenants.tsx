import { createFileRoute } from '@tanstack/react-router'
import { AdminTenantsPage } from '../../features/admin-tenants/admin-tenants-page'
import {
  loadAdminTenantsRoute,
  validateAdminTenantsSearch,
} from '../../features/admin-tenants/admin-tenants-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// Every tenant of the platform; `?tenant=<slug>` opens one tenant's detail.
export const Route = createFileRoute('/admin/tenants')({
  validateSearch: validateAdminTenantsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminTenantsRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, 'テナント / Tenants'),
  component: AdminTenants,
})

function AdminTenants() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminTenantsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
