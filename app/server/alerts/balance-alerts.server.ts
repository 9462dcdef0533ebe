/**
 * The owner's mail settings (issue 18, ADR 031): the low-balance threshold and the monthly usage
 * summary. The alert itself is the database's (opsai_low_balance_alert_check, migrations/0036):
 * this file only stores the settings and decides, when the threshold changes, whether it is armed.
 */
import { eq, sql } from 'drizzle-orm'
import type { BalanceAlertsInput, BalanceAlertsView } from '#app/features/payment/balance-alerts.shared'
import type { Db } from '#db/client'
import { tenants, tokenBalances } from '#db/schema'
import { recordAudit } from '../audit.server'
import { NotFoundError } from '../errors.server'
import { lockBalance } from '../ledger/ledger.server'
import { PaymentForbiddenError } from '../payment/payment-errors.server'
import type { PaymentCaller } from '../payment/purchases.server'

/** Only owners: the mails go to every owner, and the settings decide what the organisation is told. */
export function assertOwner(caller: PaymentCaller) {
  if (caller.role !== 'owner') throw new PaymentForbiddenError('errors.alerts.ownersOnly')
}

export async function readBalanceAlerts(db: Db, tenantId: string): Promise<BalanceAlertsView> {
  const [row] = await db
    .select({
      lowBalanceThreshold: tenants.lowBalanceThreshold,
      monthlySummary: tenants.monthlySummary,
      armed: sql<boolean>`coalesce(${tokenBalances.lowBalanceAlertArmed}, true)`,
      balance: sql<number>`coalesce(${tokenBalances.balance}, 0)`.mapWith(Number),
    })
    .from(tenants)
    .leftJoin(tokenBalances, eq(tokenBalances.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
  if (!row) throw new NotFoundError('errors.tenancy.tenantMissing')
  return row
}

/**
 * Stores the settings. A new threshold arms the alert when the balance is at or above it; one
 * the balance is already under stays quiet until the balance has come back and falls again (the
 * owner sees the balance beside the field, and a mail at once would only repeat it). The
 * balance row is locked first, in the order every balance writer takes, so a settlement racing
 * this change is seen by one side or the other, never by neither.
 */
export async function updateBalanceAlerts(
  db: Db,
  caller: PaymentCaller,
  input: BalanceAlertsInput,
): Promise<BalanceAlertsView> {
  assertOwner(caller)
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, caller.tenantId)
    // The balance row's lock serialises these changes: the tenant's row is not locked as well,
    // which would invert the order of writers that lock the tenant first.
    const [before] = await tx
      .select({ lowBalanceThreshold: tenants.lowBalanceThreshold, monthlySummary: tenants.monthlySummary })
      .from(tenants)
      .where(eq(tenants.id, caller.tenantId))
    if (!before) throw new NotFoundError('errors.tenancy.tenantMissing')
    const armed = input.lowBalanceThreshold === null || balance.balance >= input.lowBalanceThreshold
    await tx
      .update(tenants)
      .set({
        lowBalanceThreshold: input.lowBalanceThreshold,
        monthlySummary: input.monthlySummary,
        updatedAt: sql`now()`,
      })
      .where(eq(tenants.id, caller.tenantId))
    await tx
      .update(tokenBalances)
      .set({ lowBalanceAlertArmed: armed })
      .where(eq(tokenBalances.tenantId, caller.tenantId))
    await recordAudit(tx, {
      actor: `user:${caller.userId}`,
      action: 'alerts.update',
      tenantId: caller.tenantId,
      details: { from: before, to: input },
    })
    return { ...input, armed, balance: balance.balance }
  })
}
