/**
 * What /payment says about plan changes: the open one (what, since when, how it proceeds) and,
 * once, how the latest one ended when it did not go through (a failed payment, a rejection with
 * the administrator's note). "Once" is the owner's acknowledgement, kept as an audit row
 * `plan_change.acknowledge`, so every owner of the tenant reads it until one of them closes it.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { auditLog, planChanges } from '#db/schema'
import { recordAudit } from '../audit.server'
import { NotFoundError } from '../errors.server'
import type { Plan } from '../tenancy/plans.server'
import { PaymentForbiddenError } from './payment-errors.server'
import { canChangePlan } from './payment-roles.server'
import { findLatestPlanChange, findOpenPlanChange, type PlanChange } from './plan-change.server'
import type { PaymentCaller } from './purchases.server'

interface PlanNames {
  toPlanId: string
  toPlanName: string
  toPlanNameEn: string | null
}

export interface PendingPlanChangeView extends PlanNames {
  id: string
  direction: 'upgrade' | 'downgrade'
  /** stripe: awaiting payment; invoice: awaiting the administrator; scheduled: waiting for its month. */
  method: 'stripe' | 'invoice' | 'scheduled'
  priceJpy: number
  /** YYYY-MM of a scheduled downgrade. */
  effectiveMonth: string | null
  createdAt: string
}

export interface PlanChangeOutcomeView extends PlanNames {
  id: string
  status: 'failed' | 'canceled'
  method: 'stripe' | 'invoice' | 'scheduled'
  /** A PLAN_CHANGE_NOTES code, or the administrator's words. */
  note: string | null
  decidedAt: string | null
}

const ACKNOWLEDGE = 'plan_change.acknowledge'

function namesOf(change: PlanChange, plans: Plan[]): PlanNames {
  const plan = plans.find((candidate) => candidate.id === change.toPlanId)
  return {
    toPlanId: change.toPlanId,
    toPlanName: plan?.name ?? change.toPlanId,
    toPlanNameEn: plan?.nameEn ?? null,
  }
}

async function isAcknowledged(db: Db, change: PlanChange): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, change.tenantId),
        eq(auditLog.action, ACKNOWLEDGE),
        eq(auditLog.target, change.id),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** A change that ended without the owner's doing: what the owner must hear about. */
function endedBySomeoneElse(change: PlanChange): change is PlanChange & { status: 'failed' | 'canceled' } {
  if (change.status === 'failed') return true
  return change.status === 'canceled' && !change.decidedBy?.startsWith('user:')
}

export async function loadPlanChangeView(
  db: Db,
  tenantId: string,
  plans: Plan[],
): Promise<{ pending: PendingPlanChangeView | null; outcome: PlanChangeOutcomeView | null }> {
  const open = await findOpenPlanChange(db, tenantId)
  if (open) {
    return {
      pending: {
        id: open.id,
        ...namesOf(open, plans),
        direction: open.direction,
        method: open.method,
        priceJpy: open.priceJpy,
        effectiveMonth: open.effectiveMonth,
        createdAt: open.createdAt.toISOString(),
      },
      outcome: null,
    }
  }
  const latest = await findLatestPlanChange(db, tenantId)
  if (!latest || !endedBySomeoneElse(latest) || (await isAcknowledged(db, latest))) {
    return { pending: null, outcome: null }
  }
  return {
    pending: null,
    outcome: {
      id: latest.id,
      ...namesOf(latest, plans),
      status: latest.status,
      method: latest.method,
      note: latest.decisionNote,
      decidedAt: latest.decidedAt?.toISOString() ?? null,
    },
  }
}

/** `POST /api/payment/plan/acknowledge`: an owner closes the outcome notice; again changes nothing. */
export async function acknowledgePlanChange(
  db: Db,
  caller: PaymentCaller,
  planChangeId: string,
): Promise<{ acknowledged: boolean }> {
  if (!canChangePlan(caller.role)) throw new PaymentForbiddenError('errors.payment.ownersChangePlan')
  const [change] = await db
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.tenantId, caller.tenantId), eq(planChanges.id, planChangeId)))
  if (!change) throw new NotFoundError('errors.payment.unknownPlanChange', { id: planChangeId })
  if (!endedBySomeoneElse(change)) return { acknowledged: false }
  if (!(await isAcknowledged(db, change))) {
    await recordAudit(db, {
      actor: `user:${caller.userId}`,
      action: ACKNOWLEDGE,
      tenantId: change.tenantId,
      target: change.id,
      details: { status: change.status, note: change.decisionNote ?? '' },
    })
  }
  return { acknowledged: true }
}
