/**
 * Issue 18: a purchase and a refund name the ledger entry that credited or took back their
 * tokens. The database itself refuses an entry that does not exist, or one of another tenant
 * (`token_purchases_ledger_entry_fk`, `token_purchase_refunds_ledger_entry_fk`), so no code path
 * can record a purchase as credited by an entry the ledger does not hold.
 */
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { tokenLedger, tokenPurchaseRefunds, tokenPurchases } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { isForeignKeyViolation } from '../db-errors.server'
import { confirmInvoice, requestInvoice } from './purchases.server'
import { refundPurchase } from './refunds.server'
import { ensureTestPacks, makePaymentTenant, type PaymentTenant } from './testing/payment-fixtures'

const BILLING = { billingName: '経理部', billingAddress: '東京都', billingEmail: 'billing@example.test' }
const NO_SUCH_ENTRY = 9_000_000_000

describeEachDatabase('purchases and refunds name real ledger entries of their own tenant', (database) => {
  const db = () => database.handle().db
  let acme: PaymentTenant
  let other: PaymentTenant
  /** A confirmed purchase of each tenant, and the entry that credited it. */
  const credited: Record<'acme' | 'other', { purchaseId: string; entryId: number }> = {
    acme: { purchaseId: '', entryId: 0 },
    other: { purchaseId: '', entryId: 0 },
  }

  async function confirmedPurchase(tenant: PaymentTenant) {
    const created = await requestInvoice(
      db(),
      { tenantId: tenant.tenantId, userId: tenant.owner, role: 'owner' },
      { packId: 'pack-s', ...BILLING },
    )
    const { purchase } = await confirmInvoice(db(), {
      tenantId: tenant.tenantId,
      purchaseId: created.id,
      actor: 'admin:admin-user',
    })
    return { purchaseId: purchase.id, entryId: purchase.ledgerEntryId ?? 0 }
  }

  beforeAll(async () => {
    await ensureTestPacks(database.handle())
    acme = await makePaymentTenant(database.handle(), 'fk-acme')
    other = await makePaymentTenant(database.handle(), 'fk-other')
    credited.acme = await confirmedPurchase(acme)
    credited.other = await confirmedPurchase(other)
  })

  async function expectRefused(write: Promise<unknown>) {
    const error = await write.then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error, 'the database accepted a ledger entry it does not hold').toBeDefined()
    expect(isForeignKeyViolation(error)).toBe(true)
  }

  const pointPurchaseAt = (entryId: number) =>
    db()
      .update(tokenPurchases)
      .set({ ledgerEntryId: entryId })
      .where(and(eq(tokenPurchases.tenantId, acme.tenantId), eq(tokenPurchases.id, credited.acme.purchaseId)))

  it('the credit the confirmation wrote is the one the purchase names', async () => {
    const [entry] = await db()
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.tenantId, acme.tenantId), eq(tokenLedger.id, credited.acme.entryId)))
    expect(entry).toMatchObject({ kind: 'purchase', amount: 100_000 })
  })

  it('refuses a purchase pointing at an entry that does not exist, or at another tenant’s', async () => {
    await expectRefused(pointPurchaseAt(NO_SUCH_ENTRY))
    await expectRefused(pointPurchaseAt(credited.other.entryId))
    const [row] = await db()
      .select({ ledgerEntryId: tokenPurchases.ledgerEntryId })
      .from(tokenPurchases)
      .where(and(eq(tokenPurchases.tenantId, acme.tenantId), eq(tokenPurchases.id, credited.acme.purchaseId)))
    expect(row?.ledgerEntryId).toBe(credited.acme.entryId)
  })

  it('refuses a refund naming an entry that does not exist, or another tenant’s', async () => {
    const refundRow = (ledgerEntryId: number | null) =>
      db().insert(tokenPurchaseRefunds).values({
        tenantId: acme.tenantId,
        purchaseId: credited.acme.purchaseId,
        tokensTakenBack: 100_000,
        tokensNotRecovered: 0,
        ledgerEntryId,
        reason: 'test',
        refundedBy: 'admin:admin-user',
      })
    await expectRefused(refundRow(NO_SUCH_ENTRY))
    await expectRefused(refundRow(credited.other.entryId))
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(tokenPurchaseRefunds)
      .where(eq(tokenPurchaseRefunds.tenantId, acme.tenantId))
    expect(count?.n).toBe(0)
  })

  it('a real refund names its own purchase_refund entry', async () => {
    const { refund } = await refundPurchase(db(), {
      tenantId: acme.tenantId,
      purchaseId: credited.acme.purchaseId,
      reason: '返金',
      actor: 'admin:admin-user',
    })
    const [entry] = await db()
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.tenantId, acme.tenantId), eq(tokenLedger.id, refund.ledgerEntryId ?? 0)))
    expect(entry).toMatchObject({ kind: 'purchase_refund', amount: -100_000 })
  })
})
