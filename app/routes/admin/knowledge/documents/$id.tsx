import { createFileRoute } from '@tanstack/react-router'
import { AdminKnowledgeDocumentPage } from '#app/features/knowledge/admin-knowledge-page'
import {
  documentHead,
  loadKnowledgeDocument,
  validateViewerSearch,
} from '#app/features/knowledge/knowledge-route'

// A catalogue document's extracted text in the console (`?chunk=` marks a cited passage).
export const Route = createFileRoute('/admin/knowledge/documents/$id')({
  validateSearch: validateViewerSearch,
  loader: ({ context, params }) => loadKnowledgeDocument(context.queryClient, params.id, 'catalogue'),
  head: documentHead,
  component: () => (
    <AdminKnowledgeDocumentPage documentId={Route.useParams().id} chunk={Route.useSearch().chunk} />
  ),
})
