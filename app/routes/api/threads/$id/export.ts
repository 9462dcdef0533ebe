import { createFileRoute } from '@tanstack/react-router'
import { handleExportThread } from '#app/server/chat/thread-export.server'

// A thread as a Markdown or JSON file, for the members who may read it (app/server/chat/thread-export.server.ts).
export const Route = createFileRoute('/api/threads/$id/export')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleExportThread(request, params),
    },
  },
})
