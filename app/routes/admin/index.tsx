import { createFileRoute } from '@tanstack/react-router'
import { AdminOverviewPage } from '../../features/admin-overview/admin-overview-page'
import {
  loadAdminOverviewRoute,
  validateAdminOverviewSearch,
} from '../../features/admin-overview/admin-overview-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// The console's home: the platform at a glance and the audit log (its filters are the search params).
export const Route = createFileRoute('/admin/')({
  validateSearch: validateAdminOverviewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminOverviewRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, '管理コンソール / Admin console'),
  component: AdminOverview,
})

function AdminOverview() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminOverviewPage
      auditSearch={search}
      onAuditSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
