import { createFileRoute } from '@tanstack/react-router'
import { handleGetAccess, handleSetAccess } from '#app/server/network-access/access-http.server'

// The tenant's IP allow-list and session limits (owners; ADR 035).
export const Route = createFileRoute('/api/tenant/access')({
  server: {
    handlers: {
      GET: ({ request }) => handleGetAccess(request, {}),
      PUT: ({ request }) => handleSetAccess(request, {}),
    },
  },
})
