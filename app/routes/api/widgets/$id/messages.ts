import { createFileRoute } from '@tanstack/react-router'
import { handleWidgetMessage } from '#app/server/widgets/widget-visitor.server'

// A widget visitor's turn, streamed (anonymous; origin-checked and capped; ADR 040).
export const Route = createFileRoute('/api/widgets/$id/messages')({
  server: { handlers: { POST: ({ request, params }) => handleWidgetMessage(request, params) } },
})
