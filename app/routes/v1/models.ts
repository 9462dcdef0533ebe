import { createFileRoute } from '@tanstack/react-router'
import { handleListModels } from '#app/server/openai-api/models-http.server'

// The OpenAI-compatible model list: the chats the API key or token may use (ADR 039).
export const Route = createFileRoute('/v1/models')({
  server: {
    handlers: {
      GET: ({ request }) => handleListModels(request),
    },
  },
})
