import { createFileRoute } from '@tanstack/react-router'
import { handleResetPassword } from '#app/server/admin/users/admin-users-http.server'

// A new password, given or generated (shown once); the user's sessions end.
export const Route = createFileRoute('/api/admin/users/$id/password')({
  server: { handlers: { POST: ({ request, params }) => handleResetPassword(request, params) } },
})
