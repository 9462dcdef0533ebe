import { createFileRoute } from '@tanstack/react-router'
import { handlePurchaseDecision } from '#app/server/payment/payment-http.server'

// The system administrator confirms or rejects an invoice request (/admin/purchasedTokens).
export const Route = createFileRoute('/api/payment/admin/decision')({
  server: { handlers: { POST: ({ request }) => handlePurchaseDecision(request) } },
})
