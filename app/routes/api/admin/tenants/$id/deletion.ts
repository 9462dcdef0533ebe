import { createFileRoute } from '@tanstack/react-router'
import { handleDeletionPreview } from '#app/server/tenant-lifecycle/admin-lifecycle-api.server'

// What deleting the tenant would remove, with counts: the first step of the console's confirmation.
export const Route = createFileRoute('/api/admin/tenants/$id/deletion')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleDeletionPreview(request, params),
    },
  },
})
