/**
 * Monthly plan grants: each tenant receives its plan's allowance once per month. The idempotency
 * key `plan_grant:<YYYY-MM>` makes a second run in the same month (a retried job, two servers
 * running the schedule) record nothing.
 */
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { japanMonth } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { plans, tenants, tokenLedger } from '#db/schema'
import { NotFoundError } from '../errors.server'
import { validateInput } from '../tenancy/fields.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { appendLedgerEntry, type LedgerEntry } from './ledger.server'

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'errors.fields.yearMonth')

/**
 * `2026-11` for any instant in November 2026, Japan time: months follow Japan's calendar, the
 * product's customers are billed in JST.
 */
export function billingMonth(at: Date = new Date()): string {
  return japanMonth(at)
}

export interface PlanGrant {
  entry: LedgerEntry | null
  created: boolean
}

/** Grants the tenant's current plan allowance for `month`; nothing for a plan of zero tokens. */
export async function grantMonthlyPlan(
  db: Db,
  tenantId: string,
  options: { month: string; actor: string },
): Promise<PlanGrant> {
  const tenant = requireTenantId(tenantId)
  const month = validateInput(monthSchema, options.month)
  const [row] = await db
    .select({ planId: plans.id, planName: plans.name, monthlyTokens: plans.monthlyTokens })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(eq(tenants.id, tenant))
  if (!row) throw new NotFoundError('errors.tenancy.unknownTenant', { tenant })
  const idempotencyKey = `plan_grant:${month}`
  // Granted already (perhaps on another plan, before a plan change): the month is done.
  const [existing] = await db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.tenantId, tenant), eq(tokenLedger.idempotencyKey, idempotencyKey)))
  if (existing) return { entry: existing, created: false }
  if (row.monthlyTokens <= 0) return { entry: null, created: false }
  return appendLedgerEntry(db, tenant, {
    kind: 'plan_grant',
    amount: row.monthlyTokens,
    idempotencyKey,
    actor: options.actor,
    reference: `plan:${row.planId}`,
    reason: `${row.planName} ${month}`,
  })
}

/** The monthly run over every active tenant; safe to repeat. */
export async function grantMonthlyPlans(
  db: Db,
  options: { month: string; actor: string },
): Promise<{ granted: number; alreadyGranted: number }> {
  const active = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.status, 'active'))
  let granted = 0
  let alreadyGranted = 0
  for (const { id } of active) {
    const result = await grantMonthlyPlan(db, id, options)
    if (result.created) granted += 1
    else if (result.entry) alreadyGranted += 1
  }
  return { granted, alreadyGranted }
}
