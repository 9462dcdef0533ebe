import { createFileRoute } from '@tanstack/react-router'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'
import { AdminUsagePage } from '#app/features/admin-usage/admin-usage-page'
import { loadTotalUsageRoute, validateTotalUsageSearch } from '#app/features/admin-usage/admin-usage-route'

// Usage of every tenant by day, tenant, application and model, with a CSV export (issue 8 §6).
export const Route = createFileRoute('/admin/totalUsageSituation')({
  ...adminSearchRoute('pageTitles.totalUsage', validateTotalUsageSearch, loadTotalUsageRoute),
  component: () => <SearchRoutePage page={AdminUsagePage} />,
})
