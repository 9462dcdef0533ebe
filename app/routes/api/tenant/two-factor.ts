import { createFileRoute } from '@tanstack/react-router'
import {
  handleGetTenantTwoFactor,
  handleSetTenantTwoFactor,
} from '#app/server/two-factor/two-factor-http.server'

// Whether every member of the tenant must use two-factor authentication (owners; ADR 036).
export const Route = createFileRoute('/api/tenant/two-factor')({
  server: {
    handlers: {
      GET: ({ request }) => handleGetTenantTwoFactor(request, {}),
      PUT: ({ request }) => handleSetTenantTwoFactor(request, {}),
    },
  },
})
