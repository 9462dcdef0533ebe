import { createFileRoute } from '@tanstack/react-router'
import { handleDownloadExport } from '#app/server/tenant-lifecycle/tenant-data-api.server'

// A ready export's ZIP archive, streamed from its stored chunks (owners; 409 while building, 410 once expired).
export const Route = createFileRoute('/api/tenant/exports/$id/download')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleDownloadExport(request, params),
    },
  },
})
