import { createFileRoute } from '@tanstack/react-router'
import { handleChatCompletion } from '#app/server/openai-api/completions-http.server'

// The OpenAI-compatible chat completion, streamed or not (ADR 039).
export const Route = createFileRoute('/v1/chat/completions')({
  server: {
    handlers: {
      POST: ({ request }) => handleChatCompletion(request),
    },
  },
})
