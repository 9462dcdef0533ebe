import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { loadAdminPurchases } from './admin-purchases-page.server'
import { recordPlanChangeRequest } from './plan-change.server'
import { confirmPlanChange } from './plan-invoice.server'
import { refundPurchase } from './refunds.server'
import {
  ensureTestPacks,
  ensureTestPlans,
  makePaymentTenant,
  type PaymentTenant,
  TEST_PLANS,
} from './testing/payment-fixtures'

describeEachDatabase('the administrator’s purchase list', (database) => {
  const db = () => database.handle().db
  let bulk: PaymentTenant

  beforeAll(async () => {
    await ensureTestPacks(database.handle())
    bulk = await makePaymentTenant(database.handle(), 'purchases-bulk')
    // One statement: 2,400 purchases, every third confirmed, one per minute back in time.
    await db().execute(sql`
      insert into token_purchases (tenant_id, id, pack_id, pack_name, tokens, price_jpy, method, status, requested_by, created_at)
      select ${bulk.tenantId}, 'bulk-' || lpad(g::text, 4, '0'), 'pack-s', 'スモール', 100, 1100, 'invoice',
             case when g % 3 = 0 then 'confirmed' else 'pending' end, ${bulk.owner},
             now() - g * interval '1 minute'
      from generate_series(1, 2400) as g`)
  })

  it('pages and filters thousands of purchases on the server, newest first, with their refunds', async () => {
    const first = await loadAdminPurchases(db(), { page: 0, pageSize: 25 })
    expect(first.total).toBe(2400)
    expect(first.purchases).toHaveLength(25)
    expect(first.purchases[0]?.id).toBe('bulk-0001')
    // The name it was bought under, and the pack's English name for the English console.
    expect(first.purchases[0]).toMatchObject({ packName: 'スモール', packNameEn: 'Small' })
    // No tenant list for the filter: its picker searches the server; only the chosen one's label.
    expect(first).not.toHaveProperty('tenants')
    expect(first.tenantChoice).toBeNull()
    const last = await loadAdminPurchases(db(), { page: 95, pageSize: 25 })
    expect(last.purchases.map((row) => row.id).at(-1)).toBe('bulk-2400')
    const confirmed = await loadAdminPurchases(db(), {
      status: 'confirmed',
      tenantId: bulk.tenantId,
      page: 0,
      pageSize: 100,
    })
    expect(confirmed.total).toBe(800)
    expect(confirmed.tenantChoice).toEqual({
      value: bulk.tenantId,
      label: expect.stringMatching(/ \(purchases-bulk\)$/),
    })
    expect(confirmed.purchases.every((row) => row.status === 'confirmed')).toBe(true)

    await refundPurchase(db(), {
      tenantId: bulk.tenantId,
      purchaseId: 'bulk-0003',
      reason: '返金',
      actor: 'admin:a',
    })
    const page = await loadAdminPurchases(db(), { tenantId: bulk.tenantId, page: 0, pageSize: 5 })
    const refunded = page.purchases.find((row) => row.id === 'bulk-0003')
    expect(refunded?.refund).toMatchObject({ reason: '返金', refundedBy: 'admin:a' })
    expect((refunded?.refund?.tokensTakenBack ?? 0) + (refunded?.refund?.tokensNotRecovered ?? 0)).toBe(100)
    expect(page.purchases.filter((row) => row.refund !== null)).toHaveLength(1)
  })

  it('lists plan changes beside the purchases: invoice requests to decide first, under the same filters', async () => {
    await ensureTestPlans(database.handle())
    const stripeTenant = await makePaymentTenant(database.handle(), 'purchases-plan-stripe')
    const invoiceTenant = await makePaymentTenant(database.handle(), 'purchases-plan-invoice')
    const caller = (tenant: PaymentTenant) => ({
      tenantId: tenant.tenantId,
      userId: tenant.owner,
      role: 'owner' as const,
    })
    const invoiced = await recordPlanChangeRequest(
      db(),
      caller(invoiceTenant),
      {
        planId: TEST_PLANS.pro.id,
        billingName: '株式会社B',
        billingAddress: '東京都',
        billingEmail: 'b@example.test',
      },
      { stripeEnabled: false },
    )
    await recordPlanChangeRequest(
      db(),
      caller(stripeTenant),
      { planId: TEST_PLANS.pro.id },
      { stripeEnabled: true },
    )
    const all = await loadAdminPurchases(db(), { page: 0, pageSize: 5 })
    expect(
      all.planChanges.map((row) => [row.tenantSlug, row.method, row.fromPlanName, row.toPlanName]),
    ).toEqual([
      ['purchases-plan-invoice', 'invoice', 'スタンダード', 'プロ'],
      ['purchases-plan-stripe', 'stripe', 'スタンダード', 'プロ'],
    ])
    expect(all.planChanges[0]).toMatchObject({
      priceJpy: 29_800,
      billingName: '株式会社B',
      toPlanNameEn: 'Pro',
    })
    const oneTenant = await loadAdminPurchases(db(), {
      tenantId: stripeTenant.tenantId,
      page: 0,
      pageSize: 5,
    })
    expect(oneTenant.planChanges.map((row) => row.method)).toEqual(['stripe'])
    await confirmPlanChange(db(), {
      tenantId: invoiceTenant.tenantId,
      planChangeId: invoiced.change.id,
      actor: 'admin:a',
    })
    const confirmed = await loadAdminPurchases(db(), { status: 'confirmed', page: 0, pageSize: 5 })
    expect(confirmed.planChanges.map((row) => [row.id, row.status])).toEqual([
      [invoiced.change.id, 'applied'],
    ])
    const pending = await loadAdminPurchases(db(), { status: 'pending', page: 0, pageSize: 5 })
    expect(pending.planChanges.map((row) => row.tenantSlug)).toEqual(['purchases-plan-stripe'])
  })
})
