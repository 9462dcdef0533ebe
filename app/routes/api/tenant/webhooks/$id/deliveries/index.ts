import { createFileRoute } from '@tanstack/react-router'
import { handleListWebhookDeliveries } from '#app/server/webhooks/webhooks-http.server'

// The endpoint's delivery log: newest messages first, each with its attempts and the receiver's answers.
export const Route = createFileRoute('/api/tenant/webhooks/$id/deliveries/')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleListWebhookDeliveries(request, params),
    },
  },
})
