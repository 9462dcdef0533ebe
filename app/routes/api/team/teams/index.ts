import { createFileRoute } from '@tanstack/react-router'
import { handleCreateTeam } from '#app/server/team/team-api.server'

// Create a team (POST {"name"}).
export const Route = createFileRoute('/api/team/teams/')({
  server: { handlers: { POST: ({ request }) => handleCreateTeam(request) } },
})
