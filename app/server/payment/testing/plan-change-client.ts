/** Calls of the plan-change endpoints and reads of what they change, for the plan-change tests. */
import { and, eq, like, or } from 'drizzle-orm'
import type { Db } from '#db/client'
import { auditLog, planChanges, tenants, tokenLedger } from '#db/schema'
import { ORIGIN, post } from '../../chat/testing/http-client'
import {
  handlePlanAcknowledge,
  handlePlanChange,
  handlePlanDecision,
  handlePlanWithdraw,
  type PaymentDependencies,
} from '../payment-http.server'
import { ADMIN_TOKEN, bearer } from './payment-fixtures'

export interface PlanApiBody {
  checkoutUrl?: string
  invoiceRequestId?: string
  planChangeId?: string
  effectiveMonth?: string
  error?: string
  messages?: { ja: string; en: string }
  fieldErrors?: Record<string, string>
  planChange?: { id: string; status: string; decisionNote: string | null }
  changed?: boolean
  acknowledged?: boolean
}

async function call(response: Promise<Response>) {
  const answered = await response
  return { status: answered.status, body: (await answered.json()) as PlanApiBody }
}

export function planApi(dependencies: PaymentDependencies) {
  return {
    request: (userId: string, body: Record<string, unknown>) =>
      call(handlePlanChange(post('/api/payment/plan', body, bearer(userId)), dependencies)),
    withdraw: (userId: string) =>
      call(
        handlePlanWithdraw(
          new Request(`${ORIGIN}/api/payment/plan`, { method: 'DELETE', headers: bearer(userId) }),
          dependencies,
        ),
      ),
    acknowledge: (userId: string, planChangeId: string) =>
      call(
        handlePlanAcknowledge(
          post('/api/payment/plan/acknowledge', { planChangeId }, bearer(userId)),
          dependencies,
        ),
      ),
    decide: (body: Record<string, unknown>, token = ADMIN_TOKEN) =>
      call(handlePlanDecision(post('/api/payment/admin/plan-decision', body, bearer(token)), dependencies)),
  }
}

export async function tenantRow(db: Db, tenantId: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId))
  if (!row) throw new Error(`no tenant ${tenantId}`)
  return row
}

export function changesOf(db: Db, tenantId: string) {
  return db.select().from(planChanges).where(eq(planChanges.tenantId, tenantId))
}

/** A month's plan grants (base and top-ups), by idempotency key. */
export async function monthGrants(db: Db, tenantId: string, month: string) {
  const rows = await db
    .select({ key: tokenLedger.idempotencyKey, amount: tokenLedger.amount })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.tenantId, tenantId),
        or(
          eq(tokenLedger.idempotencyKey, `plan_grant:${month}`),
          like(tokenLedger.idempotencyKey, `plan_topup:${month}:%`),
        ),
      ),
    )
  return { rows, total: rows.reduce((sum, row) => sum + row.amount, 0) }
}

export function auditOf(db: Db, tenantId: string, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action)))
}
