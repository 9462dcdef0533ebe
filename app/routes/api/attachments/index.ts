import { createFileRoute } from '@tanstack/react-router'
import { handleUploadAttachments } from '#app/server/chat/attachment-api.server'

// Files attached to a chat message before it is sent (multipart, field `file`) → 202, staged.
export const Route = createFileRoute('/api/attachments/')({
  server: {
    handlers: {
      POST: ({ request }) => handleUploadAttachments(request, {}),
    },
  },
})
