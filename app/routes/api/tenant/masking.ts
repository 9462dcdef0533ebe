import { createFileRoute } from '@tanstack/react-router'
import { handleGetTenantMasking, handleSetTenantMasking } from '#app/server/pii-masking/masking-http.server'

// The PII masking the tenant adds to its application's: {kinds, ngWords, storeMasked} (owners, ADR 034).
export const Route = createFileRoute('/api/tenant/masking')({
  server: {
    handlers: {
      GET: ({ request }) => handleGetTenantMasking(request, {}),
      PUT: ({ request }) => handleSetTenantMasking(request, {}),
    },
  },
})
