/**
 * Plan changes requested by the tenant's owner (ADR 029, superseding ADR 013's immediate change).
 * An upgrade waits for its payment (Stripe Checkout in subscription mode, or an invoice the system
 * administrator confirms); a downgrade is scheduled for the 1st of next month, Japan time. The
 * tenant's plan stays as it is until then, and at most one change is open per tenant (the partial
 * unique index `plan_changes_one_open_idx` decides between two racing requests).
 */
import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { firstDayOf, isPlanOffered, planDirection } from '#app/features/payment/plan-change-rules.shared'
import { japanDate } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { planChanges, tenantMembers, tenants } from '#db/schema'
import { invoiceRequestSchema } from '../../features/payment/payment-schemas.shared'
import { recordAudit } from '../audit.server'
import { isUniqueViolation } from '../db-errors.server'
import { ConflictError, NotFoundError } from '../errors.server'
import { billingMonth } from '../ledger/plan-grants.server'
import { findPlan, type Plan, requirePlan } from '../tenancy/plans.server'
import { PaymentFieldError, PaymentForbiddenError } from './payment-errors.server'
import { canChangePlan } from './payment-roles.server'
import type { PaymentCaller } from './purchases.server'

export type PlanChange = typeof planChanges.$inferSelect

const OPEN_STATUSES = ['pending', 'scheduled'] as const

/**
 * Why the system (not a person) closed a change, stored as the change's note and worded by the
 * pages in the reader's language; any other note is the administrator's own words.
 */
export const PLAN_CHANGE_NOTES = {
  expired: 'checkout_expired',
  paymentFailed: 'payment_failed',
  amountMismatch: 'amount_mismatch',
  tooManyMembers: 'too_many_members',
  subscriptionEnded: 'subscription_ended',
  setByAdministrator: 'set_by_administrator',
  providerUnavailable: 'provider_unavailable',
} as const

/** The month after `at`'s billing month: when a downgrade requested at `at` takes effect. */
export function nextBillingMonth(at: Date = new Date()): string {
  const [year = 0, month = 0] = billingMonth(at).split('-').map(Number)
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
}

/**
 * A plan's user limit applies from the day the plan does, so a tenant with more members than the
 * plan allows cannot move to it (the owner's /payment and the administrator's /admin/tenants
 * share this rule).
 */
export async function assertPlanFitsMembers(db: Db, tenantId: string, plan: Plan) {
  if (plan.maxUsers === null) return
  const [members] = await db
    .select({ total: count() })
    .from(tenantMembers)
    .where(eq(tenantMembers.tenantId, tenantId))
  const memberCount = Number(members?.total ?? 0)
  if (memberCount > plan.maxUsers) {
    throw new ConflictError('errors.payment.planTooSmall', {
      plan: plan.name,
      maxUsers: plan.maxUsers,
      memberCount,
    })
  }
}

/** The plan when it is offered to `applicationKey`; another application's plan is unknown here. */
export async function requireOfferedPlan(db: Db, planId: string, applicationKey: string): Promise<Plan> {
  const plan = await findPlan(db, planId)
  if (!plan || !isPlanOffered(plan, applicationKey)) {
    throw new NotFoundError('errors.payment.planNotOffered', { id: planId })
  }
  return plan
}

/** The tenant's open change (pending or scheduled), locked for the transaction when asked. */
export async function findOpenPlanChange(
  db: Db,
  tenantId: string,
  options: { lock?: boolean } = {},
): Promise<PlanChange | undefined> {
  const query = db
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.tenantId, tenantId), inArray(planChanges.status, [...OPEN_STATUSES])))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

/** The tenant's latest change, whatever its status. */
export async function findLatestPlanChange(db: Db, tenantId: string): Promise<PlanChange | undefined> {
  const [row] = await db
    .select()
    .from(planChanges)
    .where(eq(planChanges.tenantId, tenantId))
    .orderBy(desc(planChanges.createdAt), desc(planChanges.id))
    .limit(1)
  return row
}

/** The 409 for a second request, naming the open change and where it stands, in both languages. */
async function openChangeConflict(db: Db, open: PlanChange): Promise<ConflictError> {
  const plan = await findPlan(db, open.toPlanId)
  const names = { plan: plan?.name ?? open.toPlanId, planEn: plan?.nameEn ?? plan?.name ?? open.toPlanId }
  if (open.status === 'scheduled') {
    return new ConflictError('errors.payment.openChangeScheduled', {
      ...names,
      day: firstDayOf(open.effectiveMonth ?? nextBillingMonth(open.createdAt)),
    })
  }
  const key =
    open.method === 'stripe'
      ? 'errors.payment.openChangeAwaitingPayment'
      : 'errors.payment.openChangeAwaitingConfirmation'
  return new ConflictError(key, { ...names, since: japanDate(open.createdAt) })
}

export interface PlanChangeInput {
  planId: string
  billingName?: string
  billingAddress?: string
  billingEmail?: string
}

const billingSchema = invoiceRequestSchema.omit({ packId: true })

/** An invoice needs who to bill, checked as a token pack's invoice request is. */
function requireBilling(input: PlanChangeInput) {
  const parsed = billingSchema.safeParse({
    billingName: input.billingName ?? '',
    billingAddress: input.billingAddress ?? '',
    billingEmail: input.billingEmail ?? '',
  })
  if (parsed.success) return parsed.data
  const fieldErrors: Record<string, string> = {}
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message
  throw new PaymentFieldError(fieldErrors)
}

export interface RecordedPlanChange {
  change: PlanChange
  toPlan: Plan
  /** The tenant's Stripe customer, reused by a new Checkout session. */
  stripeCustomerId: string | null
}

