/**
 * Monthly plan grants: each tenant receives its plan's allowance once per month. The idempotency
 * key `plan_grant:<YYYY-MM>` makes a second run in the same month (a retried job, two servers
 * running the schedule, a Stripe invoice delivered twice) record nothing.
 *
 * A plan raised mid-month tops the month up to the new allowance (ADR 029): entries keyed
 * `plan_topup:<YYYY-MM>:<reference>` bring the month's plan grants to the new plan's allowance and
 * never beyond, so however many events ask, a month grants at most the largest allowance the
 * tenant held in it.
 */
import { and, eq, like, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { japanMonth } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { planChanges, plans, tenants, tokenLedger } from '#db/schema'
import { NotFoundError } from '../errors.server'
import { validateInput } from '../tenancy/fields.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { insertEntry, type LedgerEntry, lockBalance } from './ledger.server'

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'errors.fields.yearMonth')

/**
 * `2026-11` for any instant in November 2026, Japan time: months follow Japan's calendar, the
 * product's customers are billed in JST.
 */
export function billingMonth(at: Date = new Date()): string {
  return japanMonth(at)
}

export const planGrantKey = (month: string) => `plan_grant:${month}`

export interface PlanGrant {
  entry: LedgerEntry | null
  created: boolean
}

interface GrantedPlan {
  id: string
  name: string
  monthlyTokens: number
}

/** The month's plan grants so far (the base grant and any top-ups), read under the balance lock. */
async function grantedInMonth(tx: Db, tenantId: string, month: string) {
  const rows = await tx
    .select()
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.tenantId, tenantId),
        eq(tokenLedger.kind, 'plan_grant'),
        or(
          eq(tokenLedger.idempotencyKey, planGrantKey(month)),
          like(tokenLedger.idempotencyKey, `plan_topup:${month}:%`),
        ),
      ),
    )
  return {
    base: rows.find((row) => row.idempotencyKey === planGrantKey(month)),
    total: rows.reduce((sum, row) => sum + row.amount, 0),
    byKey: new Map(rows.map((row) => [row.idempotencyKey, row])),
  }
}

/** Grants the tenant's current plan allowance for `month`; nothing for a plan of zero tokens. */
export async function grantMonthlyPlan(
  db: Db,
  tenantId: string,
  options: { month: string; actor: string },
): Promise<PlanGrant> {
  const tenant = requireTenantId(tenantId)
  const month = validateInput(monthSchema, options.month)
  return db.transaction(async (tx) => {
    // The balance lock first: a plan change applying at the same moment reads the month after us.
    const locked = await lockBalance(tx, tenant)
    const [row] = await tx
      .select({ planId: plans.id, planName: plans.name, monthlyTokens: plans.monthlyTokens })
      .from(tenants)
      .innerJoin(plans, eq(plans.id, tenants.planId))
      .where(eq(tenants.id, tenant))
    if (!row) throw new NotFoundError('errors.tenancy.unknownTenant', { tenant })
    const granted = await grantedInMonth(tx, tenant, month)
    // Granted already (perhaps on another plan, before a plan change): the month is done.
    if (granted.base) return { entry: granted.base, created: false }
    if (row.monthlyTokens <= 0) return { entry: null, created: false }
    const entry = await insertEntry(tx, tenant, locked, {
      kind: 'plan_grant',
      signedAmount: row.monthlyTokens,
      idempotencyKey: planGrantKey(month),
      actor: options.actor,
      reference: `plan:${row.planId}`,
      reason: `${row.planName} ${month}`,
    })
    return { entry, created: true }
  })
}

/**
 * Brings `month`'s plan grants up to `plan`'s allowance: the month's base grant when there is
 * none yet (`plan_grant:<month>`), else a top-up of the difference under
 * `plan_topup:<month>:<reference>`. Nothing when the month already has as much. Call inside the
 * transaction that puts the tenant on `plan`.
 */
export async function grantPlanAllowance(
  tx: Db,
  tenantId: string,
  options: { month: string; plan: GrantedPlan; reference: string; actor: string },
): Promise<PlanGrant> {
  const tenant = requireTenantId(tenantId)
  const month = validateInput(monthSchema, options.month)
  const { plan } = options
  const locked = await lockBalance(tx, tenant)
  const granted = await grantedInMonth(tx, tenant, month)
  const topUpKey = `plan_topup:${month}:${options.reference}`
  const earlier = granted.byKey.get(topUpKey)
  if (earlier) return { entry: earlier, created: false }
  const due = plan.monthlyTokens - granted.total
  if (due <= 0) return { entry: granted.base ?? null, created: false }
  const entry = await insertEntry(tx, tenant, locked, {
    kind: 'plan_grant',
    signedAmount: due,
    idempotencyKey: granted.base ? topUpKey : planGrantKey(month),
    actor: options.actor,
    reference: `plan:${plan.id}`,
    reason: granted.base ? `${plan.name} ${month} (top-up)` : `${plan.name} ${month}`,
    details: granted.base ? { topUpOf: granted.total, allowance: plan.monthlyTokens } : {},
  })
  return { entry, created: true }
}

/**
 * The monthly run over every active tenant; safe to repeat. Skipped: tenants paying through a
 * Stripe subscription (their month is granted by the paid invoice), and tenants whose scheduled
 * downgrade for `month` has not been applied yet (granted once it has, on the new plan).
 */
export async function grantMonthlyPlans(
  db: Db,
  options: { month: string; actor: string },
): Promise<{ granted: number; alreadyGranted: number; skipped: number }> {
  const month = validateInput(monthSchema, options.month)
  const dueDowngrade = sql`exists (select 1 from ${planChanges}
    where ${planChanges.tenantId} = ${tenants.id} and ${planChanges.status} = 'scheduled'
      and ${planChanges.effectiveMonth} <= ${month})`
  const active = await db
    .select({
      id: tenants.id,
      skip: sql<boolean>`${tenants.stripeSubscriptionId} is not null or ${dueDowngrade}`,
    })
    .from(tenants)
    .where(eq(tenants.status, 'active'))
  let granted = 0
  let alreadyGranted = 0
  let skipped = 0
  for (const { id, skip } of active) {
    if (skip) {
      skipped += 1
      continue
    }
    const result = await grantMonthlyPlan(db, id, { month, actor: options.actor })
    if (result.created) granted += 1
    else if (result.entry) alreadyGranted += 1
  }
  return { granted, alreadyGranted, skipped }
}
