import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { post } from '../chat/testing/http-client'
import { getBalance } from '../ledger/ledger.server'
import { handleInvoiceRequest, handlePurchaseDecision } from './payment-http.server'
import { loadPaymentPage } from './payment-page.server'
import { listAllPurchases } from './purchases.server'
import {
  ADMIN_TOKEN,
  bearer,
  ensureTestPacks,
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
  TEST_BILLING,
} from './testing/payment-fixtures'

describeEachDatabase('invoice requests and the administrator confirmation', (database) => {
  const dependencies = paymentDependencies(() => database.handle())
  let acme: PaymentTenant
  let other: PaymentTenant

  beforeAll(async () => {
    await ensureTestPacks(database.handle())
    acme = await makePaymentTenant(database.handle(), 'pay-acme')
    other = await makePaymentTenant(database.handle(), 'pay-other')
  })

  const requestInvoice = (userId: string, body: unknown) =>
    handleInvoiceRequest(post('/api/payment/invoice', body, bearer(userId)), dependencies)
  const decide = (body: unknown, token = ADMIN_TOKEN) =>
    handlePurchaseDecision(post('/api/payment/admin/decision', body, bearer(token)), dependencies)
  const balanceOf = async (tenantId: string) => (await getBalance(database.handle().db, tenantId)).balance

  it('credits an invoice request only after the administrator confirms, and only once', async () => {
    const before = await balanceOf(acme.tenantId)
    const created = await requestInvoice(acme.owner, { packId: 'pack-s', ...TEST_BILLING })
    expect(created.status).toBe(201)
    const { purchase } = (await created.json()) as {
      purchase: { id: string; status: string; tokens: number }
    }
    expect(purchase).toMatchObject({ status: 'pending', tokens: 100_000 })
    expect(await balanceOf(acme.tenantId)).toBe(before)

    const confirmations = await Promise.all(
      [1, 2, 3].map(() =>
        decide({ tenantId: acme.tenantId, purchaseId: purchase.id, decision: 'confirm', note: '入金確認' }),
      ),
    )
    expect(confirmations.map((response) => response.status)).toEqual([200, 200, 200])
    const changed = await Promise.all(
      confirmations.map(async (response) => ((await response.json()) as { changed: boolean }).changed),
    )
    expect(changed.filter(Boolean)).toHaveLength(1)
    expect(await balanceOf(acme.tenantId)).toBe(before + 100_000)

    const again = await decide({ tenantId: acme.tenantId, purchaseId: purchase.id, decision: 'confirm' })
    expect(((await again.json()) as { changed: boolean }).changed).toBe(false)
    expect(await balanceOf(acme.tenantId)).toBe(before + 100_000)

    const audit = await database
      .handle()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, acme.tenantId), eq(auditLog.target, purchase.id)))
    expect(audit.map((row) => row.action).sort()).toEqual(['purchase.confirm', 'purchase.invoice_request'])
    expect(audit.find((row) => row.action === 'purchase.confirm')?.actor).toBe('admin:admin-user')

    const rejectConfirmed = await decide({
      tenantId: acme.tenantId,
      purchaseId: purchase.id,
      decision: 'reject',
      note: 'x',
    })
    expect(rejectConfirmed.status).toBe(409)
  })

  it('a rejected request credits nothing, needs a note, and cannot be confirmed afterwards', async () => {
    const before = await balanceOf(acme.tenantId)
    const created = await requestInvoice(acme.admin, { packId: 'pack-l', ...TEST_BILLING })
    const { purchase } = (await created.json()) as { purchase: { id: string } }
    const withoutNote = await decide({ tenantId: acme.tenantId, purchaseId: purchase.id, decision: 'reject' })
    expect(withoutNote.status).toBe(400)
    expect(await withoutNote.json()).toMatchObject({ fieldErrors: { note: 'validation.required' } })
    const rejected = await decide({
      tenantId: acme.tenantId,
      purchaseId: purchase.id,
      decision: 'reject',
      note: '請求先が不明です',
    })
    expect(rejected.status).toBe(200)
    expect(await rejected.json()).toMatchObject({
      changed: true,
      purchase: { status: 'canceled', decisionNote: '請求先が不明です' },
    })
    const confirm = await decide({ tenantId: acme.tenantId, purchaseId: purchase.id, decision: 'confirm' })
    expect(confirm.status).toBe(409)
    expect(await balanceOf(acme.tenantId)).toBe(before)
  })

  it('a member cannot buy: 403 in Japanese and English, nothing stored', async () => {
    const countBefore = (await listAllPurchases(database.handle().db, { tenantId: acme.tenantId })).length
    const response = await requestInvoice(acme.member, { packId: 'pack-s', ...TEST_BILLING })
    expect(response.status).toBe(403)
    const body = (await response.json()) as { error: string; messages: { ja: string; en: string } }
    expect(body.error).toBe('forbidden')
    expect(body.messages.ja).toContain('オーナーと管理者')
    expect(body.messages.en).toBe('Only owners and admins can buy tokens.')
    const page = await loadPaymentPage(
      database.handle().db,
      { tenantId: acme.tenantId, userId: acme.member, role: 'member' },
      { stripeEnabled: false },
    )
    expect(page.canBuy).toBe(false)
    expect(page.purchases).toHaveLength(countBefore)
  })

  it('bad input gets field errors (400) and an unknown pack 404, never a 500', async () => {
    const invalid = await requestInvoice(acme.owner, {
      packId: '',
      billingName: '',
      billingAddress: 'x',
      billingEmail: 'nope',
    })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({
      error: 'invalid_input',
      fieldErrors: {
        packId: 'validation.choose',
        billingName: 'validation.required',
        billingEmail: 'validation.email',
      },
    })
    const notJson = await requestInvoice(acme.owner, '{oops')
    expect(notJson.status).toBe(400)
    const unknownPack = await requestInvoice(acme.owner, { packId: 'no-such-pack', ...TEST_BILLING })
    expect(unknownPack.status).toBe(404)
    expect(((await unknownPack.json()) as { messages: { ja: string } }).messages.ja).toContain(
      'トークンパック',
    )
  })

  it('only the system administrator decides; another tenant id finds nothing', async () => {
    const created = await requestInvoice(other.owner, { packId: 'pack-s', ...TEST_BILLING })
    const { purchase } = (await created.json()) as { purchase: { id: string } }
    const byOwner = await decide(
      { tenantId: other.tenantId, purchaseId: purchase.id, decision: 'confirm' },
      other.owner,
    )
    expect(byOwner.status).toBe(403)
    const anonymous = await handlePurchaseDecision(
      post(
        '/api/payment/admin/decision',
        { tenantId: other.tenantId, purchaseId: purchase.id, decision: 'confirm' },
        {},
      ),
      dependencies,
    )
    expect(anonymous.status).toBe(401)
    const wrongTenant = await decide({
      tenantId: acme.tenantId,
      purchaseId: purchase.id,
      decision: 'confirm',
    })
    expect(wrongTenant.status).toBe(404)
    const pending = await listAllPurchases(database.handle().db, {
      status: 'pending',
      tenantId: other.tenantId,
    })
    expect(pending.map((row) => row.id)).toContain(purchase.id)
    expect(pending.every((row) => row.tenantSlug === 'pay-other')).toBe(true)
  })
})
