import { createFileRoute } from '@tanstack/react-router'
import { AdminApplicationsPage } from '../../features/admin-applications/admin-applications-page'
import {
  loadAdminApplicationsRoute,
  validateAdminApplicationsSearch,
} from '../../features/admin-applications/admin-applications-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// The applications (ai_type): theme, default plan, model settings with a write-only API key.
export const Route = createFileRoute('/admin/applications')({
  validateSearch: validateAdminApplicationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminApplicationsRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, 'アプリケーション / Applications'),
  component: AdminApplications,
})

function AdminApplications() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminApplicationsPage
      routeSearch={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
