import { createFileRoute } from '@tanstack/react-router'
import { handleDeleteTeam, handleRenameTeam } from '#app/server/team/team-api.server'

// Rename a team (PATCH {"name"}) or delete it (DELETE; its members stay in the tenant).
export const Route = createFileRoute('/api/team/teams/$id')({
  server: {
    handlers: {
      PATCH: ({ request, params }) => handleRenameTeam(request, params),
      DELETE: ({ request, params }) => handleDeleteTeam(request, params),
    },
  },
})
