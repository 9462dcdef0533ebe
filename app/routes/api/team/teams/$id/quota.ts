import { createFileRoute } from '@tanstack/react-router'
import { handleSetTeamQuota } from '#app/server/team/team-api.server'

// The team's monthly credit cap, for its members together (PUT {"monthlyCredits": n | null}).
export const Route = createFileRoute('/api/team/teams/$id/quota')({
  server: { handlers: { PUT: ({ request, params }) => handleSetTeamQuota(request, params) } },
})
