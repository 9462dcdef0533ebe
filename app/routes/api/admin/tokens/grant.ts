import { createFileRoute } from '@tanstack/react-router'
import { handleAdminGrant } from '#app/server/admin/tokens/admin-tokens-http.server'

// The system administrator grants additional tokens to a tenant (/admin/additionalTokens).
export const Route = createFileRoute('/api/admin/tokens/grant')({
  server: { handlers: { POST: ({ request }) => handleAdminGrant(request) } },
})
