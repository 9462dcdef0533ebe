import { createFileRoute } from '@tanstack/react-router'
import {
  handleAdminListExports,
  handleAdminRequestExport,
} from '#app/server/tenant-lifecycle/admin-lifecycle-api.server'

// The console's exports of any tenant: request one (202 {id}) or list the recent ones.
export const Route = createFileRoute('/api/admin/tenants/$id/exports/')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleAdminListExports(request, params),
      POST: ({ request, params }) => handleAdminRequestExport(request, params),
    },
  },
})
