import { createFileRoute } from '@tanstack/react-router'
import { handleCreateUser, handleListUsers } from '#app/server/admin/users/admin-users-http.server'

// Every user across tenants for the system administrator (/admin/users): list and create.
export const Route = createFileRoute('/api/admin/users/')({
  server: {
    handlers: {
      GET: ({ request }) => handleListUsers(request),
      POST: ({ request }) => handleCreateUser(request),
    },
  },
})
