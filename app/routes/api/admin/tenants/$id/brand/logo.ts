import { createFileRoute } from '@tanstack/react-router'
import { handleTenantLogo } from '#app/server/branding/brand-api.server'

// Upload (PUT, the raw file) or remove (DELETE) a tenant's own logo.
export const Route = createFileRoute('/api/admin/tenants/$id/brand/logo')({
  server: {
    handlers: {
      PUT: ({ request, params }) => handleTenantLogo(request, params.id),
      DELETE: ({ request, params }) => handleTenantLogo(request, params.id),
    },
  },
})
