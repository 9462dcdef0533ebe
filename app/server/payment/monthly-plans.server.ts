/**
 * The monthly plan run (background job `plans.monthly`, queued on the 1st from 00:00 Japan time):
 * first the downgrades scheduled for the month take effect (a Stripe tenant's subscription moves
 * to the new price, or is canceled for a free plan), then every active tenant is granted its plan's
 * allowance for the month (`grantMonthlyPlans`: tenants paying by Stripe subscription are granted
 * by their paid invoice instead). Both steps are idempotent, so a retried run changes nothing twice.
 */
import { and, asc, eq, lte } from 'drizzle-orm'
import type Stripe from 'stripe'
import { z } from 'zod'
import type { Db } from '#db/client'
import { planChanges, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { getServerConfig } from '../config.server'
import { ServiceError } from '../errors.server'
import type { JobHandler } from '../jobs/job-types.server'
import { PermanentJobError } from '../jobs/job-types.server'
import type { PeriodicJob } from '../jobs/periodic-jobs.server'
import { grantMonthlyPlans } from '../ledger/plan-grants.server'
import { captureServerError } from '../sentry.server'
import { requirePlan } from '../tenancy/plans.server'
import {
  assertPlanFitsMembers,
  lockPlanChange,
  markPlanChangeFailed,
  PLAN_CHANGE_NOTES,
  type PlanChange,
} from './plan-change.server'
import { type ApplyPlanChangeOptions, applyLockedPlanChange } from './plan-change-apply.server'
import { cancelSubscription, moveSubscription } from './plan-subscription.server'
import { makeStripe } from './stripe-client.server'

export const MONTHLY_PLANS_JOB = 'plans.monthly'
/** On the calendar: the 1st of each month, from 00:00 Japan time. */
export const MONTHLY_PLANS_SCHEDULE: PeriodicJob = { kind: MONTHLY_PLANS_JOB, cadence: 'monthly', hourJst: 0 }
const ACTOR = 'system:monthly-plans'

const payloadSchema = z.object({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) })

export interface DowngradeRun {
  applied: string[]
  /** Refused for good (more members than the new plan allows): the owner sees why. */
  failed: string[]
  /** Stripe could not be reached: left scheduled for the job's retry. */
  retry: string[]
}

/** Downgrades due by `month` (scheduled for it, or an earlier month a run missed), oldest first. */
export async function applyDueDowngrades(
  db: Db,
  stripe: Stripe | null,
  month: string,
  now: Date,
): Promise<DowngradeRun> {
  const due = await db
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.status, 'scheduled'), lte(planChanges.effectiveMonth, month)))
    .orderBy(asc(planChanges.createdAt))
  const run: DowngradeRun = { applied: [], failed: [], retry: [] }
  for (const change of due) {
    try {
      run[await applyDowngrade(db, stripe, change, now)].push(change.id)
    } catch (error) {
      captureServerError(error)
      run.retry.push(change.id)
    }
  }
  return run
}

async function applyDowngrade(
  db: Db,
  stripe: Stripe | null,
  scheduled: PlanChange,
  now: Date,
): Promise<'applied' | 'failed'> {
  const toPlan = await requirePlan(db, scheduled.toPlanId)
  const fits = await assertPlanFitsMembers(db, scheduled.tenantId, toPlan).then(
    () => true,
    (error) => {
      if (error instanceof ServiceError) return false
      throw error
    },
  )
  if (!fits) {
    return db.transaction(async (tx): Promise<'applied' | 'failed'> => {
      const change = await lockPlanChange(tx, scheduled.tenantId, scheduled.id)
      if (change.status !== 'scheduled') return 'applied'
      await markPlanChangeFailed(tx, change, { actor: ACTOR, note: PLAN_CHANGE_NOTES.tooManyMembers })
      return 'failed'
    })
  }
  const [tenant] = await db
    .select({ customerId: tenants.stripeCustomerId, subscriptionId: tenants.stripeSubscriptionId })
    .from(tenants)
    .where(eq(tenants.id, scheduled.tenantId))
  let subscription: ApplyPlanChangeOptions['subscription']
  // Stripe first, under idempotency keys: if it fails, the tenant stays where it was and the
  // job's retry tries again; a customer is never charged the old price for the new plan.
  if (tenant?.subscriptionId) {
    if (!stripe) throw new Error(`tenant ${scheduled.tenantId} pays by Stripe but Stripe is not configured`)
    if (toPlan.priceJpy === 0) {
      await cancelSubscription(stripe, tenant.subscriptionId, {
        prorate: false,
        key: `plan-cancel:${scheduled.id}`,
      })
      subscription = { customerId: tenant.customerId, subscriptionId: null }
    } else {
      await moveSubscription(stripe, tenant.subscriptionId, toPlan, scheduled.id)
    }
  }
  return db.transaction(async (tx): Promise<'applied' | 'failed'> => {
    const change = await lockPlanChange(tx, scheduled.tenantId, scheduled.id)
    if (change.status !== 'scheduled') return 'applied'
    await applyLockedPlanChange(tx, change, { actor: ACTOR, now, subscription })
    return 'applied'
  })
}

/** The job: due downgrades, then the month's grants; Stripe failures make it retry later. */
export function monthlyPlansJob(getStripe: () => Stripe | null): JobHandler {
  return async (db, job, context) => {
    const payload = payloadSchema.safeParse(job.payload)
    if (!payload.success) throw new PermanentJobError(`bad payload: ${JSON.stringify(job.payload)}`)
    const month = payload.data.period
    const downgrades = await applyDueDowngrades(db, getStripe(), month, context.now)
    const grants = await grantMonthlyPlans(db, { month, actor: ACTOR })
    await recordAudit(db, {
      actor: ACTOR,
      action: 'plans.monthly',
      target: month,
      details: { ...downgrades, ...grants },
    })
    if (downgrades.retry.length > 0) {
      throw new Error(`plan downgrades not applied yet: ${downgrades.retry.join(', ')}`)
    }
  }
}

/** The job as the worker runs it, with the server's Stripe configuration. */
export const runMonthlyPlans = monthlyPlansJob(() => makeStripe(getServerConfig().stripe)?.client ?? null)
