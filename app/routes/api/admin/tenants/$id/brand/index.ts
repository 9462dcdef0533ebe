import { createFileRoute } from '@tanstack/react-router'
import { handleGetTenantBrand, handlePatchTenantBrand } from '#app/server/branding/brand-api.server'

// A tenant's own product name inside its application's brand, for the console's tenant dialog.
export const Route = createFileRoute('/api/admin/tenants/$id/brand/')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetTenantBrand(request, params.id),
      PATCH: ({ request, params }) => handlePatchTenantBrand(request, params.id),
    },
  },
})
