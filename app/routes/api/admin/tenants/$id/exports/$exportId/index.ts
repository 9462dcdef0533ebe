import { createFileRoute } from '@tanstack/react-router'
import { handleAdminGetExport } from '#app/server/tenant-lifecycle/admin-lifecycle-api.server'

// One export of the tenant: status, progress and, once ready, its download URL.
export const Route = createFileRoute('/api/admin/tenants/$id/exports/$exportId/')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleAdminGetExport(request, params),
    },
  },
})
