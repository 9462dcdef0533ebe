/**
 * The one place a requested plan change takes effect: paid through Stripe, confirmed by the
 * system administrator, or a downgrade whose month has come. The tenant moves to the new plan,
 * the change is marked applied and audited, and an upgrade tops this month's grant up to the new
 * allowance (ADR 029) — all in the caller's transaction, with the change row already locked.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { planChanges, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { NotFoundError } from '../errors.server'
import { billingMonth, grantPlanAllowance, type PlanGrant } from '../ledger/plan-grants.server'
import { requirePlan } from '../tenancy/plans.server'
import type { PlanChange } from './plan-change.server'

export interface ApplyPlanChangeOptions {
  actor: string
  now: Date
  /** The administrator's note on a confirmation. */
  note?: string
  /**
   * The Stripe subscription that pays for the new plan (a paid Checkout session), or
   * `subscriptionId: null` when the plan needs none any more (a downgrade to a free plan).
   * Absent: the tenant's Stripe ids stay as they are.
   */
  subscription?: { customerId: string | null; subscriptionId: string | null }
}

export interface AppliedPlanChange {
  change: PlanChange
  grant: PlanGrant | null
  /** The subscription the new one replaces, to cancel at Stripe once this transaction commits. */
  replacedSubscriptionId: string | null
}

export async function applyLockedPlanChange(
  tx: Db,
  change: PlanChange,
  options: ApplyPlanChangeOptions,
): Promise<AppliedPlanChange> {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, change.tenantId)).for('update')
  if (!tenant) throw new NotFoundError('errors.tenancy.tenantMissing')
  const toPlan = await requirePlan(tx, change.toPlanId)
  const { subscription } = options
  await tx
    .update(tenants)
    .set({
      planId: toPlan.id,
      ...(subscription && {
        stripeCustomerId: subscription.customerId ?? tenant.stripeCustomerId,
        stripeSubscriptionId: subscription.subscriptionId,
      }),
      updatedAt: sql`now()`,
    })
    .where(eq(tenants.id, tenant.id))
  const [applied] = await tx
    .update(planChanges)
    .set({
      status: 'applied',
      appliedAt: options.now,
      decidedBy: options.actor,
      decidedAt: sql`now()`,
      decisionNote: options.note || null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(planChanges.tenantId, change.tenantId), eq(planChanges.id, change.id)))
    .returning()
  if (!applied) throw new Error('plan change update returned no row')
  const month = billingMonth(options.now)
  // A downgrade never takes tokens back; the monthly run grants its allowance from its month.
  const grant =
    change.direction === 'upgrade'
      ? await grantPlanAllowance(tx, tenant.id, {
          month,
          plan: toPlan,
          reference: change.id,
          actor: options.actor,
        })
      : null
  const replacedSubscriptionId =
    subscription?.subscriptionId &&
    tenant.stripeSubscriptionId &&
    tenant.stripeSubscriptionId !== subscription.subscriptionId
      ? tenant.stripeSubscriptionId
      : null
  await recordAudit(tx, {
    actor: options.actor,
    action: 'plan.change',
    tenantId: tenant.id,
    target: toPlan.id,
    details: {
      from: tenant.planId,
      to: toPlan.id,
      direction: change.direction,
      method: change.method,
      planChange: change.id,
      priceJpy: change.priceJpy,
      month,
      granted: grant?.created ? (grant.entry?.amount ?? 0) : 0,
      ...(subscription?.subscriptionId && { subscription: subscription.subscriptionId }),
      ...(options.note && { note: options.note }),
    },
  })
  return { change: applied, grant, replacedSubscriptionId }
}
