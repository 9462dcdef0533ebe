/**
 * Stripe Checkout for a token pack: a pending purchase, then a Checkout session for its price;
 * the tokens are credited only by the signed webhook (stripe-webhook.server.ts), never by the
 * browser coming back to the success URL.
 */
import { and, eq, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Db } from '#db/client'
import { tokenPurchases } from '#db/schema'
import { captureServerError } from '../sentry.server'
import { requireActivePack } from './packs.server'
import { PaymentProviderError } from './payment-errors.server'
import {
  assertCanBuy,
  auditPurchase,
  creditLockedPurchase,
  insertPendingPurchase,
  type PaymentCaller,
  type Purchase,
} from './purchases.server'

export async function createCheckout(
  db: Db,
  stripe: Stripe,
  caller: PaymentCaller,
  input: { packId: string; origin: string },
): Promise<{ purchase: Purchase; url: string }> {
  assertCanBuy(caller)
  const pack = await requireActivePack(db, input.packId)
  const purchase = await insertPendingPurchase(db, caller, pack, { method: 'stripe' })
  const back = (outcome: string) => `${input.origin}/payment?checkout=${outcome}&purchase=${purchase.id}`
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: purchase.id,
        metadata: { tenantId: purchase.tenantId, purchaseId: purchase.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'jpy',
              unit_amount: pack.priceJpy,
              product_data: { name: `${pack.name} (${pack.tokens.toLocaleString('en-US')} tokens)` },
            },
          },
        ],
        success_url: back('success'),
        cancel_url: back('canceled'),
      },
      // A retried request (network hiccup) must not open a second session for the same purchase.
      { idempotencyKey: `checkout:${purchase.id}` },
    )
  } catch (error) {
    captureServerError(error)
    await setStatus(db, purchase, 'failed', 'system:stripe', 'Checkout session could not be created')
    throw new PaymentProviderError()
  }
  if (!session.url) {
    await setStatus(db, purchase, 'failed', 'system:stripe', 'Checkout session has no URL')
    throw new PaymentProviderError()
  }
  await db.transaction(async (tx) => {
    await tx
      .update(tokenPurchases)
      .set({ stripeSessionId: session.id, updatedAt: sql`now()` })
      .where(and(eq(tokenPurchases.tenantId, purchase.tenantId), eq(tokenPurchases.id, purchase.id)))
    await auditPurchase(tx, `user:${caller.userId}`, 'purchase.checkout', purchase, {
      packId: pack.id,
      tokens: pack.tokens,
      priceJpy: pack.priceJpy,
      session: session.id,
    })
  })
  return { purchase: { ...purchase, stripeSessionId: session.id }, url: session.url }
}

async function setStatus(
  db: Db,
  purchase: Purchase,
  status: 'failed' | 'canceled',
  actor: string,
  note: string,
) {
  await db
    .update(tokenPurchases)
    .set({ status, decidedBy: actor, decidedAt: sql`now()`, decisionNote: note, updatedAt: sql`now()` })
    .where(and(eq(tokenPurchases.tenantId, purchase.tenantId), eq(tokenPurchases.id, purchase.id)))
}

export type CheckoutOutcome =
  | { kind: 'credited'; purchase: Purchase }
  | { kind: 'already-credited'; purchase: Purchase }
  | { kind: 'marked'; purchase: Purchase }
  | { kind: 'ignored'; reason: string }

/** The purchase a Checkout session pays for, locked; checked against the session's metadata. */
async function lockSessionPurchase(tx: Db, session: Stripe.Checkout.Session): Promise<Purchase | null> {
  // The tenant comes from the metadata createCheckout set (the event is signed): no global look-up.
  const tenantId = session.metadata?.tenantId
  if (typeof tenantId !== 'string') return null
  const [purchase] = await tx
    .select()
    .from(tokenPurchases)
    .where(and(eq(tokenPurchases.tenantId, tenantId), eq(tokenPurchases.stripeSessionId, session.id)))
    .for('update')
  if (!purchase) return null
  // The metadata was set by createCheckout; a mismatch is not a session this server created.
  if (session.metadata?.tenantId !== purchase.tenantId || session.metadata?.purchaseId !== purchase.id)
    return null
  return purchase
}

/** The event's work on the session's purchase, locked; a session this server did not create is ignored. */
function withSessionPurchase(
  db: Db,
  session: Stripe.Checkout.Session,
  eventId: string,
  work: (tx: Db, purchase: Purchase, actor: string) => Promise<CheckoutOutcome>,
): Promise<CheckoutOutcome> {
  return db.transaction(async (tx) => {
    const purchase = await lockSessionPurchase(tx, session)
    if (!purchase) return { kind: 'ignored', reason: 'unknown session' }
    return work(tx, purchase, `stripe:${eventId}`)
  })
}

/** Marks the purchase failed with `note`, audited as `action`. */
async function markFailed(
  tx: Db,
  purchase: Purchase,
  actor: string,
  note: string,
  audit: { action: string; details: Record<string, unknown> },
): Promise<CheckoutOutcome> {
  await setStatus(tx, purchase, 'failed', actor, note)
  await auditPurchase(tx, actor, audit.action, purchase, audit.details)
  return { kind: 'marked', purchase: { ...purchase, status: 'failed' } }
}

/**
 * A paid Checkout session (`checkout.session.completed` with payment_status `paid`, or
 * `checkout.session.async_payment_succeeded`): credits its purchase once. The ledger key is the
 * session id, so the same event retried, or both events for one session, credit once.
 */
export function completeCheckoutSession(
  db: Db,
  session: Stripe.Checkout.Session,
  eventId: string,
): Promise<CheckoutOutcome> {
  return withSessionPurchase(db, session, eventId, async (tx, purchase, actor) => {
    if (purchase.status === 'paid') return { kind: 'already-credited', purchase }
    if (session.amount_total !== purchase.priceJpy || session.currency?.toLowerCase() !== 'jpy') {
      return markFailed(tx, purchase, actor, `Amount mismatch: ${session.amount_total} ${session.currency}`, {
        action: 'purchase.amount_mismatch',
        details: { expected: purchase.priceJpy, received: session.amount_total, currency: session.currency },
      })
    }
    const paid = await creditLockedPurchase(tx, purchase, {
      status: 'paid',
      idempotencyKey: `stripe:checkout:${session.id}`,
      actor,
    })
    await auditPurchase(tx, actor, 'purchase.paid', purchase, {
      tokens: purchase.tokens,
      priceJpy: purchase.priceJpy,
      session: session.id,
      event: eventId,
    })
    return { kind: 'credited', purchase: paid }
  })
}

/** An expired session or a failed delayed payment: the pending purchase is marked failed. */
export function failCheckoutSession(
  db: Db,
  session: Stripe.Checkout.Session,
  eventId: string,
): Promise<CheckoutOutcome> {
  return withSessionPurchase(db, session, eventId, async (tx, purchase, actor) => {
    if (purchase.status !== 'pending') return { kind: 'ignored', reason: `already ${purchase.status}` }
    return markFailed(
      tx,
      purchase,
      actor,
      session.status === 'expired' ? 'Session expired' : 'Payment failed',
      {
        action: 'purchase.fail',
        details: { session: session.id, event: eventId },
      },
    )
  })
}
