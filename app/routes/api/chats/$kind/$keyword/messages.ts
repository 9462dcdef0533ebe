import { createFileRoute } from '@tanstack/react-router'
import { handlePostMessage } from '#app/server/chat/chat-api.server'

// One chat turn: the user's message in, the reply as server-sent events (app/server/chat/chat-api.server.ts).
export const Route = createFileRoute('/api/chats/$kind/$keyword/messages')({
  server: {
    handlers: {
      POST: ({ request, params }) => handlePostMessage(request, params),
    },
  },
})
