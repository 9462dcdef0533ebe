/**
 * Refunds of credited purchases (ADR 013), recorded by the system administrator. The money goes
 * back outside the product; here the purchased tokens come back out of the tenant's balance as
 * one `purchase_refund` ledger entry. The balance never goes below zero and never below what
 * open replies hold: what the tenant already used stays used and is recorded as not recovered.
 * A purchase is refunded once (the refund row's key is the purchase, and the purchase row is
 * locked first, so two clicks at once refund once).
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tokenPurchaseRefunds } from '#db/schema'
import { ConflictError } from '../errors.server'
import { insertEntry, lockBalance } from '../ledger/ledger.server'
import { auditPurchase, lockPurchase, type Purchase } from './purchases.server'

export type PurchaseRefund = typeof tokenPurchaseRefunds.$inferSelect

/** Only credited purchases have tokens to take back. */
const REFUNDABLE: ReadonlySet<Purchase['status']> = new Set(['paid', 'confirmed'])

export interface RefundInput {
  tenantId: string
  purchaseId: string
  reason: string
  /** `admin:<user id>` */
  actor: string
}

export async function refundPurchase(
  db: Db,
  input: RefundInput,
): Promise<{ refund: PurchaseRefund; purchase: Purchase }> {
  return db.transaction(async (tx) => {
    // Purchase first, then balance: the order confirmInvoice and the webhook use too.
    const purchase = await lockPurchase(tx, input.tenantId, input.purchaseId)
    const [existing] = await tx
      .select()
      .from(tokenPurchaseRefunds)
      .where(
        and(
          eq(tokenPurchaseRefunds.tenantId, purchase.tenantId),
          eq(tokenPurchaseRefunds.purchaseId, purchase.id),
        ),
      )
    if (existing) throw alreadyRefunded(purchase.id)
    if (!REFUNDABLE.has(purchase.status)) throw notRefundable(purchase)

    const balance = await lockBalance(tx, purchase.tenantId)
    const takenBack = Math.min(purchase.tokens, Math.max(0, balance.balance - balance.reserved))
    const entry =
      takenBack > 0
        ? await insertEntry(tx, purchase.tenantId, balance, {
            kind: 'purchase_refund',
            signedAmount: -takenBack,
            idempotencyKey: `purchase_refund:${purchase.id}`,
            actor: input.actor,
            reference: `purchase:${purchase.id}`,
            reason: input.reason,
            details: { purchasedTokens: purchase.tokens, priceJpy: purchase.priceJpy },
          })
        : null
    const [refund] = await tx
      .insert(tokenPurchaseRefunds)
      .values({
        tenantId: purchase.tenantId,
        purchaseId: purchase.id,
        tokensTakenBack: takenBack,
        tokensNotRecovered: purchase.tokens - takenBack,
        ledgerEntryId: entry?.id ?? null,
        reason: input.reason,
        refundedBy: input.actor,
      })
      .returning()
    if (!refund) throw new Error('refund insert returned no row')
    await auditPurchase(tx, input.actor, 'purchase.refund', purchase, {
      reason: input.reason,
      tokens: purchase.tokens,
      tokensTakenBack: takenBack,
      tokensNotRecovered: refund.tokensNotRecovered,
      priceJpy: purchase.priceJpy,
      ledgerEntryId: entry?.id ?? null,
    })
    return { refund, purchase }
  })
}

function alreadyRefunded(id: string) {
  return new ConflictError('errors.payment.alreadyRefunded', { id })
}

function notRefundable(purchase: Purchase) {
  return new ConflictError('errors.payment.notRefundable', { id: purchase.id, status: purchase.status })
}
