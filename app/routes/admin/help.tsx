import { createFileRoute } from '@tanstack/react-router'
import { AdminHelpPage } from '../../features/admin-manual/admin-manual-pages'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// The console's help from docs/admin-help (bundled at build time).
export const Route = createFileRoute('/admin/help')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.adminHelp'),
  component: AdminHelpPage,
})
