import { createFileRoute } from '@tanstack/react-router'
import { handleListExports, handleRequestExport } from '#app/server/tenant-lifecycle/tenant-data-api.server'

// The owner's exports of the whole tenant: request one (202 {id}, built in the background) or list the recent ones.
export const Route = createFileRoute('/api/tenant/exports/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListExports(request, {}),
      POST: ({ request }) => handleRequestExport(request, {}),
    },
  },
})
