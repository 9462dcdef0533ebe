import { createFileRoute } from '@tanstack/react-router'
import { KnowledgeDocumentPage } from '#app/features/knowledge/knowledge-page'
import {
  documentHead,
  loadKnowledgeDocument,
  validateViewerSearch,
} from '#app/features/knowledge/knowledge-route'

// A document's extracted text, where a reply's citation opens (`?chunk=` marks the passage).
export const Route = createFileRoute('/knowledge/documents/$id')({
  validateSearch: validateViewerSearch,
  loader: ({ context, params }) => loadKnowledgeDocument(context.queryClient, params.id, 'tenant'),
  head: documentHead,
  component: () => (
    <KnowledgeDocumentPage documentId={Route.useParams().id} chunk={Route.useSearch().chunk} />
  ),
})
