/**
 * Stripe webhooks against the production build on PostgreSQL (issue 9, item 5): Checkout
 * sessions are opened over HTTP at a local stand-in for Stripe's API, then every event Stripe
 * could send about them — replayed many times, in any order, at once — is posted together with
 * tampered, wrongly signed and stale copies. Each paid session is credited exactly once, a
 * failed one never, a forged or stale event changes nothing, and no request gets a 5xx.
 */
import { and, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type StripeTestServer,
  startStripeTestServer,
} from '../app/server/payment/testing/stripe-test-server'
import type { DbHandle } from '../db/client'
import { tokenLedger, tokenPurchases } from '../db/schema'
import { type SignedIn, signIn } from './support/chat-client'
import { type OpsaiServer, startOpsaiServer } from './support/opsai-server'
import { startThrowawayPostgres, type ThrowawayPostgres } from './support/throwaway-postgres'
import {
  balanceOf,
  expectLedgerInvariant,
  makeTenant,
  openServerDatabase,
  type TestTenant,
} from './support/world'

/** Pack id → [tokens, price] as the demo seed sells them (db/seeds/packs.yaml). */
const PACKS = { 'tokens-100k': 100_000, 'tokens-500k': 500_000, 'tokens-1m': 1_000_000 } as const
type PackId = keyof typeof PACKS
type Fate = 'card-paid' | 'delayed-paid' | 'delayed-failed'

interface Session {
  tenant: TestTenant
  packId: PackId
  id: string
  purchaseId: string
  fate: Fate
}

interface Delivery {
  session: Session
  label: string
  payload: string
  signature: string | null
  /** What the server must answer: 200 for a genuine event, 400 for a bad signature. */
  expect: 200 | 400
}

