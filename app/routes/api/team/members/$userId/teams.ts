import { createFileRoute } from '@tanstack/react-router'
import { handleSetMemberTeams } from '#app/server/team/team-api.server'

// Put a member in exactly the given teams (PUT {"teamIds": [...]}).
export const Route = createFileRoute('/api/team/members/$userId/teams')({
  server: { handlers: { PUT: ({ request, params }) => handleSetMemberTeams(request, params) } },
})
