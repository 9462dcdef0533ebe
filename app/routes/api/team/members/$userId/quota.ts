import { createFileRoute } from '@tanstack/react-router'
import { handleSetMemberQuota } from '#app/server/team/team-api.server'

// The member's monthly credit cap (PUT {"monthlyCredits": n | null}; null: no cap).
export const Route = createFileRoute('/api/team/members/$userId/quota')({
  server: { handlers: { PUT: ({ request, params }) => handleSetMemberQuota(request, params) } },
})
