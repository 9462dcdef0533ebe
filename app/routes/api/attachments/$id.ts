import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteAttachment, handleGetAttachment } from '#app/server/chat/attachment-api.server'

// An attachment's progress for its uploader; DELETE removes it while it is not yet sent.
export const Route = createFileRoute('/api/attachments/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetAttachment(request, params),
      DELETE: ({ request, params }) => handleDeleteAttachment(request, params),
    },
  },
})
