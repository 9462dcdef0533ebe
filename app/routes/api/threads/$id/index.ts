import { createFileRoute } from '@tanstack/react-router'
import { handleGetThread } from '#app/server/chat/chat-api.server'
import { handleDeleteThread, handleRenameThread } from '#app/server/chat/thread-api.server'

// A thread and its messages, for members of its tenant; any other caller gets 404. Its owner
// may rename (PATCH {"title"}) or delete it.
export const Route = createFileRoute('/api/threads/$id/')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetThread(request, params),
      PATCH: ({ request, params }) => handleRenameThread(request, params),
      DELETE: ({ request, params }) => handleDeleteThread(request, params),
    },
  },
})
