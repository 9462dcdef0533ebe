import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { auditLog, tokenLedger } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { post } from '../chat/testing/http-client'
import { getBalance, ledgerTotal } from '../ledger/ledger.server'
import { handleCheckout } from './payment-http.server'
import { listTenantPurchases } from './purchases.server'
import { type ConfiguredStripe, makeStripe } from './stripe-client.server'
import { handleStripeWebhook } from './stripe-webhook.server'
import {
  bearer,
  ensureTestPacks,
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
} from './testing/payment-fixtures'
import { webhookRequest } from './testing/plan-stripe-harness'
import { type StripeTestServer, startStripeTestServer } from './testing/stripe-test-server'

describeEachDatabase('Stripe Checkout and its signed webhook', (database) => {
  let stripeServer: StripeTestServer
  let stripe: ConfiguredStripe
  let tenant: PaymentTenant
  const dependencies = paymentDependencies(
    () => database.handle(),
    () => stripe,
  )

  beforeAll(async () => {
    stripeServer = await startStripeTestServer()
    const configured = makeStripe({
      secretKey: stripeServer.secretKey,
      webhookSecret: stripeServer.webhookSecret,
      apiBase: stripeServer.url,
    })
    if (!configured) throw new Error('Stripe not configured')
    stripe = configured
    await ensureTestPacks(database.handle())
    tenant = await makePaymentTenant(database.handle(), 'stripe-co')
  })
  afterAll(async () => {
    await stripeServer.close()
  })

  const checkout = async (userId: string, packId = 'pack-s') => {
    const response = await handleCheckout(
      post('/api/payment/checkout', { packId }, bearer(userId)),
      dependencies,
    )
    return {
      response,
      body: (await response.json()) as { url?: string; purchase?: { id: string; stripeSessionId: string } },
    }
  }
  const webhook = (payload: string, signature: string | null) =>
    handleStripeWebhook(webhookRequest(payload, signature), dependencies)
  const balance = async () => (await getBalance(database.handle().db, tenant.tenantId)).balance

  it('creates a Checkout session at the Stripe stand-in for the pack price, with the purchase in its metadata', async () => {
    const { response, body } = await checkout(tenant.admin)
    expect(response.status).toBe(201)
    expect(body.url).toMatch(new RegExp(`^${stripeServer.url}/pay/cs_test_`))
    const sessionId = body.purchase?.stripeSessionId ?? ''
    const session = stripeServer.sessions.get(sessionId)
    expect(session).toMatchObject({
      amount_total: 1_100,
      currency: 'jpy',
      client_reference_id: body.purchase?.id,
    })
    expect(session?.metadata).toMatchObject({ tenantId: tenant.tenantId, purchaseId: body.purchase?.id })
    expect(session?.success_url).toBe(
      `http://localhost:3000/payment?checkout=success&purchase=${body.purchase?.id}`,
    )
    const request = stripeServer.requests.at(-1)
    expect(request?.idempotencyKey).toBe(`checkout:${body.purchase?.id}`)
  })

  it('a member cannot start a checkout (403), and a Stripe outage is a 502 with the purchase marked failed', async () => {
    const { response } = await checkout(tenant.member)
    expect(response.status).toBe(403)
    stripeServer.failNext()
    stripeServer.failNext()
    const failed = await checkout(tenant.owner)
    expect(failed.response.status).toBe(502)
    const purchases = await listTenantPurchases(database.handle().db, tenant.tenantId)
    expect(purchases[0]?.status).toBe('failed')
  })

  it('the same signed paid event posted 10 times credits the pack once', async () => {
    const { body } = await checkout(tenant.owner, 'pack-l')
    const sessionId = body.purchase?.stripeSessionId ?? ''
    const before = await balance()
    const payload = stripeServer.event('checkout.session.completed', sessionId, {
      status: 'complete',
      payment_status: 'paid',
    })
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => webhook(payload, stripeServer.sign(payload))),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200))
    const outcomes = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { outcome: string }).outcome),
    )
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'already-credited')).toHaveLength(9)
    expect(await balance()).toBe(before + 1_000_000)
    expect(await ledgerTotal(database.handle().db, tenant.tenantId)).toBe(await balance())
    const entries = await database
      .handle()
      .db.select()
      .from(tokenLedger)
      .where(
        and(
          eq(tokenLedger.tenantId, tenant.tenantId),
          eq(tokenLedger.idempotencyKey, `stripe:checkout:${sessionId}`),
        ),
      )
    expect(entries).toHaveLength(1)
    const purchases = await listTenantPurchases(database.handle().db, tenant.tenantId)
    expect(purchases.find((purchase) => purchase.stripeSessionId === sessionId)?.status).toBe('paid')
    const audits = await database
      .handle()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.tenantId), eq(auditLog.action, 'purchase.paid')))
    expect(audits).toHaveLength(1)

    // A different event about the same session (async_payment_succeeded after completed) adds nothing.
    const second = stripeServer.event('checkout.session.async_payment_succeeded', sessionId, {
      payment_status: 'paid',
    })
    expect((await webhook(second, stripeServer.sign(second))).status).toBe(200)
    expect(await balance()).toBe(before + 1_000_000)
  })

  it('a wrong signature, a missing one, a tampered body or a stale timestamp: 400 and nothing credited', async () => {
    const { body } = await checkout(tenant.owner)
    const sessionId = body.purchase?.stripeSessionId ?? ''
    const before = await balance()
    const payload = stripeServer.event('checkout.session.completed', sessionId, { payment_status: 'paid' })

    const wrongSecret = await webhook(payload, stripeServer.sign(payload, { secret: 'whsec_not_the_secret' }))
    expect(wrongSecret.status).toBe(400)
    expect(await wrongSecret.json()).toMatchObject({
      error: 'invalid_signature',
      messages: {
        ja: 'Webhook の署名を確認できませんでした。',
        en: 'The webhook signature could not be verified.',
      },
    })
    expect((await webhook(payload, null)).status).toBe(400)
    expect((await webhook(payload, 'garbage')).status).toBe(400)

    const signature = stripeServer.sign(payload)
    const tampered = payload.replace('"amount_total":1100', '"amount_total":1')
    expect(tampered).not.toBe(payload)
    expect((await webhook(tampered, signature)).status).toBe(400)

    const stale = stripeServer.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 60 * 60 })
    expect((await webhook(payload, stale)).status).toBe(400)

    expect(await balance()).toBe(before)
    const purchase = (await listTenantPurchases(database.handle().db, tenant.tenantId)).find(
      (row) => row.stripeSessionId === sessionId,
    )
    expect(purchase?.status).toBe('pending')
  })

  it('an unpaid completion waits, an expired session fails the purchase, unknown sessions and events are ignored', async () => {
    const { body } = await checkout(tenant.owner)
    const sessionId = body.purchase?.stripeSessionId ?? ''
    const before = await balance()
    const unpaid = stripeServer.event('checkout.session.completed', sessionId, { payment_status: 'unpaid' })
    expect(await (await webhook(unpaid, stripeServer.sign(unpaid))).json()).toMatchObject({
      outcome: 'awaiting-payment',
    })
    const expired = stripeServer.event('checkout.session.expired', sessionId, { status: 'expired' })
    expect(await (await webhook(expired, stripeServer.sign(expired))).json()).toMatchObject({
      outcome: 'marked',
    })
    const purchase = (await listTenantPurchases(database.handle().db, tenant.tenantId)).find(
      (row) => row.stripeSessionId === sessionId,
    )
    expect(purchase?.status).toBe('failed')
    const other = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    })
    expect(await (await webhook(other, stripeServer.sign(other))).json()).toMatchObject({
      outcome: 'ignored',
    })
    expect(await balance()).toBe(before)
  })

  it('a paid session whose amount differs from the purchase is not credited', async () => {
    const { body } = await checkout(tenant.owner)
    const sessionId = body.purchase?.stripeSessionId ?? ''
    const before = await balance()
    const payload = stripeServer.event('checkout.session.completed', sessionId, {
      payment_status: 'paid',
      amount_total: 1,
    })
    expect((await webhook(payload, stripeServer.sign(payload))).status).toBe(200)
    expect(await balance()).toBe(before)
  })
})
