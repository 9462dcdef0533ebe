/**
 * The plan changes /admin/purchasedTokens lists beside the token purchases: invoice requests to
 * confirm or reject first, then the others (Stripe, scheduled downgrades, decided ones), newest
 * first, under the page's tenant and status filters.
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#db/client'
import { type PLAN_CHANGE_STATUSES, planChanges, plans, tenants } from '#db/schema'
import type { PurchaseStatus } from '../../features/payment/payment-schemas.shared'

export interface AdminPlanChangeView {
  id: string
  tenantId: string
  tenantSlug: string
  tenantName: string
  fromPlanName: string
  fromPlanNameEn: string | null
  toPlanName: string
  toPlanNameEn: string | null
  direction: 'upgrade' | 'downgrade'
  method: 'stripe' | 'invoice' | 'scheduled'
  status: (typeof PLAN_CHANGE_STATUSES)[number]
  priceJpy: number
  effectiveMonth: string | null
  billingName: string | null
  billingAddress: string | null
  billingEmail: string | null
  note: string | null
  createdAt: string
  decidedAt: string | null
}

/** The purchase status filter, read for plan changes: paid or confirmed means applied. */
const STATUSES_FOR: Record<PurchaseStatus, (typeof PLAN_CHANGE_STATUSES)[number][]> = {
  pending: ['pending', 'scheduled'],
  paid: ['applied'],
  confirmed: ['applied'],
  failed: ['failed'],
  canceled: ['canceled'],
}

export const ADMIN_PLAN_CHANGES_LIMIT = 50

export async function loadAdminPlanChanges(
  db: Db,
  filters: { status?: PurchaseStatus; tenantId?: string },
): Promise<AdminPlanChangeView[]> {
  const fromPlan = alias(plans, 'from_plan')
  const toPlan = alias(plans, 'to_plan')
  const conditions: SQL[] = []
  if (filters.status) conditions.push(inArray(planChanges.status, STATUSES_FOR[filters.status]))
  if (filters.tenantId) conditions.push(eq(planChanges.tenantId, filters.tenantId))
  const rows = await db
    .select({
      change: planChanges,
      tenantSlug: tenants.slug,
      tenantName: tenants.name,
      fromPlanName: fromPlan.name,
      fromPlanNameEn: fromPlan.nameEn,
      toPlanName: toPlan.name,
      toPlanNameEn: toPlan.nameEn,
    })
    .from(planChanges)
    .innerJoin(tenants, eq(tenants.id, planChanges.tenantId))
    .innerJoin(fromPlan, eq(fromPlan.id, planChanges.fromPlanId))
    .innerJoin(toPlan, eq(toPlan.id, planChanges.toPlanId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    // What waits for the administrator comes first, whatever its age.
    .orderBy(
      desc(sql`(${planChanges.status} = 'pending' and ${planChanges.method} = 'invoice')`),
      desc(planChanges.createdAt),
      desc(planChanges.id),
    )
    .limit(ADMIN_PLAN_CHANGES_LIMIT)
  return rows.map(({ change, ...names }) => ({
    id: change.id,
    tenantId: change.tenantId,
    tenantSlug: names.tenantSlug,
    tenantName: names.tenantName,
    fromPlanName: names.fromPlanName,
    fromPlanNameEn: names.fromPlanNameEn,
    toPlanName: names.toPlanName,
    toPlanNameEn: names.toPlanNameEn,
    direction: change.direction,
    method: change.method,
    status: change.status,
    priceJpy: change.priceJpy,
    effectiveMonth: change.effectiveMonth,
    billingName: change.billingName,
    billingAddress: change.billingAddress,
    billingEmail: change.billingEmail,
    note: change.decisionNote,
    createdAt: change.createdAt.toISOString(),
    decidedAt: change.decidedAt?.toISOString() ?? null,
  }))
}
