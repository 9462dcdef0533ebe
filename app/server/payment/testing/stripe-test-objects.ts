/**
 * The Stripe objects the local stand-in keeps (stripe-test-server.ts), shaped as Stripe's API
 * version the `stripe` client speaks returns them: Checkout sessions, subscriptions with one
 * item, prices and subscription invoices (`parent.subscription_details`, line periods).
 */
import { randomBytes } from 'node:crypto'

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`
export const unixNow = () => Math.floor(Date.now() / 1000)

export interface FakeCheckoutSession {
  id: string
  object: 'checkout.session'
  mode: 'payment' | 'subscription'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer: string | null
  subscription: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
  created: number
}

export interface FakePrice {
  id: string
  object: 'price'
  currency: string
  unit_amount: number
  recurring: { interval: string } | null
  product: string
}

export interface FakeSubscription {
  id: string
  object: 'subscription'
  status: 'active' | 'canceled'
  customer: string
  metadata: Record<string, string>
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: FakePrice }[] }
  /** How the last cancellation asked to settle the unused days (tests read it). */
  cancellation: { prorate: boolean } | null
  created: number
}

export interface FakeInvoice {
  id: string
  object: 'invoice'
  status: 'paid'
  billing_reason: 'subscription_create' | 'subscription_cycle'
  currency: string
  total: number
  amount_paid: number
  customer: string
  period_start: number
  period_end: number
  parent: {
    type: 'subscription_details'
    quote_details: null
    subscription_details: { metadata: Record<string, string>; subscription: string }
  }
  lines: {
    object: 'list'
    has_more: false
    data: {
      id: string
      object: 'line_item'
      amount: number
      currency: string
      period: { start: number; end: number }
    }[]
  }
}

/** `metadata[key]=value` form fields (Stripe's encoding), or `<parent>[metadata][key]=value`. */
export function metadataOf(params: URLSearchParams, parent?: string): Record<string, string> {
  const metadata: Record<string, string> = {}
  const pattern = parent ? new RegExp(`^${parent}\\[metadata\\]\\[(\\w+)\\]$`) : /^metadata\[(\w+)\]$/
  for (const [name, value] of params) {
    const match = pattern.exec(name)
    if (match?.[1]) metadata[match[1]] = value
  }
  return metadata
}

export function priceOf(amount: number, currency: string, recurring: boolean): FakePrice {
  return {
    id: stripeId('price'),
    object: 'price',
    currency,
    unit_amount: amount,
    recurring: recurring ? { interval: 'month' } : null,
    product: stripeId('prod'),
  }
}

export function subscriptionOf(
  customer: string,
  price: FakePrice,
  metadata: Record<string, string>,
): FakeSubscription {
  return {
    id: stripeId('sub'),
    object: 'subscription',
    status: 'active',
    customer,
    metadata: { ...metadata },
    items: { object: 'list', data: [{ id: stripeId('si'), object: 'subscription_item', price }] },
    cancellation: null,
    created: unixNow(),
  }
}

/** A paid invoice of `subscription` for the month from `periodStart` (seconds). */
export function invoiceOf(
  subscription: FakeSubscription,
  reason: FakeInvoice['billing_reason'],
  periodStart: number,
): FakeInvoice {
  const price = subscription.items.data[0]?.price
  const amount = price?.unit_amount ?? 0
  const currency = price?.currency ?? 'jpy'
  const periodEnd = periodStart + 30 * 24 * 3600
  return {
    id: stripeId('in'),
    object: 'invoice',
    status: 'paid',
    billing_reason: reason,
    currency,
    total: amount,
    amount_paid: amount,
    customer: subscription.customer,
    period_start: periodStart,
    period_end: periodEnd,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount,
          currency,
          period: { start: periodStart, end: periodEnd },
        },
      ],
    },
  }
}

/** The JSON of a Stripe event about `object`. */
export function eventJson(type: string, object: unknown, eventId = stripeId('evt')): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: unixNow(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  })
}

/** The stand-in's hosted checkout page: the amount, a pay button and a way back. */
export function checkoutPage(session: FakeCheckoutSession): string {
  const amount = `¥${session.amount_total.toLocaleString('en-US')}`
  const what = session.mode === 'subscription' ? `${amount} / month` : amount
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<h1>Stripe test checkout</h1><p data-testid="checkout-amount">${what}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${amount}</button></form>
<p><a href="${session.cancel_url.replace(/"/g, '&quot;')}">Back</a></p></body></html>`
}
