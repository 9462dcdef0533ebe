import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteDocument, handleGetDocument } from '#app/server/knowledge/api/knowledge-api.server'

// One document of a knowledge base: its status (pages, chunks, why it failed), or delete it.
export const Route = createFileRoute('/api/knowledge-bases/$id/documents/$docId')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetDocument(request, params),
      DELETE: ({ request, params }) => handleDeleteDocument(request, params),
    },
  },
})
