import { createFileRoute } from '@tanstack/react-router'
import { getDatabase } from '../../../../db/runtime'
import { getServerConfig } from '../../../server/config.server'
import { makeStripe } from '../../../server/payment/stripe-client.server'
import { handleStripeWebhook } from '../../../server/payment/stripe-webhook.server'

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
