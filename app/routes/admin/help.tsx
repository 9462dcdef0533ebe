import { createFileRoute } from '@tanstack/react-router'
import { AdminHelpPage } from '../../features/admin-manual/admin-manual-pages'
import { brandedTitle } from '../../features/branding/brand-identity.shared'
import { loadHelpPage } from '../../features/help/help-route'

// The console's help from docs/admin-help, prerendered at build (ADR 046).
export const Route = createFileRoute('/admin/help')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.adminHelp'),
  loader: ({ context }) => loadHelpPage(context.queryClient, '/admin/help', context.locale),
  component: AdminHelpPage,
})
