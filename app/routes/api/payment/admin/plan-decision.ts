import { createFileRoute } from '@tanstack/react-router'
import { handlePlanDecision } from '#app/server/payment/payment-http.server'

// The system administrator confirms or rejects a plan change paid by invoice (/admin/purchasedTokens).
export const Route = createFileRoute('/api/payment/admin/plan-decision')({
  server: { handlers: { POST: ({ request }) => handlePlanDecision(request) } },
})
