import { createFileRoute } from '@tanstack/react-router'
import { handleCheckout } from '#app/server/payment/payment-http.server'

// A Stripe Checkout session for a token pack (when Stripe is configured).
export const Route = createFileRoute('/api/payment/checkout')({
  server: { handlers: { POST: ({ request }) => handleCheckout(request) } },
})
