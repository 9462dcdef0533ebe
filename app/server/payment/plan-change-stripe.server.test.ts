/**
 * Plan changes through Stripe (ADR 029), against the local stand-in with the real `stripe` client
 * and webhooks signed by Stripe's own helper: the plan changes only on a verified event, once
 * however often Stripe retries; `invoice.paid` grants a month once; a tampered event changes
 * nothing. On both databases.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startOfNextJapanMonth } from '#app/lib/japan-day.shared'
import { describeEachDatabase } from '#db/testing'
import { billingMonth } from '../ledger/plan-grants.server'
import { loadPaymentPage } from './payment-page.server'
import { ensureTestPlans, makePaymentTenant, TEST_PLANS } from './testing/payment-fixtures'
import { auditOf, changesOf, monthGrants, tenantRow } from './testing/plan-change-client'
import { type PlanStripeHarness, startPlanStripeHarness } from './testing/plan-stripe-harness'

describeEachDatabase('plan changes paid through Stripe Checkout and subscriptions', (database) => {
  const db = () => database.handle().db
  let stripe: PlanStripeHarness
  const month = billingMonth()
  const nextMonth = billingMonth(startOfNextJapanMonth(new Date()))

  beforeAll(async () => {
    await ensureTestPlans(database.handle())
    stripe = await startPlanStripeHarness(() => database.handle())
  })
  afterAll(async () => {
    await stripe.close()
  })

  const sessionOf = (checkoutUrl: string | undefined) => checkoutUrl?.split('/').pop() ?? ''

  it('an upgrade opens a monthly subscription Checkout; only the signed webhook applies it, once', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'st-up', { planId: TEST_PLANS.free.id })
    const { status, body } = await stripe.api.request(tenant.owner, { planId: TEST_PLANS.pro.id })
    expect(status).toBe(202)
    expect(Object.keys(body).sort()).toEqual(['checkoutUrl', 'planChangeId'])
    expect(body.checkoutUrl).toMatch(new RegExp(`^${stripe.server.url}/pay/cs_test_`))
    const sessionId = sessionOf(body.checkoutUrl)
    const created = stripe.server.requests.find((request) => request.path === '/v1/checkout/sessions')
    expect(created?.idempotencyKey).toBe(`plan-checkout:${body.planChangeId}`)
    expect(Object.fromEntries(created?.params ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'jpy',
      'line_items[0][price_data][unit_amount]': '29800',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[planChangeId]': body.planChangeId,
      'subscription_data[metadata][planChangeId]': body.planChangeId,
      'subscription_data[metadata][tenantId]': tenant.tenantId,
    })

    // Paid at Stripe, the browser back on /payment: still the old plan until Stripe says so.
    const { subscription, invoice } = stripe.server.completeSession(sessionId)
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe(TEST_PLANS.free.id)
    const paid = stripe.server.event('checkout.session.completed', sessionId, {}, 'evt_plan_paid')
    const now = Math.floor(Date.now() / 1000)
    const forged = [
      stripe.deliver(paid.replace('"amount_total":29800', '"amount_total":1'), stripe.server.sign(paid)),
      stripe.deliver(paid, stripe.server.sign(paid, { secret: 'whsec_attacker' })),
      stripe.deliver(paid, stripe.server.sign(paid, { timestamp: now - 3600 })),
      stripe.deliver(paid, null),
    ]
    expect((await Promise.all(forged)).map((answer) => answer.status)).toEqual([400, 400, 400, 400])
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe(TEST_PLANS.free.id)

    const retries = await Promise.all(Array.from({ length: 10 }, () => stripe.deliver(paid)))
    const another = await stripe.deliver(stripe.server.event('checkout.session.completed', sessionId))
    const outcomes = [...retries, another].map((answer) => answer.outcome)
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'already-applied')).toHaveLength(10)
    expect(await tenantRow(db(), tenant.tenantId)).toMatchObject({
      planId: TEST_PLANS.pro.id,
      stripeCustomerId: subscription?.customer,
      stripeSubscriptionId: subscription?.id,
    })
    expect((await monthGrants(db(), tenant.tenantId, month)).total).toBe(50_000)
    expect((await auditOf(db(), tenant.tenantId, 'plan.change'))[0]?.actor).toMatch(/^stripe:evt_/)

    // The first invoice is this month: already granted with the change, so it grants nothing more.
    const firstInvoice = stripe.server.objectEvent('invoice.paid', invoice?.id ?? '')
    const first = await Promise.all([1, 2, 3].map(() => stripe.deliver(firstInvoice)))
    expect(first.map((answer) => answer.outcome)).toEqual([
      'already-granted',
      'already-granted',
      'already-granted',
    ])
    expect((await monthGrants(db(), tenant.tenantId, month)).total).toBe(50_000)

    // Next month's renewal grants that month once, however often it is delivered.
    const renewal = stripe.server.renew(
      subscription?.id ?? '',
      new Date(startOfNextJapanMonth(new Date()).getTime() + 3600_000),
    )
    const renewed = await Promise.all(
      [1, 2, 3, 4].map(() => stripe.deliver(stripe.server.objectEvent('invoice.paid', renewal.id))),
    )
    expect(renewed.map((answer) => answer.outcome).sort()).toEqual([
      'already-granted',
      'already-granted',
      'already-granted',
      'granted',
    ])
    const next = await monthGrants(db(), tenant.tenantId, nextMonth)
    expect(next.rows).toEqual([{ key: `plan_grant:${nextMonth}`, amount: 50_000 }])
    expect(await auditOf(db(), tenant.tenantId, 'plan.renew')).toHaveLength(1)
  })

  it('the first invoice arriving before the session event applies the change (same price, more credits)', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'st-invoice-first')
    const { body } = await stripe.api.request(tenant.owner, { planId: TEST_PLANS.plus.id })
    expect(body.checkoutUrl).toBeDefined()
    const { subscription, invoice } = stripe.server.completeSession(sessionOf(body.checkoutUrl))
    const invoicePaid = stripe.server.objectEvent('invoice.paid', invoice?.id ?? '')
    expect((await stripe.deliver(invoicePaid)).outcome).toBe('applied')
    expect((await stripe.deliver(invoicePaid)).outcome).toBe('already-granted')
    expect(await tenantRow(db(), tenant.tenantId)).toMatchObject({
      planId: TEST_PLANS.plus.id,
      stripeSubscriptionId: subscription?.id,
    })
    // Standard's 10,000 this month, topped up to Plus's 15,000.
    expect((await monthGrants(db(), tenant.tenantId, month)).total).toBe(15_000)
    const late = await stripe.deliver(
      stripe.server.event('checkout.session.completed', sessionOf(body.checkoutUrl)),
    )
    expect(late.outcome).toBe('already-applied')
    expect((await monthGrants(db(), tenant.tenantId, month)).total).toBe(15_000)
  })

  it('a paid session for another amount marks the change failed, keeps the plan and stops the subscription', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'st-amount')
    const { body } = await stripe.api.request(tenant.owner, { planId: TEST_PLANS.pro.id })
    const sessionId = sessionOf(body.checkoutUrl)
    const { subscription } = stripe.server.completeSession(sessionId)
    const answer = await stripe.deliver(
      stripe.server.event('checkout.session.completed', sessionId, { amount_total: 100 }),
    )
    expect(answer).toEqual({ status: 200, outcome: 'marked' })
    expect((await changesOf(db(), tenant.tenantId))[0]).toMatchObject({
      status: 'failed',
      decisionNote: 'amount_mismatch',
    })
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe('standard')
    expect(stripe.server.subscriptions.get(subscription?.id ?? '')?.status).toBe('canceled')
  })

  it('an expired session marks the change failed; the owner is told once', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'st-expired')
    const { body } = await stripe.api.request(tenant.owner, { planId: TEST_PLANS.pro.id })
    const expired = stripe.server.event('checkout.session.expired', sessionOf(body.checkoutUrl), {
      status: 'expired',
    })
    expect((await stripe.deliver(expired)).outcome).toBe('marked')
    expect((await stripe.deliver(expired)).outcome).toBe('ignored')
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe('standard')
    const member = { tenantId: tenant.tenantId, userId: tenant.owner, role: 'owner' as const }
    const page = await loadPaymentPage(db(), member, { stripeEnabled: true })
    expect(page.changeOutcome).toMatchObject({ status: 'failed', method: 'stripe', note: 'checkout_expired' })
    await stripe.api.acknowledge(tenant.owner, body.planChangeId ?? '')
    expect((await loadPaymentPage(db(), member, { stripeEnabled: true })).changeOutcome).toBeNull()
  })

  it('withdrawing expires the open session; a session already paid cannot be withdrawn', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'st-withdraw')
    const first = await stripe.api.request(tenant.owner, { planId: TEST_PLANS.pro.id })
    expect((await stripe.api.withdraw(tenant.owner)).status).toBe(200)
    expect(stripe.server.sessions.get(sessionOf(first.body.checkoutUrl))?.status).toBe('expired')

    const second = await stripe.api.request(tenant.owner, { planId: TEST_PLANS.pro.id })
    const sessionId = sessionOf(second.body.checkoutUrl)
    stripe.server.completeSession(sessionId)
    const refused = await stripe.api.withdraw(tenant.owner)
    expect(refused.status).toBe(409)
    expect(refused.body.messages?.en).toContain('already been paid')
    expect((await stripe.deliver(stripe.server.event('checkout.session.completed', sessionId))).outcome).toBe(
      'applied',
    )
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe(TEST_PLANS.pro.id)
  })

  it('a Stripe outage is a 502 and the change is marked failed, so a new request can go in', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'st-outage')
    // The client retries once: two failures in a row are an outage.
    stripe.server.failNext()
    stripe.server.failNext()
    const answer = await stripe.api.request(tenant.owner, { planId: TEST_PLANS.pro.id })
    expect(answer.status).toBe(502)
    expect((await changesOf(db(), tenant.tenantId))[0]).toMatchObject({ status: 'failed' })
    expect((await stripe.api.request(tenant.owner, { planId: TEST_PLANS.pro.id })).status).toBe(202)
  })

  it('an upgrade from a paid subscription replaces it; the old one is canceled with its unused days credited', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'st-replace', { planId: TEST_PLANS.free.id })
    const old = await stripe.subscribe(tenant.owner, TEST_PLANS.lite.id)
    const customer = (await tenantRow(db(), tenant.tenantId)).stripeCustomerId
    const replacement = await stripe.subscribe(tenant.owner, TEST_PLANS.pro.id)
    const opened = stripe.server.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)
    expect(opened?.params.get('customer')).toBe(customer)
    expect(stripe.server.subscriptions.get(old)).toMatchObject({
      status: 'canceled',
      cancellation: { prorate: true },
    })
    expect(await tenantRow(db(), tenant.tenantId)).toMatchObject({
      planId: TEST_PLANS.pro.id,
      stripeSubscriptionId: replacement,
    })
    // Stripe then reports the old subscription deleted: it is no longer the tenant's, nothing changes.
    const deleted = stripe.server.objectEvent('customer.subscription.deleted', old)
    expect((await stripe.deliver(deleted)).outcome).toBe('ignored')
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe(TEST_PLANS.pro.id)
    expect((await monthGrants(db(), tenant.tenantId, month)).total).toBe(50_000)
  })

  it('the subscription ending puts the tenant back on its application’s free-registration plan', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'st-ended', { planId: TEST_PLANS.free.id })
    const subscription = await stripe.subscribe(tenant.owner, TEST_PLANS.pro.id)
    await stripe.api.request(tenant.owner, { planId: TEST_PLANS.lite.id })
    const balanceBefore = (await monthGrants(db(), tenant.tenantId, month)).total
    const deleted = stripe.server.objectEvent('customer.subscription.deleted', subscription, {
      status: 'canceled',
    })
    expect((await stripe.deliver(deleted)).outcome).toBe('ended')
    expect((await stripe.deliver(deleted)).outcome).toBe('ignored')
    // The test application starts free registrations on `standard`.
    expect(await tenantRow(db(), tenant.tenantId)).toMatchObject({
      planId: 'standard',
      stripeSubscriptionId: null,
    })
    const scheduled = (await changesOf(db(), tenant.tenantId)).find((change) => change.method === 'scheduled')
    expect(scheduled).toMatchObject({ status: 'canceled', decisionNote: 'subscription_ended' })
    expect((await monthGrants(db(), tenant.tenantId, month)).total).toBe(balanceBefore)
    expect(await auditOf(db(), tenant.tenantId, 'plan.subscription_ended')).toHaveLength(1)
  })
})
