import { createFileRoute } from '@tanstack/react-router'
import { AdminSystemPage } from '../../../features/admin-system/admin-system-page'
import { loadAdminSystemRoute } from '../../../features/admin-system/admin-system-route'
import { brandedTitle } from '../../../features/branding/brand-identity.shared'

// Platform-wide settings: registration, default application, maintenance notice, default provider.
export const Route = createFileRoute('/admin/system/')({
  loader: ({ context }) => loadAdminSystemRoute(context.queryClient),
  head: ({ match }) => brandedTitle(match.context, 'システム設定 / System settings'),
  component: AdminSystemPage,
})
