import { createFileRoute } from '@tanstack/react-router'
import { handlePlanChange } from '#app/server/payment/payment-http.server'

// The owner changes the tenant's plan.
export const Route = createFileRoute('/api/payment/plan')({
  server: { handlers: { POST: ({ request }) => handlePlanChange(request) } },
})
