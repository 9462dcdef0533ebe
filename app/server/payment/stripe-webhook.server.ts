/**
 * `POST /api/payment/webhook`: Stripe's events about Checkout sessions. The signature is checked
 * over the raw body with Stripe's own `constructEvent` (a wrong, missing or tampered signature,
 * or a timestamp outside the tolerance, is refused with 400 and changes nothing); a verified
 * event is applied idempotently, so Stripe's retries are harmless.
 */
import type Stripe from 'stripe'
import type { Db } from '#db/client'
import { errorResponse, jsonError, jsonResponse } from '../chat/chat-http.server'
import { completeCheckoutSession, failCheckoutSession } from './stripe-checkout.server'
import { type ConfiguredStripe, WEBHOOK_TOLERANCE_SECONDS } from './stripe-client.server'

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 512 * 1024

export interface WebhookDependencies {
  getDb: () => Promise<Db>
  getStripe: () => ConfiguredStripe | null
}

export async function handleStripeWebhook(
  request: Request,
  dependencies: WebhookDependencies,
): Promise<Response> {
  const stripe = dependencies.getStripe()
  if (!stripe) {
    return jsonError(404, 'stripe_disabled', 'errors.http.stripeNotConfigured')
  }
  const signature = request.headers.get('stripe-signature')
  if (!signature) return badSignature()
  // The signature covers the exact bytes Stripe sent: read them untouched, never re-serialised JSON.
  const raw = await request.text().catch(() => '')
  if (raw.length > MAX_WEBHOOK_BYTES) return badSignature()
  let event: Stripe.Event
  try {
    event = stripe.client.webhooks.constructEvent(
      raw,
      signature,
      stripe.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    )
  } catch {
    return badSignature()
  }
  try {
    const db = await dependencies.getDb()
    const outcome = await applyEvent(db, event)
    return jsonResponse(200, { received: true, outcome })
  } catch (error) {
    // A 5xx makes Stripe retry later, which is what a passing database outage needs.
    return errorResponse(error)
  }
}

async function applyEvent(db: Db, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      // Delayed methods (konbini, bank transfer) complete unpaid; async_payment_succeeded follows.
      if (session.payment_status !== 'paid') return 'awaiting-payment'
      return (await completeCheckoutSession(db, session, event.id)).kind
    }
    case 'checkout.session.async_payment_succeeded':
      return (await completeCheckoutSession(db, event.data.object, event.id)).kind
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return (await failCheckoutSession(db, event.data.object, event.id)).kind
    default:
      return 'ignored'
  }
}

function badSignature() {
  return jsonError(400, 'invalid_signature', 'errors.http.invalidSignature')
}
