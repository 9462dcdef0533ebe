import { createFileRoute } from '@tanstack/react-router'
import { handleGetExport } from '#app/server/tenant-lifecycle/tenant-data-api.server'

// One export's status and progress, with its download URL once ready (owners; another tenant's id is 404).
export const Route = createFileRoute('/api/tenant/exports/$id/')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleGetExport(request, params),
    },
  },
})
