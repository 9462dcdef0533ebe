import { createFileRoute } from '@tanstack/react-router'
import { AdminUsagePage } from '../../features/admin-usage/admin-usage-page'
import { loadTotalUsageRoute, validateTotalUsageSearch } from '../../features/admin-usage/admin-usage-route'

// Usage of every tenant by day, tenant, application and model, with a CSV export (issue 8 §6).
export const Route = createFileRoute('/admin/totalUsageSituation')({
  validateSearch: validateTotalUsageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadTotalUsageRoute(context.queryClient, deps),
  head: () => ({ meta: [{ title: '全体の利用状況 / Total usage — opsai' }] }),
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
