import { createFileRoute } from '@tanstack/react-router'
import { brandedTitle } from '../features/branding/brand-identity.shared'
import { HelpPage } from '../features/help/help-page'
import { loadHelpPage } from '../features/help/help-route'

// Tenant help from docs/help, prerendered at build (ADR 046); members only, like every tenant
// page (ADR 010). The payload itself is public product documentation.
export const Route = createFileRoute('/help')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.help'),
  loader: ({ context }) => loadHelpPage(context.queryClient, '/help', context.locale),
  component: HelpPage,
})
