import { createFileRoute } from '@tanstack/react-router'
import { handleAdminRefund } from '#app/server/admin/tokens/admin-tokens-http.server'

// The system administrator records the refund of a credited purchase (/admin/purchasedTokens).
export const Route = createFileRoute('/api/admin/purchases/refund')({
  server: { handlers: { POST: ({ request }) => handleAdminRefund(request) } },
})
