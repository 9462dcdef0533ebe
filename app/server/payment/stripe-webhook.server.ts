/**
 * `POST /api/payment/webhook`: Stripe's events about Checkout sessions (token packs in payment
 * mode, plan changes in subscription mode) and about plan subscriptions (`invoice.paid`,
 * `customer.subscription.deleted`). The signature is checked over the raw body with Stripe's own
 * `constructEvent` (a wrong, missing or tampered signature, or a timestamp outside the tolerance,
 * is refused with 400 and changes nothing); a verified event is applied idempotently, so Stripe's
 * retries are harmless.
 */
import type Stripe from 'stripe'
import type { Db } from '#db/client'
import { errorResponse, jsonError, jsonResponse } from '../chat/chat-http.server'
import { captureServerError } from '../sentry.server'
import { completePlanCheckout, failPlanCheckout } from './plan-checkout.server'
import { cancelSubscription, endSubscription, recordPaidInvoice } from './plan-subscription.server'
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
    const outcome = await applyEvent(db, stripe.client, event)
    return jsonResponse(200, { received: true, outcome })
  } catch (error) {
    // A 5xx makes Stripe retry later, which is what a passing database outage needs.
    return errorResponse(error)
  }
}

/** What an applied event leaves to do at Stripe once the database has committed it. */
interface Followup {
  kind: string
  /** A subscription no tenant should pay with (replaced by a new plan, or paying for nothing). */
  cancelSubscriptionId?: string | null
  replacedSubscriptionId?: string | null
}

async function applyEvent(db: Db, stripe: Stripe, event: Stripe.Event): Promise<string> {
  const followup = await applyToDatabase(db, event)
  // A replaced subscription's unused days go to the customer's balance; a stray one is stopped.
  if (followup.replacedSubscriptionId) {
    await cancelQuietly(stripe, followup.replacedSubscriptionId, true)
  }
  if (followup.cancelSubscriptionId) await cancelQuietly(stripe, followup.cancelSubscriptionId, false)
  return followup.kind
}

async function cancelQuietly(stripe: Stripe, subscriptionId: string, prorate: boolean) {
  try {
    await cancelSubscription(stripe, subscriptionId, { prorate, key: `plan-cancel:${subscriptionId}` })
  } catch (error) {
    // The event is applied; a cancellation Stripe refused (already canceled) needs no retry of it.
    captureServerError(error)
  }
}

function applyToDatabase(db: Db, event: Stripe.Event): Promise<Followup> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      // Delayed methods (konbini, bank transfer) complete unpaid; async_payment_succeeded follows.
      // A subscription for a free plan needs no payment, and is as settled as a paid one.
      const settled =
        session.payment_status === 'paid' ||
        (session.mode === 'subscription' && session.payment_status === 'no_payment_required')
      if (!settled) return Promise.resolve({ kind: 'awaiting-payment' })
      return completeSession(db, session, event.id)
    }
    case 'checkout.session.async_payment_succeeded':
      return completeSession(db, event.data.object, event.id)
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object
      return session.mode === 'subscription'
        ? failPlanCheckout(db, session, event.id)
        : failCheckoutSession(db, session, event.id)
    }
    case 'invoice.paid':
      return recordPaidInvoice(db, event.data.object, event.id)
    case 'customer.subscription.deleted':
      return endSubscription(db, event.data.object, event.id)
    default:
      return Promise.resolve({ kind: 'ignored' })
  }
}

function completeSession(db: Db, session: Stripe.Checkout.Session, eventId: string): Promise<Followup> {
  return session.mode === 'subscription'
    ? completePlanCheckout(db, session, eventId)
    : completeCheckoutSession(db, session, eventId)
}

function badSignature() {
  return jsonError(400, 'invalid_signature', 'errors.http.invalidSignature')
}
