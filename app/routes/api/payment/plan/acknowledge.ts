import { createFileRoute } from '@tanstack/react-router'
import { handlePlanAcknowledge } from '#app/server/payment/payment-http.server'

// The owner closes the notice of a plan change that failed or was rejected (/payment).
export const Route = createFileRoute('/api/payment/plan/acknowledge')({
  server: { handlers: { POST: ({ request }) => handlePlanAcknowledge(request) } },
})
