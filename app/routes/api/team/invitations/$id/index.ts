import { createFileRoute } from '@tanstack/react-router'
import { handleRevokeInvitation } from '#app/server/team/team-api.server'

// Revoke an open invitation: its link stops working.
export const Route = createFileRoute('/api/team/invitations/$id/')({
  server: { handlers: { DELETE: ({ request, params }) => handleRevokeInvitation(request, params) } },
})
