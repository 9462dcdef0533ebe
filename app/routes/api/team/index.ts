import { createFileRoute } from '@tanstack/react-router'
import { handleGetTeam } from '#app/server/team/team-api.server'

// The tenant's members, teams, open invitations and user limit (app/server/team/team-api.server.ts).
export const Route = createFileRoute('/api/team/')({
  server: { handlers: { GET: ({ request }) => handleGetTeam(request) } },
})
