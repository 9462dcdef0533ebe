import { createFileRoute } from '@tanstack/react-router'
import { handleAdminDownloadExport } from '#app/server/tenant-lifecycle/admin-lifecycle-api.server'

// A ready export's ZIP archive, for the console.
export const Route = createFileRoute('/api/admin/tenants/$id/exports/$exportId/download')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleAdminDownloadExport(request, params),
    },
  },
})
