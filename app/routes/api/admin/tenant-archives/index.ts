import { createFileRoute } from '@tanstack/react-router'
import { handleListArchives } from '#app/server/tenant-lifecycle/admin-lifecycle-api.server'

// Deleted tenants, newest first (?page=&size=), each with its archived statement's URL.
export const Route = createFileRoute('/api/admin/tenant-archives/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListArchives(request),
    },
  },
})
