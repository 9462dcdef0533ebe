/**
 * Plan change by the tenant's owner. Decision (docs/decisions/013-payments.md): the change takes
 * effect immediately for the plan's limits; the new monthly allowance is granted from the next
 * billing month (this month's grant, already made, stays as it is), so a change never grants or
 * takes tokens mid-month.
 */
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenantMembers, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { ConflictError, NotFoundError } from '../errors.server'
import { billingMonth } from '../ledger/plan-grants.server'
import { type Plan, requirePlan } from '../tenancy/plans.server'
import { PaymentForbiddenError } from './payment-errors.server'
import { canChangePlan } from './payment-roles.server'
import type { PaymentCaller } from './purchases.server'

/** The month after `at`'s billing month: when a changed plan's allowance first arrives. */
export function nextBillingMonth(at: Date = new Date()): string {
  const [year = 0, month = 0] = billingMonth(at).split('-').map(Number)
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
}

/**
 * A plan's user limit applies at once, so a tenant with more members than the plan allows cannot
 * move to it (the owner's /payment and the administrator's /admin/tenants share this rule).
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

export async function changePlan(
  db: Db,
  caller: PaymentCaller,
  planId: string,
  now: Date = new Date(),
): Promise<{ plan: Plan; allowanceFrom: string }> {
  if (!canChangePlan(caller.role)) {
    throw new PaymentForbiddenError('errors.payment.ownersChangePlan')
  }
  return db.transaction(async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, caller.tenantId)).for('update')
    if (!tenant) throw new NotFoundError('errors.tenancy.tenantMissing')
    const plan = await requirePlan(tx, planId)
    if (plan.id === tenant.planId) {
      throw new ConflictError('errors.payment.alreadyOnPlan', { plan: plan.name })
    }
    await assertPlanFitsMembers(tx, tenant.id, plan)
    await tx.update(tenants).set({ planId: plan.id, updatedAt: sql`now()` }).where(eq(tenants.id, tenant.id))
    const allowanceFrom = nextBillingMonth(now)
    await recordAudit(tx, {
      actor: `user:${caller.userId}`,
      action: 'plan.change',
      tenantId: tenant.id,
      target: plan.id,
      details: { from: tenant.planId, to: plan.id, effective: 'immediate', allowanceFrom },
    })
    return { plan, allowanceFrom }
  })
}
