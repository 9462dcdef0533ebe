import { createFileRoute } from '@tanstack/react-router'
import { handleSetSystemAdmin } from '#app/server/admin/users/admin-users-http.server'

// Promote to or demote from system administrator (never the last one).
export const Route = createFileRoute('/api/admin/users/$id/system-admin')({
  server: { handlers: { PUT: ({ request, params }) => handleSetSystemAdmin(request, params) } },
})
