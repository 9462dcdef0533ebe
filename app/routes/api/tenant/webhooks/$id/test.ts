import { createFileRoute } from '@tanstack/react-router'
import { handleTestWebhook } from '#app/server/webhooks/webhooks-http.server'

// Queues a signed `webhook.test` message to this endpoint alone; it shows in the delivery log.
export const Route = createFileRoute('/api/tenant/webhooks/$id/test')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleTestWebhook(request, params),
    },
  },
})
