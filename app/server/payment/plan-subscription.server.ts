/**
 * A tenant's Stripe subscription after Checkout (ADR 029): each signed `invoice.paid` renews it and
 * grants the month of the invoice's period (Japan time) once, under the monthly run's own key
 * `plan_grant:<YYYY-MM>`; `customer.subscription.deleted` puts the tenant back on its
 * application's free-registration plan; the monthly run moves a subscription to a downgraded
 * plan's price, or cancels it for a free plan.
 */
import { and, asc, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { isPlanOffered } from '#app/features/payment/plan-change-rules.shared'
import type { Db } from '#db/client'
import { applications, planChanges, plans, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { billingMonth, grantPlanAllowance } from '../ledger/plan-grants.server'
import { findPlan, type Plan, requirePlan } from '../tenancy/plans.server'
import {
  cancelOpenPlanChange,
  markPlanChangeFailed,
  PLAN_CHANGE_NOTES,
  type PlanChange,
} from './plan-change.server'
import { applyLockedPlanChange } from './plan-change-apply.server'
import { idOf } from './plan-checkout.server'

export type InvoiceOutcome =
  | { kind: 'applied' | 'granted' | 'already-granted'; replacedSubscriptionId: string | null }
  | { kind: 'ignored' | 'marked'; cancelSubscriptionId?: string }

/** Invoices that pay for a month of the plan; proration and manual invoices grant nothing. */
const GRANTING_REASONS = new Set(['subscription_create', 'subscription_cycle'])

/** The Japan month an invoice pays for: its subscription line's period start. */
export function invoiceMonth(invoice: Stripe.Invoice): string {
  const start = invoice.lines?.data?.[0]?.period?.start ?? invoice.period_start
  return billingMonth(new Date(start * 1000))
}

/**
 * The first invoice of a new subscription may arrive before `checkout.session.completed`: it is
 * proof of payment too, so it applies the change the subscription's metadata names (checked
 * against the change's price), exactly once whichever event comes first.
 */
async function applyFirstInvoice(
  tx: Db,
  invoice: Stripe.Invoice,
  subscriptionId: string,
  actor: string,
  now: Date,
): Promise<{ change: PlanChange | null; replaced: string | null; mismatch: boolean }> {
  const metadata = invoice.parent?.subscription_details?.metadata
  if (invoice.billing_reason !== 'subscription_create' || !metadata?.tenantId || !metadata.planChangeId) {
    return { change: null, replaced: null, mismatch: false }
  }
  const [change] = await tx
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.tenantId, metadata.tenantId), eq(planChanges.id, metadata.planChangeId)))
    .for('update')
  if (change?.status !== 'pending' || change.method !== 'stripe') {
    return { change: null, replaced: null, mismatch: false }
  }
  if (invoice.total !== change.priceJpy) {
    await markPlanChangeFailed(tx, change, {
      actor,
      note: PLAN_CHANGE_NOTES.amountMismatch,
      details: { expected: change.priceJpy, received: invoice.total, invoice: invoice.id },
    })
    return { change, replaced: null, mismatch: true }
  }
  const applied = await applyLockedPlanChange(tx, change, {
    actor,
    now,
    subscription: { customerId: idOf(invoice.customer), subscriptionId },
  })
  return { change: applied.change, replaced: applied.replacedSubscriptionId, mismatch: false }
}

/** `invoice.paid`: the subscription is renewed and the invoice's month granted once. */
export function recordPaidInvoice(
  db: Db,
  invoice: Stripe.Invoice,
  eventId: string,
  now: Date = new Date(),
): Promise<InvoiceOutcome> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
  if (!subscriptionId || !GRANTING_REASONS.has(invoice.billing_reason ?? '')) {
    return Promise.resolve({ kind: 'ignored' })
  }
  if (invoice.currency?.toLowerCase() !== 'jpy') return Promise.resolve({ kind: 'ignored' })
  const actor = `stripe:${eventId}`
  return db.transaction(async (tx) => {
    const first = await applyFirstInvoice(tx, invoice, subscriptionId, actor, now)
    if (first.mismatch) return { kind: 'marked', cancelSubscriptionId: subscriptionId }
    const [tenant] = await tx
      .select()
      .from(tenants)
      .where(eq(tenants.stripeSubscriptionId, subscriptionId))
      .for('update')
    // A subscription no tenant pays with (replaced, or for a change withdrawn): nothing to grant.
    if (!tenant) return { kind: 'ignored' }
    const plan = await requirePlan(tx, tenant.planId)
    const month = invoiceMonth(invoice)
    const grant = await grantPlanAllowance(tx, tenant.id, {
      month,
      plan,
      reference: `invoice:${invoice.id}`,
      actor,
    })
    if (grant.created) {
      await recordAudit(tx, {
        actor,
        action: 'plan.renew',
        tenantId: tenant.id,
        target: plan.id,
        details: {
          invoice: invoice.id,
          subscription: subscriptionId,
          month,
          amountJpy: invoice.total,
          granted: grant.entry?.amount ?? 0,
        },
      })
    }
    const kind = first.change ? 'applied' : grant.created ? 'granted' : 'already-granted'
    return { kind, replacedSubscriptionId: first.replaced }
  })
}

