import { createFileRoute } from '@tanstack/react-router'
import { getServerConfig } from '#app/server/config.server'
import { makeStripe } from '#app/server/payment/stripe-client.server'
import { handleStripeWebhook } from '#app/server/payment/stripe-webhook.server'
import { getDatabase } from '#db/runtime'

// Stripe's signed events about Checkout sessions (app/server/payment/stripe-webhook.server.ts).
export const Route = createFileRoute('/api/payment/webhook')({
  server: {
    handlers: {
      POST: ({ request }) =>
        handleStripeWebhook(request, {
          getDb: async () => (await getDatabase()).db,
          getStripe: () => makeStripe(getServerConfig().stripe),
        }),
    },
  },
})
