/**
 * What the console's routes with URL search share: the search check, the loader keyed on the
 * search, the branded title, and the page bound to the URL. A route file keeps `createFileRoute`
 * and its own `component` (the bundler splits a route's component off only when it stands in
 * the route file's options), and spreads the rest from here.
 */
import type { QueryClient } from '@tanstack/react-query'
import { useMatch, useNavigate } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { MessageKey } from '#app/i18n/message-key'
import { type BrandedTitleContext, brandedTitle } from '../branding/brand-identity.shared'

/** A console page that shows and changes its route's URL search. */
export interface SearchPageProps<S> {
  search: S
  onSearchChange: (search: S) => void
}

/** The options of a console route whose loader reads the URL search (a redirect when signed out). */
export function adminSearchRoute<S>(
  title: MessageKey,
  validateSearch: (search: Record<string, unknown>) => S,
  load: (queryClient: QueryClient, search: S) => Promise<void>,
) {
  return {
    validateSearch,
    loaderDeps: ({ search }: { search: S }) => search,
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: S }) =>
      load(context.queryClient, deps),
    head: ({ match }: { match: { context: BrandedTitleContext } }) => brandedTitle(match.context, title),
  }
}

/** Renders the page with its route's search; a change replaces the URL's search (no history entry). */
export function SearchRoutePage<S>({ page: Page }: { page: ComponentType<SearchPageProps<S>> }) {
  // Rendered as a route's component, the nearest match is that route's: its validated search.
  const search = useMatch({ strict: false }).search as S
  const navigate = useNavigate()
  return (
    <Page
      search={search}
      onSearchChange={(next) => void navigate({ to: '.', search: next as never, replace: true })}
    />
  )
}
