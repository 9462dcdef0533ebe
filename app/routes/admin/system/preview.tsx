import { createFileRoute } from '@tanstack/react-router'
import { AdminPreviewPage } from '../../../features/admin-preview/admin-preview-page'
import {
  loadAdminPreviewRoute,
  validatePreviewSearch,
  withPreviewDefaults,
} from '../../../features/admin-preview/admin-preview-route'
import { brandedTitle } from '../../../features/branding/brand-identity.shared'

// Any tenant's or theme's pages (login, home, chat) side by side, without signing in as them.
export const Route = createFileRoute('/admin/system/preview')({
  validateSearch: validatePreviewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminPreviewRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, 'プレビュー / Preview'),
  component: AdminPreview,
})

function AdminPreview() {
  const search = withPreviewDefaults(Route.useSearch())
  const navigate = Route.useNavigate()
  return (
    <AdminPreviewPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
