import { createFileRoute } from '@tanstack/react-router'
import { handleAcceptInvitation } from '#app/server/team/invitation-api.server'

// Accept an invitation: join the tenant and sign in.
export const Route = createFileRoute('/api/invitations/$token/accept')({
  server: { handlers: { POST: ({ request, params }) => handleAcceptInvitation(request, params) } },
})
