import { createFileRoute } from '@tanstack/react-router'
import { AdminManualPage } from '#app/features/admin-manual/admin-manual-pages'
import { brandedTitle } from '#app/features/branding/brand-identity.shared'
import { loadHelpPage } from '#app/features/help/help-route'

// The administrator manual from docs/manual, prerendered at build (ADR 046).
export const Route = createFileRoute('/admin/manual/adminManual')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.adminManual'),
  loader: ({ context }) => loadHelpPage(context.queryClient, '/admin/manual/adminManual', context.locale),
  component: AdminManualPage,
})
