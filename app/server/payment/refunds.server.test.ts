import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, tokenLedger } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { handleAdminRefund } from '../admin/tokens/admin-tokens-http.server'
import { post } from '../chat/testing/http-client'
import { getBalance, ledgerTotal } from '../ledger/ledger.server'
import { forTenant } from '../tenancy/scope.server'
import { confirmInvoice, requestInvoice } from './purchases.server'
import {
  ADMIN_TOKEN,
  bearer,
  ensureTestPacks,
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
} from './testing/payment-fixtures'

const BILLING = { billingName: '経理部', billingAddress: '東京都', billingEmail: 'billing@example.test' }

describeEachDatabase('refunds of purchases', (database) => {
  const db = () => database.handle().db
  const dependencies = paymentDependencies(() => database.handle())
  let acme: PaymentTenant
  let other: PaymentTenant

  beforeAll(async () => {
    await ensureTestPacks(database.handle())
    acme = await makePaymentTenant(database.handle(), 'refund-acme')
    other = await makePaymentTenant(database.handle(), 'refund-other')
  })

  const refund = (body: unknown, token = ADMIN_TOKEN) =>
    handleAdminRefund(post('/api/admin/purchases/refund', body, bearer(token)), dependencies)

  /** An invoice purchase of the small pack (100,000 tokens), confirmed unless `pending`. */
  async function purchase(tenant: PaymentTenant, options: { pending?: boolean } = {}) {
    const created = await requestInvoice(
      db(),
      { tenantId: tenant.tenantId, userId: tenant.owner, role: 'owner' },
      { packId: 'pack-s', ...BILLING },
    )
    if (!options.pending) {
      await confirmInvoice(db(), {
        tenantId: tenant.tenantId,
        purchaseId: created.id,
        actor: 'admin:admin-user',
      })
    }
    return created.id
  }

  async function expectLedgerMatchesBalance(tenantId: string) {
    const balance = await getBalance(db(), tenantId)
    expect(await ledgerTotal(db(), tenantId)).toBe(balance.balance)
    expect(balance.balance).toBeGreaterThanOrEqual(balance.reserved)
    return balance
  }

  it('takes the purchased tokens back out once, however often it is asked, with an audit row', async () => {
    const purchaseId = await purchase(acme)
    const before = (await getBalance(db(), acme.tenantId)).balance
    const body = { tenantId: acme.tenantId, purchaseId, reason: '二重請求のため返金' }
    const responses = await Promise.all([refund(body), refund(body), refund(body)])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409])
    const ok = responses.find((response) => response.status === 200)
    expect(await ok?.json()).toMatchObject({
      refund: { tokensTakenBack: 100_000, tokensNotRecovered: 0, reason: '二重請求のため返金' },
    })
    const conflict = (await responses.find((response) => response.status === 409)?.json()) as {
      messages: { en: string }
    }
    expect(conflict.messages.en).toContain('already been refunded')
    expect((await expectLedgerMatchesBalance(acme.tenantId)).balance).toBe(before - 100_000)
    const entries = await db()
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.tenantId, acme.tenantId), eq(tokenLedger.kind, 'purchase_refund')))
    expect(entries.map((entry) => [entry.amount, entry.reference, entry.actor])).toEqual([
      [-100_000, `purchase:${purchaseId}`, 'admin:admin-user'],
    ])
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, purchaseId), eq(auditLog.action, 'purchase.refund')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor: 'admin:admin-user',
      tenantId: acme.tenantId,
      details: { reason: '二重請求のため返金', tokensTakenBack: 100_000, tokensNotRecovered: 0 },
    })
  })

  it('never drives the balance below zero or below what open replies hold', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'refund-used')
    const scope = forTenant(db(), tenant.tenantId)
    const purchaseId = await purchase(tenant)
    const balance = (await getBalance(db(), tenant.tenantId)).balance
    // Most of it used, and a reply in flight holds some of the rest.
    await scope.tokens.record({
      kind: 'usage',
      amount: balance - 30_000,
      idempotencyKey: 'used',
      actor: `user:${tenant.owner}`,
    })
    await scope.tokens.reserve({ estimate: 10_000, actor: `user:${tenant.owner}` })
    const response = await refund({ tenantId: tenant.tenantId, purchaseId, reason: '解約' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      refund: { tokensTakenBack: 20_000, tokensNotRecovered: 80_000 },
    })
    const after = await expectLedgerMatchesBalance(tenant.tenantId)
    expect(after).toMatchObject({ balance: 10_000, reserved: 10_000, available: 0 })

    // Nothing left to take back: the refund is still recorded (once), with no ledger entry.
    const second = await purchase(tenant)
    await scope.tokens.record({
      kind: 'usage',
      amount: 100_000,
      idempotencyKey: 'used-2',
      actor: `user:${tenant.owner}`,
    })
    const empty = await refund({ tenantId: tenant.tenantId, purchaseId: second, reason: '解約' })
    expect(await empty.json()).toMatchObject({
      refund: { tokensTakenBack: 0, tokensNotRecovered: 100_000, ledgerEntryId: null },
    })
    expect((await expectLedgerMatchesBalance(tenant.tenantId)).balance).toBe(10_000)
  })

  it('refuses purchases that were never credited, another tenant’s ids, and non-administrators', async () => {
    const pending = await purchase(acme, { pending: true })
    const notCredited = await refund({ tenantId: acme.tenantId, purchaseId: pending, reason: 'x' })
    expect(notCredited.status).toBe(409)
    expect(((await notCredited.json()) as { messages: { ja: string } }).messages.ja).toContain(
      '支払済み・確認済み',
    )
    const confirmed = await purchase(acme)
    const crossTenant = await refund({ tenantId: other.tenantId, purchaseId: confirmed, reason: 'x' })
    expect(crossTenant.status).toBe(404)
    const before = (await getBalance(db(), acme.tenantId)).balance
    const forbidden = await refund(
      { tenantId: acme.tenantId, purchaseId: confirmed, reason: 'x' },
      acme.owner,
    )
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({
      messages: {
        ja: 'この操作はシステム管理者のみ行えます。管理者としてログインしてください。',
        en: 'Only the system administrator can do this. Sign in as the administrator.',
      },
    })
    const noReason = await refund({ tenantId: acme.tenantId, purchaseId: confirmed, reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(await noReason.json()).toMatchObject({ fieldErrors: { reason: 'validation.required' } })
    expect((await getBalance(db(), acme.tenantId)).balance).toBe(before)
  })
})