/** A deterministic shuffle, so a failing order can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  const result = [...items]
  let state = seed
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    const other = state % (index + 1)
    ;[result[index], result[other]] = [result[other] as T, result[index] as T]
  }
  return result
}

describe('Stripe webhooks replayed, reordered, tampered and stale, all at once', () => {
  let pg: ThrowawayPostgres
  let stripe: StripeTestServer
  let server: OpsaiServer
  let handle: DbHandle
  const tenants: TestTenant[] = []
  const owners = new Map<string, SignedIn>()
  const sessions: Session[] = []
  const tally = { sent: 0, accepted: 0, refused: 0, credited: 0 }

  beforeAll(async () => {
    pg = await startThrowawayPostgres()
    stripe = await startStripeTestServer()
    server = await startOpsaiServer({
      databaseUrl: pg.url,
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        OPSAI_STRIPE_API_BASE: stripe.url,
      },
    })
    handle = await openServerDatabase({ databaseUrl: pg.url })
    for (let index = 0; index < 3; index += 1) {
      const tenant = await makeTenant(handle.db, 'stripe', 0)
      tenants.push(tenant)
      owners.set(tenant.tenantId, await signIn(server.url, tenant.owner))
    }
    const fates: Fate[] = ['card-paid', 'card-paid', 'delayed-paid', 'delayed-failed']
    const packIds = Object.keys(PACKS) as PackId[]
    for (let index = 0; index < 12; index += 1) {
      const tenant = tenants[index % tenants.length] as TestTenant
      const packId = packIds[index % packIds.length] as PackId
      const response = await fetch(`${server.url}/api/payment/checkout`, {
        method: 'POST',
        headers: {
          authorization: owners.get(tenant.tenantId)?.bearer ?? '',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ packId }),
      })
      expect(response.status).toBe(201)
      const body = (await response.json()) as { purchase: { id: string; stripeSessionId: string } }
      sessions.push({
        tenant,
        packId,
        id: body.purchase.stripeSessionId,
        purchaseId: body.purchase.id,
        fate: fates[index % fates.length] as Fate,
      })
    }
  })

  afterAll(async () => {
    await handle?.close()
    await server?.stop()
    await stripe?.close()
    pg?.stop()
    console.log(`[resilience] stripe webhooks: ${JSON.stringify({ sessions: sessions.length, ...tally })}`)
  })

  /** What Stripe sends for a session of this fate, each event replayed, plus forgeries of it. */
  function deliveriesFor(session: Session): Delivery[] {
    const genuine = (label: string, type: string, overrides: Record<string, unknown>, times: number) => {
      const payload = stripe.event(type, session.id, overrides)
      // Stripe's retries resend the same event (same id); each delivery is signed afresh.
      return Array.from({ length: times }, () => ({
        session,
        label,
        payload,
        signature: stripe.sign(payload),
        expect: 200 as const,
      }))
    }
    const paid = { status: 'complete', payment_status: 'paid' } as const
    const unpaid = { status: 'complete', payment_status: 'unpaid' } as const
    const events =
      session.fate === 'card-paid'
        ? [
            ...genuine('completed paid', 'checkout.session.completed', paid, 5),
            ...genuine('async succeeded', 'checkout.session.async_payment_succeeded', paid, 2),
          ]
        : session.fate === 'delayed-paid'
          ? [
              ...genuine('completed unpaid', 'checkout.session.completed', unpaid, 3),
              ...genuine('async succeeded', 'checkout.session.async_payment_succeeded', paid, 4),
            ]
          : [
              ...genuine('completed unpaid', 'checkout.session.completed', unpaid, 3),
              ...genuine('async failed', 'checkout.session.async_payment_failed', unpaid, 3),
            ]
    const claim = stripe.event('checkout.session.completed', session.id, paid)
    const now = Math.floor(Date.now() / 1000)
    const forged = (label: string, payload: string, signature: string | null) => ({
      session,
      label,
      payload,
      signature,
      expect: 400 as const,
    })
    return [
      ...events,
      // The amount lowered after signing.
      forged('tampered amount', claim.replace(/"amount_total":\d+/, '"amount_total":1'), stripe.sign(claim)),
      // Signed over another body: a failed session's event turned into a paid one.
      forged('tampered status', claim, stripe.sign(claim.replace('"paid"', '"unpaid"'))),
      forged('wrong secret', claim, stripe.sign(claim, { secret: 'whsec_attacker' })),
      forged('stale (1 h old)', claim, stripe.sign(claim, { timestamp: now - 3600 })),
      forged('no signature', claim, null),
    ]
  }

  async function deliver(delivery: Delivery) {
    const response = await fetch(`${server.url}/api/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
      },
      body: delivery.payload,
    })
    const body = (await response.json()) as { outcome?: string }
    tally.sent += 1
    if (response.status === 200) tally.accepted += 1
    else tally.refused += 1
    if (body.outcome === 'credited') tally.credited += 1
    return { delivery, status: response.status, outcome: body.outcome }
  }

  async function expectCreditedExactlyOnce() {
    const sessionIds = sessions.map((session) => session.id)
    const credits = await handle.db
      .select({ key: tokenLedger.idempotencyKey, amount: tokenLedger.amount, tenantId: tokenLedger.tenantId })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.kind, 'purchase'), like(tokenLedger.idempotencyKey, 'stripe:checkout:%')))
    const purchases = await handle.db
      .select()
      .from(tokenPurchases)
      .where(inArray(tokenPurchases.stripeSessionId, sessionIds))
    const expected = new Map<string, number>()
    for (const session of sessions) {
      const entries = credits.filter((credit) => credit.key === `stripe:checkout:${session.id}`)
      const purchase = purchases.find((row) => row.id === session.purchaseId)
      if (session.fate === 'delayed-failed') {
        expect(entries, `${session.fate} ${session.id}`).toHaveLength(0)
        expect(purchase?.status).toBe('failed')
        continue
      }
      expect(entries, `${session.fate} ${session.id}`).toHaveLength(1)
      expect(entries[0]).toMatchObject({ amount: PACKS[session.packId], tenantId: session.tenant.tenantId })
      expect(purchase?.status).toBe('paid')
      expected.set(
        session.tenant.tenantId,
        (expected.get(session.tenant.tenantId) ?? 0) + PACKS[session.packId],
      )
    }
    for (const tenant of tenants) {
      await expectLedgerInvariant(handle.db, tenant.tenantId)
      const planGrant = await handle.db
        .select({ amount: tokenLedger.amount })
        .from(tokenLedger)
        .where(and(eq(tokenLedger.tenantId, tenant.tenantId), eq(tokenLedger.kind, 'plan_grant')))
      const granted = planGrant.reduce((sum, row) => sum + row.amount, 0)
      expect((await balanceOf(handle.db, tenant.tenantId)).balance).toBe(
        granted + (expected.get(tenant.tenantId) ?? 0),
      )
    }
  }

  it('every delivery at once, shuffled: paid sessions credited once, failed ones never, forgeries refused with 400', async () => {
    const all = shuffle(sessions.flatMap(deliveriesFor), 2024)
    const results = await Promise.all(all.map(deliver))
    for (const result of results) {
      expect(result.status, `${result.delivery.label} → ${result.status}`).toBe(result.delivery.expect)
    }
    const paidSessions = sessions.filter((session) => session.fate !== 'delayed-failed')
    const credited = results.filter((result) => result.outcome === 'credited')
    expect(credited.map((result) => result.delivery.session.id).sort()).toEqual(
      paidSessions.map((session) => session.id).sort(),
    )
    await expectCreditedExactlyOnce()
  })

  it('Stripe retrying everything again later, in another order, credits nothing more', async () => {
    const again = shuffle(sessions.flatMap(deliveriesFor), 7)
    const results = await Promise.all(again.map(deliver))
    for (const result of results) expect(result.status).toBe(result.delivery.expect)
    expect(results.filter((result) => result.outcome === 'credited')).toHaveLength(0)
    await expectCreditedExactlyOnce()
  })
})
