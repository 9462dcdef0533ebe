import { createFileRoute } from '@tanstack/react-router'
import { handleRotateWebhookSecret } from '#app/server/webhooks/webhooks-http.server'

// A new signing secret for the endpoint, shown once; the old one stops signing at once.
export const Route = createFileRoute('/api/tenant/webhooks/$id/rotate-secret')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleRotateWebhookSecret(request, params),
    },
  },
})
