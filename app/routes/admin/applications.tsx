import { createFileRoute } from '@tanstack/react-router'
import { AdminApplicationsPage } from '#app/features/admin-applications/admin-applications-page'
import {
  loadAdminApplicationsRoute,
  validateAdminApplicationsSearch,
} from '#app/features/admin-applications/admin-applications-route'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'

// The applications (ai_type): theme, default plan, model settings with a write-only API key.
export const Route = createFileRoute('/admin/applications')({
  ...adminSearchRoute('pageTitles.applications', validateAdminApplicationsSearch, loadAdminApplicationsRoute),
  component: () => <SearchRoutePage page={AdminApplicationsPage} />,
})
