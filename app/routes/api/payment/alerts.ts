import { createFileRoute } from '@tanstack/react-router'
import { handleGetBalanceAlerts, handlePutBalanceAlerts } from '#app/server/alerts/balance-alerts-http.server'

// The owner's low-balance alert and monthly usage summary settings.
export const Route = createFileRoute('/api/payment/alerts')({
  server: {
    handlers: {
      GET: ({ request }) => handleGetBalanceAlerts(request),
      PUT: ({ request }) => handlePutBalanceAlerts(request),
    },
  },
})
