import { createFileRoute } from '@tanstack/react-router'
import { handleBanUser, handleUnbanUser } from '#app/server/admin/users/admin-users-http.server'

// Ban (ending every session) and lift the ban.
export const Route = createFileRoute('/api/admin/users/$id/ban')({
  server: {
    handlers: {
      POST: ({ request, params }) => handleBanUser(request, params),
      DELETE: ({ request, params }) => handleUnbanUser(request, params),
    },
  },
})
