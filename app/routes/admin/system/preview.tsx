import { createFileRoute } from '@tanstack/react-router'
import { AdminPreviewPage } from '#app/features/admin-preview/admin-preview-page'
import { loadAdminPreviewRoute, validatePreviewSearch } from '#app/features/admin-preview/admin-preview-route'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'

// Any tenant's or theme's pages (login, home, chat) side by side, without signing in as them.
export const Route = createFileRoute('/admin/system/preview')({
  ...adminSearchRoute('pageTitles.preview', validatePreviewSearch, loadAdminPreviewRoute),
  component: () => <SearchRoutePage page={AdminPreviewPage} />,
})
