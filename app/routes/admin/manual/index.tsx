import { createFileRoute } from '@tanstack/react-router'
import { ManualIndexPage } from '#app/features/admin-manual/admin-manual-pages'
import { brandedTitle } from '#app/features/branding/brand-identity.shared'

// The manuals; spec §2 gives these pages no authentication flag: the /admin rules apply (ADR 010).
export const Route = createFileRoute('/admin/manual/')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.manuals'),
  component: ManualIndexPage,
})
