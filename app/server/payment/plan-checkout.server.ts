/**
 * The owner's plan change with Stripe in the loop: an upgrade opens a Checkout session in
 * subscription mode (a monthly JPY price for the plan); the plan changes only when Stripe's signed
 * `checkout.session.completed` (or the subscription's first `invoice.paid`) says it was paid,
 * never when the browser comes back. Withdrawing a change expires its session first, so it can no
 * longer be paid.
 */
import { and, eq, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Db } from '#db/client'
import { planChanges } from '#db/schema'
import { recordAudit } from '../audit.server'
import { ConflictError, NotFoundError } from '../errors.server'
import { captureServerError } from '../sentry.server'
import { PaymentForbiddenError, PaymentProviderError } from './payment-errors.server'
import { canChangePlan } from './payment-roles.server'
import {
  cancelOpenPlanChange,
  findOpenPlanChange,
  markPlanChangeFailed,
  PLAN_CHANGE_NOTES,
  type PlanChange,
  type PlanChangeInput,
  type RecordedPlanChange,
  recordPlanChangeRequest,
} from './plan-change.server'
import { applyLockedPlanChange } from './plan-change-apply.server'
import type { PaymentCaller } from './purchases.server'

export type PlanChangeRequestResult =
  | { kind: 'checkout'; planChange: PlanChange; checkoutUrl: string }
  | { kind: 'invoice'; planChange: PlanChange }
  | { kind: 'scheduled'; planChange: PlanChange }

/** `POST /api/payment/plan`: the request recorded, and for a Stripe upgrade its Checkout session. */
export async function requestPlanChange(
  db: Db,
  stripe: Stripe | null,
  caller: PaymentCaller,
  input: PlanChangeInput,
  options: { origin: string; now?: Date },
): Promise<PlanChangeRequestResult> {
  const recorded = await recordPlanChangeRequest(db, caller, input, {
    stripeEnabled: stripe !== null,
    now: options.now,
  })
  const { change } = recorded
  if (change.method === 'stripe' && stripe) {
    const opened = await openPlanCheckout(db, stripe, recorded, `user:${caller.userId}`, options.origin)
    return {
      kind: 'checkout',
      planChange: { ...change, stripeSessionId: opened.sessionId },
      checkoutUrl: opened.url,
    }
  }
  return change.method === 'invoice'
    ? { kind: 'invoice', planChange: change }
    : { kind: 'scheduled', planChange: change }
}

/** Plan-change metadata on the session and its subscription: what a webhook is checked against. */
function changeMetadata(change: PlanChange) {
  return { tenantId: change.tenantId, planChangeId: change.id, planId: change.toPlanId }
}

async function openPlanCheckout(
  db: Db,
  stripe: Stripe,
  { change, toPlan, stripeCustomerId }: RecordedPlanChange,
  actor: string,
  origin: string,
): Promise<{ url: string; sessionId: string }> {
  const back = (outcome: string) => `${origin}/payment?checkout=${outcome}&for=plan&planChange=${change.id}`
  const metadata = changeMetadata(change)
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        client_reference_id: change.id,
        metadata,
        subscription_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'jpy',
              unit_amount: change.priceJpy,
              recurring: { interval: 'month' },
              product_data: { name: `${toPlan.name}（${toPlan.nameEn ?? toPlan.name} monthly plan）` },
            },
          },
        ],
        // A tenant that paid before keeps one Stripe customer (its cards, its invoices).
        ...(stripeCustomerId && { customer: stripeCustomerId }),
        success_url: back('success'),
        cancel_url: back('canceled'),
      },
      { idempotencyKey: `plan-checkout:${change.id}` },
    )
    if (!session.url) throw new Error('Checkout session has no URL')
  } catch (error) {
    captureServerError(error)
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(planChanges)
        .where(and(eq(planChanges.tenantId, change.tenantId), eq(planChanges.id, change.id)))
        .for('update')
      if (locked?.status === 'pending') {
        await markPlanChangeFailed(tx, locked, {
          actor: 'system:stripe',
          note: PLAN_CHANGE_NOTES.providerUnavailable,
        })
      }
    })
    throw new PaymentProviderError()
  }
  await db.transaction(async (tx) => {
    await tx
      .update(planChanges)
      .set({ stripeSessionId: session.id, updatedAt: sql`now()` })
      .where(and(eq(planChanges.tenantId, change.tenantId), eq(planChanges.id, change.id)))
    await recordAudit(tx, {
      actor,
      action: 'plan_change.checkout',
      tenantId: change.tenantId,
      target: change.id,
      details: { to: change.toPlanId, priceJpy: change.priceJpy, session: session.id },
    })
  })
  return { url: session.url, sessionId: session.id }
}

/**
 * `DELETE /api/payment/plan`: the owner withdraws the open change. A Checkout session still open is
 * expired at Stripe first; one already paid cannot be withdrawn (its webhook is on the way).
 */
