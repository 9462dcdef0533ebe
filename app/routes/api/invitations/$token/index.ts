import { createFileRoute } from '@tanstack/react-router'
import { handleGetInvitation } from '#app/server/team/invitation-api.server'

// What an invitation link offers; no session needed (the link is the credential).
export const Route = createFileRoute('/api/invitations/$token/')({
  server: { handlers: { GET: ({ request, params }) => handleGetInvitation(request, params) } },
})
