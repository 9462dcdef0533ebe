import { createFileRoute } from '@tanstack/react-router'
import { handleRevokeApiKey } from '#app/server/api-keys/api-keys-http.server'

// Revokes one of the tenant's API keys (owners and admins; ADR 039).
export const Route = createFileRoute('/api/tenant/api-keys/$id')({
  server: {
    handlers: {
      DELETE: ({ request, params }) => handleRevokeApiKey(request, params),
    },
  },
})
