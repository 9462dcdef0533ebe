/**
 * Plan changes through Stripe in tests: the stand-in Stripe server, the real `stripe` client
 * pointed at it, the payment handlers wired to both, and signed webhook deliveries.
 */
import type { DbHandle } from '#db/client'
import { type ConfiguredStripe, makeStripe } from '../stripe-client.server'
import { handleStripeWebhook } from '../stripe-webhook.server'
import { paymentDependencies } from './payment-fixtures'
import { planApi } from './plan-change-client'
import { type StripeTestServer, startStripeTestServer } from './stripe-test-server'

export interface PlanStripeHarness {
  server: StripeTestServer
  stripe: ConfiguredStripe
  api: ReturnType<typeof planApi>
  /** Posts `payload` to the webhook, signed by the stand-in unless a signature is given. */
  deliver(payload: string, signature?: string | null): Promise<{ status: number; outcome?: string }>
  /** An owner's upgrade paid at the stand-in and confirmed by its signed webhook: the subscription id. */
  subscribe(ownerId: string, planId: string): Promise<string>
  close(): Promise<void>
}

/** A POST to the webhook with Stripe's signature header (none when `signature` is null). */
export function webhookRequest(payload: string, signature: string | null) {
  return new Request('http://localhost:3000/api/payment/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  })
}

export async function startPlanStripeHarness(handle: () => DbHandle): Promise<PlanStripeHarness> {
  const server = await startStripeTestServer()
  const stripe = makeStripe({
    secretKey: server.secretKey,
    webhookSecret: server.webhookSecret,
    apiBase: server.url,
  })
  if (!stripe) throw new Error('Stripe not configured')
  const dependencies = paymentDependencies(handle, () => stripe)
  const api = planApi(dependencies)
  const deliver = async (payload: string, signature: string | null = server.sign(payload)) => {
    const response = await handleStripeWebhook(
      new Request('http://localhost:3000/api/payment/webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body: payload,
      }),
      dependencies,
    )
    const body = (await response.json()) as { outcome?: string }
    return { status: response.status, outcome: body.outcome }
  }
  return {
    server,
    stripe,
    api,
    deliver,
    async subscribe(ownerId, planId) {
      const { status, body } = await api.request(ownerId, { planId })
      if (status !== 202 || !body.checkoutUrl)
        throw new Error(`no checkout: ${status} ${JSON.stringify(body)}`)
      const sessionId = body.checkoutUrl.split('/').pop() ?? ''
      const { subscription } = server.completeSession(sessionId)
      const delivered = await deliver(server.event('checkout.session.completed', sessionId))
      if (delivered.outcome !== 'applied' || !subscription)
        throw new Error(`not applied: ${delivered.outcome}`)
      return subscription.id
    },
    close: () => server.close(),
  }
}
