import { createFileRoute } from '@tanstack/react-router'
import { AdminPlansPage } from '../../features/admin-plans/admin-plans-page'
import { loadAdminPlansRoute, validateAdminPlansSearch } from '../../features/admin-plans/admin-plans-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// The plans tenants subscribe to: create, edit, delete (refused while in use).
export const Route = createFileRoute('/admin/plans')({
  validateSearch: validateAdminPlansSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminPlansRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, 'プラン / Plans'),
  component: AdminPlans,
})

function AdminPlans() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminPlansPage
      routeSearch={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
