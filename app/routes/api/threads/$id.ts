import { createFileRoute } from '@tanstack/react-router'
import { handleGetThread } from '../../../server/chat/chat-api.server'

// A thread and its messages, for members of its tenant; any other caller gets 404.
export const Route = createFileRoute('/api/threads/$id')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetThread(request, params),
    },
  },
})
