import { createFileRoute } from '@tanstack/react-router'
import { handleArchiveStatement } from '#app/server/tenant-lifecycle/admin-lifecycle-api.server'

// A deleted tenant's ledger, as it was, as CSV (?lang=ja|en).
export const Route = createFileRoute('/api/admin/tenant-archives/$id/statement')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleArchiveStatement(request, params),
    },
  },
})
