import { createFileRoute } from '@tanstack/react-router'
import { ManualIndexPage } from '#app/features/admin-manual/admin-manual-pages'
import { brandedTitle } from '#app/features/branding/brand-identity.shared'
import { loadHelpPage } from '#app/features/help/help-route'

// The manuals; spec §2 gives these pages no authentication flag: the /admin rules apply (ADR 010).
// Their articles are prerendered at build (ADR 046).
export const Route = createFileRoute('/admin/manual/')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.manuals'),
  loader: ({ context }) => loadHelpPage(context.queryClient, '/admin/manual', context.locale),
  component: ManualIndexPage,
})
