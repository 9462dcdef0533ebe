import { createFileRoute } from '@tanstack/react-router'
import { handleInvite } from '#app/server/team/team-api.server'

// Invite an address with a role (owners and admins); the link is mailed.
export const Route = createFileRoute('/api/team/invitations/')({
  server: { handlers: { POST: ({ request }) => handleInvite(request) } },
})