/**
 * Records the owner's request after every check: an upgrade waits (`pending`, by Stripe when
 * `stripeEnabled`, else by invoice), a downgrade is `scheduled` for next month. Nothing about the
 * tenant changes here; a Stripe session, if any, is opened by the caller once this is committed.
 */
export async function recordPlanChangeRequest(
  db: Db,
  caller: PaymentCaller,
  input: PlanChangeInput,
  options: { stripeEnabled: boolean; now?: Date },
): Promise<RecordedPlanChange> {
  if (!canChangePlan(caller.role)) throw new PaymentForbiddenError('errors.payment.ownersChangePlan')
  const now = options.now ?? new Date()
  try {
    return await db.transaction(async (tx) => {
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, caller.tenantId))
      if (!tenant) throw new NotFoundError('errors.tenancy.tenantMissing')
      const toPlan = await requireOfferedPlan(tx, input.planId, tenant.applicationKey)
      if (toPlan.id === tenant.planId)
        throw new ConflictError('errors.payment.alreadyOnPlan', { plan: toPlan.name })
      const open = await findOpenPlanChange(tx, tenant.id)
      if (open) throw await openChangeConflict(tx, open)
      await assertPlanFitsMembers(tx, tenant.id, toPlan)
      const direction = planDirection(await requirePlan(tx, tenant.planId), toPlan)
      const method = direction === 'downgrade' ? 'scheduled' : options.stripeEnabled ? 'stripe' : 'invoice'
      const billing = method === 'invoice' ? requireBilling(input) : undefined
      const [change] = await tx
        .insert(planChanges)
        .values({
          tenantId: tenant.id,
          id: randomUUID(),
          fromPlanId: tenant.planId,
          toPlanId: toPlan.id,
          direction,
          method,
          status: direction === 'downgrade' ? 'scheduled' : 'pending',
          priceJpy: toPlan.priceJpy,
          effectiveMonth: direction === 'downgrade' ? nextBillingMonth(now) : null,
          requestedBy: caller.userId,
          ...billing,
        })
        .returning()
      if (!change) throw new Error('plan change insert returned no row')
      await recordAudit(tx, {
        actor: `user:${caller.userId}`,
        action: 'plan_change.request',
        tenantId: tenant.id,
        target: change.id,
        details: {
          from: change.fromPlanId,
          to: change.toPlanId,
          direction,
          method,
          priceJpy: change.priceJpy,
          effectiveMonth: change.effectiveMonth,
        },
      })
      return { change, toPlan, stripeCustomerId: tenant.stripeCustomerId }
    })
  } catch (error) {
    // Two requests at once: the unique index let one in; the other names it.
    if (!isUniqueViolation(error)) throw error
    const open = await findOpenPlanChange(db, caller.tenantId)
    if (!open) throw error
    throw await openChangeConflict(db, open)
  }
}

/**
 * Closes a locked open change as `canceled` or `failed` with who decided and why, audited as
 * `action`. Call inside the transaction that locked it.
 */
export async function closeLockedPlanChange(
  tx: Db,
  change: PlanChange,
  options: {
    status: 'canceled' | 'failed'
    action: string
    actor: string
    note: string | null
    details?: Record<string, unknown>
  },
): Promise<PlanChange> {
  const [closed] = await tx
    .update(planChanges)
    .set({
      status: options.status,
      decidedBy: options.actor,
      decidedAt: sql`now()`,
      decisionNote: options.note,
      updatedAt: sql`now()`,
    })
    .where(and(eq(planChanges.tenantId, change.tenantId), eq(planChanges.id, change.id)))
    .returning()
  if (!closed) throw new Error('plan change update returned no row')
  await recordAudit(tx, {
    actor: options.actor,
    action: options.action,
    tenantId: change.tenantId,
    target: change.id,
    details: { from: change.fromPlanId, to: change.toPlanId, note: options.note ?? '', ...options.details },
  })
  return closed
}

/**
 * Closes the tenant's open change as `canceled` (the owner withdrew it, the administrator set a
 * plan in the console, the subscription ended); null when none is open. Locks the change first:
 * change → tenant → balance is the lock order of every plan-change path.
 */
export async function cancelOpenPlanChange(
  db: Db,
  tenantId: string,
  options: { actor: string; note?: string; onlyId?: string },
): Promise<PlanChange | null> {
  return db.transaction(async (tx) => {
    const open = await findOpenPlanChange(tx, tenantId, { lock: true })
    if (!open || (options.onlyId && open.id !== options.onlyId)) return null
    return closeLockedPlanChange(tx, open, {
      status: 'canceled',
      action: 'plan_change.cancel',
      actor: options.actor,
      note: options.note ?? null,
      details: { status: open.status },
    })
  })
}

/** Locks one change of one tenant for the transaction; another tenant's id is not found. */
export async function lockPlanChange(tx: Db, tenantId: string, id: string): Promise<PlanChange> {
  const [change] = await tx
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.tenantId, tenantId), eq(planChanges.id, id)))
    .for('update')
  if (!change) throw new NotFoundError('errors.payment.unknownPlanChange', { id })
  return change
}

/** Marks a locked open change failed with a note (one of PLAN_CHANGE_NOTES), audited. */
export function markPlanChangeFailed(
  tx: Db,
  change: PlanChange,
  options: { actor: string; note: string; details?: Record<string, unknown> },
): Promise<PlanChange> {
  return closeLockedPlanChange(tx, change, { status: 'failed', action: 'plan_change.fail', ...options })
}
