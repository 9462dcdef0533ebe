import { createFileRoute } from '@tanstack/react-router'
import { brandedTitle } from '../features/branding/brand-identity.shared'
import { HelpPage } from '../features/help/help-page'

// Tenant help from docs/help (bundled at build time); members only, like every tenant page (ADR 010).
export const Route = createFileRoute('/help')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.help'),
  component: HelpPage,
})
