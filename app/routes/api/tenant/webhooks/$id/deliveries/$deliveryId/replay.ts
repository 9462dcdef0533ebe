import { createFileRoute } from '@tanstack/react-router'
import { handleReplayWebhookDelivery } from '#app/server/webhooks/webhooks-http.server'

// One new attempt of the same message (same webhook-id and body), queued now.
export const Route = createFileRoute('/api/tenant/webhooks/$id/deliveries/$deliveryId/replay')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleReplayWebhookDelivery(request, params),
    },
  },
})
