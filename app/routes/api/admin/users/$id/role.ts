import { createFileRoute } from '@tanstack/react-router'
import { handleSetTenantRole } from '#app/server/admin/users/admin-users-http.server'

// The user's role in their tenant (never the tenant's last owner).
export const Route = createFileRoute('/api/admin/users/$id/role')({
  server: { handlers: { PUT: ({ request, params }) => handleSetTenantRole(request, params) } },
})
