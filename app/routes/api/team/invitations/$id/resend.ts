import { createFileRoute } from '@tanstack/react-router'
import { handleResendInvitation } from '#app/server/team/team-api.server'

// Mail a new link with a fresh expiry (the previous link stops working).
export const Route = createFileRoute('/api/team/invitations/$id/resend')({
  server: { handlers: { POST: ({ request, params }) => handleResendInvitation(request, params) } },
})
