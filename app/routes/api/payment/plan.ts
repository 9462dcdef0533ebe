import { createFileRoute } from '@tanstack/react-router'
import { handlePlanChange, handlePlanWithdraw } from '#app/server/payment/payment-http.server'

// The owner asks for another plan (an upgrade is paid first; a downgrade waits for next month), or
// withdraws the open request.
export const Route = createFileRoute('/api/payment/plan')({
  server: {
    handlers: {
      POST: ({ request }) => handlePlanChange(request),
      DELETE: ({ request }) => handlePlanWithdraw(request),
    },
  },
})
