import { createFileRoute } from '@tanstack/react-router'
import { handleListDocuments, handleUploadDocuments } from '#app/server/knowledge/api/knowledge-api.server'

// A knowledge base's documents: list them, or upload files (multipart, field `file`) → 202.
export const Route = createFileRoute('/api/knowledge-bases/$id/documents/')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleListDocuments(request, params),
      POST: ({ request, params }) => handleUploadDocuments(request, params),
    },
  },
})
