import { createFileRoute } from '@tanstack/react-router'
import { handleCreateWebhook, handleListWebhooks } from '#app/server/webhooks/webhooks-http.server'

// The tenant's outgoing webhook endpoints (owners and admins; ADR 041).
export const Route = createFileRoute('/api/tenant/webhooks/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListWebhooks(request, {}),
      POST: ({ request }) => handleCreateWebhook(request, {}),
    },
  },
})
