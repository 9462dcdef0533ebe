import { createFileRoute } from '@tanstack/react-router'
import { handleUpdateUser } from '#app/server/admin/users/admin-users-http.server'

// The system administrator edits a user's name or e-mail address.
export const Route = createFileRoute('/api/admin/users/$id/')({
  server: { handlers: { PATCH: ({ request, params }) => handleUpdateUser(request, params) } },
})
