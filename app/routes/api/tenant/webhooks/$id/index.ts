import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteWebhook, handleUpdateWebhook } from '#app/server/webhooks/webhooks-http.server'

// One webhook endpoint: change it or remove it with its log (owners and admins; another tenant's id is 404).
export const Route = createFileRoute('/api/tenant/webhooks/$id/')({
  server: {
    handlers: {
      PATCH: ({ request, params }) => handleUpdateWebhook(request, params),
      DELETE: ({ request, params }) => handleDeleteWebhook(request, params),
    },
  },
})
