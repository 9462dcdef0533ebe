import { createFileRoute } from '@tanstack/react-router'
import { AdminUsagePage } from '../../features/admin-usage/admin-usage-page'
import { loadTotalUsageRoute, validateTotalUsageSearch } from '../../features/admin-usage/admin-usage-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// Usage of every tenant by day, tenant, application and model, with a CSV export (issue 8 §6).
export const Route = createFileRoute('/admin/totalUsageSituation')({
  validateSearch: validateTotalUsageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadTotalUsageRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, '全体の利用状況 / Total usage'),
  component: AdminTotalUsage,
})

function AdminTotalUsage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminUsagePage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
