import { createFileRoute } from '@tanstack/react-router'
import { handleListThreads } from '#app/server/chat/thread-api.server'

// The caller's threads, of one chat or all, searchable by title and content (app/server/chat/thread-api.server.ts).
export const Route = createFileRoute('/api/threads/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListThreads(request),
    },
  },
})
