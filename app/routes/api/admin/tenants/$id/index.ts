import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteTenant } from '#app/server/tenant-lifecycle/admin-lifecycle-api.server'

// Delete a tenant ({confirmSlug} must be its slug): its ledger is kept as an archived statement.
export const Route = createFileRoute('/api/admin/tenants/$id/')({
  server: {
    handlers: {
      DELETE: ({ request, params }) => handleDeleteTenant(request, params),
    },
  },
})
