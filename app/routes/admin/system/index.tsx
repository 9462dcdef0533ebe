import { createFileRoute } from '@tanstack/react-router'
import { AdminSystemPage } from '#app/features/admin-system/admin-system-page'
import { loadAdminSystemRoute } from '#app/features/admin-system/admin-system-route'
import { brandedTitle } from '#app/features/branding/brand-identity.shared'

// Platform-wide settings: registration, default application, maintenance notice, default provider.
export const Route = createFileRoute('/admin/system/')({
  loader: ({ context }) => loadAdminSystemRoute(context.queryClient),
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.systemSettings'),
  component: AdminSystemPage,
})
