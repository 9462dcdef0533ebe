import { createFileRoute } from '@tanstack/react-router'
import { AdminOverviewPage } from '#app/features/admin-overview/admin-overview-page'
import {
  loadAdminOverviewRoute,
  validateAdminOverviewSearch,
} from '#app/features/admin-overview/admin-overview-route'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'

// The console's home: the platform at a glance and the audit log (its filters are the search params).
export const Route = createFileRoute('/admin/')({
  ...adminSearchRoute('pageTitles.adminConsole', validateAdminOverviewSearch, loadAdminOverviewRoute),
  component: () => <SearchRoutePage page={AdminOverviewPage} />,
})
