import { createFileRoute } from '@tanstack/react-router'
import { AdminOverviewPage } from '../../features/admin-overview/admin-overview-page'
import {
  loadAdminOverviewRoute,
  validateAdminOverviewSearch,
} from '../../features/admin-overview/admin-overview-route'

// The console's home: the platform at a glance and the audit log (its filters are the search params).
export const Route = createFileRoute('/admin/')({
  validateSearch: validateAdminOverviewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminOverviewRoute(context.queryClient, deps),
  head: () => ({ meta: [{ title: '管理コンソール / Admin console — opsai' }] }),
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