export async function withdrawPlanChange(
  db: Db,
  stripe: Stripe | null,
  caller: PaymentCaller,
): Promise<PlanChange> {
  if (!canChangePlan(caller.role)) throw new PaymentForbiddenError('errors.payment.ownersChangePlan')
  const open = await findOpenPlanChange(db, caller.tenantId)
  if (!open) throw new NotFoundError('errors.payment.noOpenPlanChange')
  if (open.method === 'stripe' && open.stripeSessionId && stripe) {
    await expireSession(stripe, open.stripeSessionId)
  }
  const canceled = await cancelOpenPlanChange(db, caller.tenantId, {
    actor: `user:${caller.userId}`,
    onlyId: open.id,
  })
  if (!canceled) throw new NotFoundError('errors.payment.noOpenPlanChange')
  return canceled
}

async function expireSession(stripe: Stripe, sessionId: string) {
  try {
    await stripe.checkout.sessions.expire(sessionId)
    return
  } catch (error) {
    // Expiring fails for a session that is no longer open: find out whether it was paid.
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null)
    if (session?.status === 'complete') throw new ConflictError('errors.payment.planChangeAlreadyPaid')
    if (session?.status === 'expired') return
    captureServerError(error)
    throw new PaymentProviderError()
  }
}

/** The id of a Stripe object given either expanded or as its id. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

export type PlanCheckoutOutcome =
  | { kind: 'applied'; planChange: PlanChange; replacedSubscriptionId: string | null }
  | { kind: 'already-applied' | 'marked' | 'ignored'; cancelSubscriptionId?: string }

/** The session's change, locked, when the session is one this server opened for it. */
async function lockSessionPlanChange(tx: Db, session: Stripe.Checkout.Session): Promise<PlanChange | null> {
  // The tenant comes from the metadata openPlanCheckout set (the event is signed): no global look-up.
  const tenantId = session.metadata?.tenantId
  if (typeof tenantId !== 'string') return null
  const [change] = await tx
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.tenantId, tenantId), eq(planChanges.stripeSessionId, session.id)))
    .for('update')
  if (!change) return null
  if (session.metadata?.tenantId !== change.tenantId || session.metadata?.planChangeId !== change.id)
    return null
  return change
}

/**
 * A paid subscription-mode session: applies its change once (a retried event, or the first
 * invoice's `invoice.paid` arriving first, finds it applied). A wrong amount or currency marks
 * the change failed; a payment for a change that is no longer open is recorded for the
 * administrator, and its subscription is canceled by the caller.
 */
export function completePlanCheckout(
  db: Db,
  session: Stripe.Checkout.Session,
  eventId: string,
  now: Date = new Date(),
): Promise<PlanCheckoutOutcome> {
  return db.transaction(async (tx) => {
    const change = await lockSessionPlanChange(tx, session)
    if (!change) return { kind: 'ignored' }
    const actor = `stripe:${eventId}`
    const subscriptionId = idOf(session.subscription)
    const stray = subscriptionId ? { cancelSubscriptionId: subscriptionId } : {}
    if (change.status === 'applied') return { kind: 'already-applied' }
    if (change.status !== 'pending') {
      await recordAudit(tx, {
        actor,
        action: 'plan_change.late_payment',
        tenantId: change.tenantId,
        target: change.id,
        details: { status: change.status, session: session.id, subscription: subscriptionId },
      })
      return { kind: 'ignored', ...stray }
    }
    if (session.amount_total !== change.priceJpy || session.currency?.toLowerCase() !== 'jpy') {
      await markPlanChangeFailed(tx, change, {
        actor,
        note: PLAN_CHANGE_NOTES.amountMismatch,
        details: { expected: change.priceJpy, received: session.amount_total, currency: session.currency },
      })
      return { kind: 'marked', ...stray }
    }
    const applied = await applyLockedPlanChange(tx, change, {
      actor,
      now,
      subscription: { customerId: idOf(session.customer), subscriptionId },
    })
    return {
      kind: 'applied',
      planChange: applied.change,
      replacedSubscriptionId: applied.replacedSubscriptionId,
    }
  })
}

/** An expired session or a failed delayed payment: the open change is marked failed, the plan stays. */
export function failPlanCheckout(
  db: Db,
  session: Stripe.Checkout.Session,
  eventId: string,
): Promise<PlanCheckoutOutcome> {
  return db.transaction(async (tx) => {
    const change = await lockSessionPlanChange(tx, session)
    if (change?.status !== 'pending') return { kind: 'ignored' }
    await markPlanChangeFailed(tx, change, {
      actor: `stripe:${eventId}`,
      note: session.status === 'expired' ? PLAN_CHANGE_NOTES.expired : PLAN_CHANGE_NOTES.paymentFailed,
      details: { session: session.id },
    })
    return { kind: 'marked' }
  })
}
