/**
 * What the knowledge routes need before rendering, apart from the pages (route options ship in
 * the first-load bundle): the overview or the document, a redirect to sign in when the session
 * ended, and the not-found page for a document the reader may not see.
 */
import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { type BrandedTitleContext, brandedTitle, titled } from '../branding/brand-identity.shared'

export type KnowledgeScope = 'tenant' | 'catalogue'

const signIn = (scope: KnowledgeScope) => redirect({ to: scope === 'catalogue' ? '/admin/login' : '/login' })

// The server functions are imported when a knowledge route loads: route options ship in every
// page's first load (/login's budget, bench/bundle-size.ts), their queries need not.
const functions = () => import('./knowledge.functions')

export async function loadKnowledgeRoute(queryClient: QueryClient, scope: KnowledgeScope) {
  const { knowledgeOverviewQuery } = await functions()
  const result = await queryClient.ensureQueryData(knowledgeOverviewQuery)
  // A member's 403 is shown by the page itself, as on the other pages only managers use.
  if (!result.ok && result.status === 401) throw signIn(scope)
}

export async function loadKnowledgeDocument(
  queryClient: QueryClient,
  documentId: string,
  scope: KnowledgeScope,
) {
  const { knowledgeDocumentQuery } = await functions()
  const result = await queryClient.fetchQuery(knowledgeDocumentQuery(documentId))
  if (result.ok) return { name: result.data.document.name }
  if (result.status === 401) throw signIn(scope)
  throw notFound()
}

/** `?chunk=` names the cited passage; anything else reads as none. */
export function validateViewerSearch(search: Record<string, unknown>): { chunk?: number } {
  const chunk = Number(search.chunk)
  return Number.isSafeInteger(chunk) && chunk > 0 ? { chunk } : {}
}

export const knowledgeHead =
  (scope: KnowledgeScope) =>
  ({ match }: { match: { context: BrandedTitleContext } }) =>
    brandedTitle(
      match.context,
      scope === 'catalogue' ? 'pageTitles.catalogueKnowledge' : 'pageTitles.knowledge',
    )

export const documentHead = ({
  match,
  loaderData,
}: {
  match: { context: BrandedTitleContext }
  loaderData?: { name: string }
}) =>
  loaderData
    ? brandedTitle(match.context, 'pageTitles.knowledgeDocument', { name: loaderData.name })
    : titled(match.context, '')
