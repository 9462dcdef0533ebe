import { createFileRoute } from '@tanstack/react-router'
import { handleCreateApiKey, handleListApiKeys } from '#app/server/api-keys/api-keys-http.server'

// The tenant's API keys for the /v1 API (owners and admins; ADR 039).
export const Route = createFileRoute('/api/tenant/api-keys/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListApiKeys(request, {}),
      POST: ({ request }) => handleCreateApiKey(request, {}),
    },
  },
})
