import { createFileRoute } from '@tanstack/react-router'
import { AdminManualPage } from '#app/features/admin-manual/admin-manual-pages'
import { brandedTitle } from '#app/features/branding/brand-identity.shared'

// The administrator manual from docs/manual (bundled at build time).
export const Route = createFileRoute('/admin/manual/adminManual')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.adminManual'),
  component: AdminManualPage,
})
