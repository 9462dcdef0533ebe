/**
 * The monthly plan run on a clock the test controls (runJobsUntilIdle with `now`): downgrades
 * take effect on the 1st (Japan time) and not a minute before, a Stripe tenant's subscription
 * moves to the new price or is canceled for a free plan, and then every tenant not paying by
 * Stripe is granted the month once. On both databases.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startOfNextJapanMonth } from '#app/lib/japan-day.shared'
import { rowsOf } from '#db/rows'
import { describeEachDatabase } from '#db/testing'
import { makeMember } from '../chat/testing/chat-fixtures'
import { JOB_HANDLERS, PERIODIC_JOBS } from '../jobs/job-handlers.server'
import { runJobsUntilIdle } from '../jobs/job-worker.server'
import { billingMonth } from '../ledger/plan-grants.server'
import { membersRepository } from '../tenancy/team-repository.server'
import { MONTHLY_PLANS_JOB, MONTHLY_PLANS_SCHEDULE, monthlyPlansJob } from './monthly-plans.server'
import { ensureTestPlans, makePaymentTenant, TEST_PLANS } from './testing/payment-fixtures'
import { changesOf, monthGrants, tenantRow } from './testing/plan-change-client'
import { type PlanStripeHarness, startPlanStripeHarness } from './testing/plan-stripe-harness'

describeEachDatabase('the monthly plan run', (database) => {
  const db = () => database.handle().db
  let stripe: PlanStripeHarness
  const firstOfNextMonth = startOfNextJapanMonth(new Date())
  const nextMonth = billingMonth(firstOfNextMonth)
  const at = (offsetMs: number) => new Date(firstOfNextMonth.getTime() + offsetMs)
  const run = (now: Date) =>
    runJobsUntilIdle(db(), {
      now,
      periodic: PERIODIC_JOBS,
      handlers: { [MONTHLY_PLANS_JOB]: monthlyPlansJob(() => stripe.stripe.client) },
    })

  beforeAll(async () => {
    await ensureTestPlans(database.handle())
    stripe = await startPlanStripeHarness(() => database.handle())
  })
  afterAll(async () => {
    await stripe.close()
  })

  it('is on the calendar: the 1st of each month from 00:00 Japan time', () => {
    expect(PERIODIC_JOBS).toContainEqual(MONTHLY_PLANS_SCHEDULE)
    expect(MONTHLY_PLANS_SCHEDULE).toEqual({ kind: 'plans.monthly', cadence: 'monthly', hourJst: 0 })
    expect(JOB_HANDLERS[MONTHLY_PLANS_JOB]).toBeTypeOf('function')
  })

  it('applies due downgrades on the 1st and not before, then grants the month once', async () => {
    const byInvoice = await makePaymentTenant(database.handle(), 'mo-invoice')
    const toLite = await makePaymentTenant(database.handle(), 'mo-stripe-lite', {
      planId: TEST_PLANS.free.id,
    })
    const toFree = await makePaymentTenant(database.handle(), 'mo-stripe-free', {
      planId: TEST_PLANS.free.id,
    })
    const crowded = await makePaymentTenant(database.handle(), 'mo-crowded')
    const plain = await makePaymentTenant(database.handle(), 'mo-plain')
    const liteSubscription = await stripe.subscribe(toLite.owner, TEST_PLANS.pro.id)
    const freeSubscription = await stripe.subscribe(toFree.owner, TEST_PLANS.pro.id)
    for (const [tenant, planId] of [
      [byInvoice, TEST_PLANS.lite.id],
      [toLite, TEST_PLANS.lite.id],
      [toFree, TEST_PLANS.free.id],
      [crowded, TEST_PLANS.free.id],
    ] as const) {
      expect((await stripe.api.request(tenant.owner, { planId })).status).toBe(202)
    }
    // A fourth member after the request: the free plan allows three.
    await membersRepository(db(), crowded.tenantId).add(
      await makeMember(db(), crowded.tenantId, 'mo-fourth'),
      'member',
    )

    await run(at(-60_000))
    expect((await tenantRow(db(), byInvoice.tenantId)).planId).toBe('standard')
    expect((await tenantRow(db(), toLite.tenantId)).planId).toBe(TEST_PLANS.pro.id)
    expect((await changesOf(db(), byInvoice.tenantId))[0]?.status).toBe('scheduled')
    expect((await monthGrants(db(), plain.tenantId, nextMonth)).total).toBe(0)

    await run(at(30_000))
    expect((await tenantRow(db(), byInvoice.tenantId)).planId).toBe(TEST_PLANS.lite.id)
    expect((await monthGrants(db(), byInvoice.tenantId, nextMonth)).rows).toEqual([
      { key: `plan_grant:${nextMonth}`, amount: 4_000 },
    ])
    expect((await monthGrants(db(), plain.tenantId, nextMonth)).total).toBe(10_000)

    // A Stripe tenant moving to a paid plan: the subscription's price changes, its invoice grants.
    expect(await tenantRow(db(), toLite.tenantId)).toMatchObject({
      planId: TEST_PLANS.lite.id,
      stripeSubscriptionId: liteSubscription,
    })
    expect(stripe.server.subscriptions.get(liteSubscription)?.items.data[0]?.price.unit_amount).toBe(4_980)
    const moved = stripe.server.requests.find(
      (request) => request.path === `/v1/subscriptions/${liteSubscription}` && request.method === 'POST',
    )
    expect(moved?.params.get('proration_behavior')).toBe('none')
    expect((await monthGrants(db(), toLite.tenantId, nextMonth)).total).toBe(0)
    const renewal = stripe.server.renew(liteSubscription, at(2 * 24 * 3600_000))
    expect((await stripe.deliver(stripe.server.objectEvent('invoice.paid', renewal.id))).outcome).toBe(
      'granted',
    )
    expect((await monthGrants(db(), toLite.tenantId, nextMonth)).total).toBe(4_000)

    // A Stripe tenant moving to a free plan: the subscription is canceled and the run grants it.
    expect(await tenantRow(db(), toFree.tenantId)).toMatchObject({
      planId: TEST_PLANS.free.id,
      stripeSubscriptionId: null,
    })
    expect(stripe.server.subscriptions.get(freeSubscription)).toMatchObject({
      status: 'canceled',
      cancellation: { prorate: false },
    })
    expect((await monthGrants(db(), toFree.tenantId, nextMonth)).total).toBe(1_000)

    // Too many members for the new plan: the change fails, the tenant keeps (and is granted) its plan.
    expect((await changesOf(db(), crowded.tenantId))[0]).toMatchObject({
      status: 'failed',
      decisionNote: 'too_many_members',
    })
    expect((await tenantRow(db(), crowded.tenantId)).planId).toBe('standard')
    expect((await monthGrants(db(), crowded.tenantId, nextMonth)).total).toBe(10_000)

    // Later the same month, and the run forced again: nothing more.
    await run(at(3_600_000))
    const grants = await Promise.all(
      [byInvoice, toLite, toFree, crowded, plain].map(
        async (tenant) => (await monthGrants(db(), tenant.tenantId, nextMonth)).total,
      ),
    )
    expect(grants).toEqual([4_000, 4_000, 1_000, 10_000, 10_000])
  })

  it('a Stripe failure leaves that downgrade scheduled and the job retrying; the others apply', async () => {
    const broken = await makePaymentTenant(database.handle(), 'mo-broken', { planId: TEST_PLANS.free.id })
    const fine = await makePaymentTenant(database.handle(), 'mo-fine')
    const subscription = await stripe.subscribe(broken.owner, TEST_PLANS.pro.id)
    await stripe.api.request(broken.owner, { planId: TEST_PLANS.lite.id })
    await stripe.api.request(fine.owner, { planId: TEST_PLANS.lite.id })
    stripe.server.subscriptions.delete(subscription)
    const later = new Date(startOfNextJapanMonth(firstOfNextMonth).getTime() + 60_000)
    const laterMonth = billingMonth(later)
    // Both changes are due from next month; a run in the month after applies what is due too.
    await runJobsUntilIdle(db(), {
      now: later,
      periodic: [MONTHLY_PLANS_SCHEDULE],
      handlers: { [MONTHLY_PLANS_JOB]: monthlyPlansJob(() => stripe.stripe.client) },
    })
    expect((await tenantRow(db(), fine.tenantId)).planId).toBe(TEST_PLANS.lite.id)
    expect((await tenantRow(db(), broken.tenantId)).planId).toBe(TEST_PLANS.pro.id)
    expect(
      (await changesOf(db(), broken.tenantId)).find((change) => change.method === 'scheduled')?.status,
    ).toBe('scheduled')
    const [job] = rowsOf<{ state: string; last_error: string }>(
      await db().execute(
        sql`select state, last_error from background_jobs where dedupe_key = ${`plans.monthly:${laterMonth}`}`,
      ),
    )
    expect(job?.state).toBe('queued')
    expect(job?.last_error).toContain('plan downgrades not applied yet')
  })
})
