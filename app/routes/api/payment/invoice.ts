import { createFileRoute } from '@tanstack/react-router'
import { handleInvoiceRequest } from '#app/server/payment/payment-http.server'

// An invoice request for a token pack, confirmed later in /admin/purchasedTokens.
export const Route = createFileRoute('/api/payment/invoice')({
  server: { handlers: { POST: ({ request }) => handleInvoiceRequest(request) } },
})
