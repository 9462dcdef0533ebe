/**
 * The invoice path of an upgrade: the system administrator confirms the request once the invoice
 * is paid (the plan changes, this month is topped up) or rejects it with a note the owner sees.
 * The change row is locked first, so a confirmation clicked twice, or a confirmation racing a
 * rejection, decides once.
 */
import type { Db } from '#db/client'
import { recordAudit } from '../audit.server'
import { ConflictError } from '../errors.server'
import { requirePlan } from '../tenancy/plans.server'
import {
  assertPlanFitsMembers,
  closeLockedPlanChange,
  lockPlanChange,
  type PlanChange,
} from './plan-change.server'
import { applyLockedPlanChange } from './plan-change-apply.server'

export interface PlanDecisionInput {
  tenantId: string
  planChangeId: string
  note?: string
  actor: string
  now?: Date
}

export interface PlanDecisionResult {
  planChange: PlanChange
  /** False when the change was already in the decided state: nothing was written. */
  changed: boolean
}

async function lockInvoiceChange(tx: Db, input: PlanDecisionInput) {
  const change = await lockPlanChange(tx, input.tenantId, input.planChangeId)
  if (change.method !== 'invoice') {
    throw new ConflictError('errors.payment.planChangeNotInvoice', { id: change.id })
  }
  return change
}

function alreadyDecided(change: PlanChange) {
  return new ConflictError('errors.payment.planChangeDecided', { id: change.id, status: change.status })
}

export async function confirmPlanChange(db: Db, input: PlanDecisionInput): Promise<PlanDecisionResult> {
  return db.transaction(async (tx) => {
    const change = await lockInvoiceChange(tx, input)
    if (change.status === 'applied') return { planChange: change, changed: false }
    if (change.status !== 'pending') throw alreadyDecided(change)
    // Members may have been added since the request: the new plan's limit must still hold.
    await assertPlanFitsMembers(tx, change.tenantId, await requirePlan(tx, change.toPlanId))
    const applied = await applyLockedPlanChange(tx, change, {
      actor: input.actor,
      now: input.now ?? new Date(),
      note: input.note,
    })
    await recordAudit(tx, {
      actor: input.actor,
      action: 'plan_change.confirm',
      tenantId: change.tenantId,
      target: change.id,
      details: {
        from: change.fromPlanId,
        to: change.toPlanId,
        priceJpy: change.priceJpy,
        note: input.note ?? '',
      },
    })
    return { planChange: applied.change, changed: true }
  })
}

export async function rejectPlanChange(
  db: Db,
  input: PlanDecisionInput & { note: string },
): Promise<PlanDecisionResult> {
  return db.transaction(async (tx) => {
    const change = await lockInvoiceChange(tx, input)
    if (change.status === 'canceled') return { planChange: change, changed: false }
    if (change.status !== 'pending') throw alreadyDecided(change)
    const rejected = await closeLockedPlanChange(tx, change, {
      status: 'canceled',
      action: 'plan_change.reject',
      actor: input.actor,
      note: input.note,
    })
    return { planChange: rejected, changed: true }
  })
}
