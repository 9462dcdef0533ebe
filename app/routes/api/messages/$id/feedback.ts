import { createFileRoute } from '@tanstack/react-router'
import { handleMessageFeedback } from '#app/server/chat/feedback.server'

// The caller's thumbs up/down on a reply they can read (app/server/chat/feedback.server.ts).
export const Route = createFileRoute('/api/messages/$id/feedback')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleMessageFeedback(request, params),
    },
  },
})