/**
 * The plan a tenant falls back to when its subscription ends: the application's free-registration
 * plan, else the cheapest plan offered to the application.
 */
export async function fallbackPlan(db: Db, applicationKey: string): Promise<Plan | undefined> {
  const [application] = await db
    .select({ defaultPlanId: applications.defaultPlanId })
    .from(applications)
    .where(eq(applications.key, applicationKey))
  const preferred = application?.defaultPlanId ? await findPlan(db, application.defaultPlanId) : undefined
  if (preferred && isPlanOffered(preferred, applicationKey)) return preferred
  const offered = await db.select().from(plans).orderBy(asc(plans.priceJpy), asc(plans.monthlyTokens))
  return offered.find((plan) => isPlanOffered(plan, applicationKey))
}

/**
 * `customer.subscription.deleted` for the subscription a tenant pays with (Stripe gave up on a
 * failed payment, or it was canceled in Stripe's dashboard): the tenant goes back to the fallback
 * plan at once, its open change is canceled; credits already granted stay.
 */
export async function endSubscription(
  db: Db,
  subscription: Stripe.Subscription,
  eventId: string,
): Promise<{ kind: 'ended' | 'ignored' }> {
  const [found] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.stripeSubscriptionId, subscription.id))
  if (!found) return { kind: 'ignored' }
  const actor = `stripe:${eventId}`
  return db.transaction(async (tx) => {
    // change → tenant: the lock order of every plan-change path.
    await cancelOpenPlanChange(tx, found.id, { actor, note: PLAN_CHANGE_NOTES.subscriptionEnded })
    const [tenant] = await tx
      .select()
      .from(tenants)
      .where(and(eq(tenants.id, found.id), eq(tenants.stripeSubscriptionId, subscription.id)))
      .for('update')
    if (!tenant) return { kind: 'ignored' }
    const fallback = await fallbackPlan(tx, tenant.applicationKey)
    await tx
      .update(tenants)
      .set({ planId: fallback?.id ?? tenant.planId, stripeSubscriptionId: null })
      .where(eq(tenants.id, tenant.id))
    await recordAudit(tx, {
      actor,
      action: 'plan.subscription_ended',
      tenantId: tenant.id,
      target: fallback?.id ?? tenant.planId,
      details: { subscription: subscription.id, from: tenant.planId, to: fallback?.id ?? tenant.planId },
    })
    return { kind: 'ended' }
  })
}

/** The downgraded plan's monthly price on the tenant's subscription, from its next renewal. */
export async function moveSubscription(stripe: Stripe, subscriptionId: string, plan: Plan, changeId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId)
  const item = subscription.items.data[0]
  if (!item) throw new Error(`subscription ${subscriptionId} has no item`)
  const price = await stripe.prices.create(
    {
      currency: 'jpy',
      unit_amount: plan.priceJpy,
      recurring: { interval: 'month' },
      product_data: { name: `${plan.name}（${plan.nameEn ?? plan.name} monthly plan）` },
    },
    { idempotencyKey: `plan-price:${changeId}` },
  )
  await stripe.subscriptions.update(
    subscriptionId,
    {
      items: [{ id: item.id, price: price.id }],
      // The month already paid stays paid; the next renewal charges the new price.
      proration_behavior: 'none',
      metadata: { planId: plan.id, planChangeId: changeId },
    },
    { idempotencyKey: `plan-move:${changeId}` },
  )
}

/** Ends a subscription at Stripe now; `prorate` credits the unused days to the customer's balance. */
export async function cancelSubscription(
  stripe: Stripe,
  subscriptionId: string,
  options: { prorate: boolean; key: string },
) {
  await stripe.subscriptions.cancel(
    subscriptionId,
    { prorate: options.prorate },
    { idempotencyKey: options.key },
  )
}
