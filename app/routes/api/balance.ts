import { createFileRoute } from '@tanstack/react-router'
import { handleGetBalance } from '../../server/chat/thread-api.server'

// The tenant's token balance, so the chat screens can warn before sending (app/server/chat/thread-api.server.ts).
export const Route = createFileRoute('/api/balance')({
  server: {
    handlers: {
      GET: ({ request }) => handleGetBalance(request),
    },
  },
})
