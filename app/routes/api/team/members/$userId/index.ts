import { createFileRoute } from '@tanstack/react-router'
import { handleChangeRole, handleRemoveMember } from '#app/server/team/team-api.server'

// Change a member's role (PATCH {"role"}) or remove them (DELETE).
export const Route = createFileRoute('/api/team/members/$userId/')({
  server: {
    handlers: {
      PATCH: ({ request, params }) => handleChangeRole(request, params),
      DELETE: ({ request, params }) => handleRemoveMember(request, params),
    },
  },
})
