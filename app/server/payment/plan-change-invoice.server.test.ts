/**
 * Plan changes without Stripe (ADR 029): an upgrade is an invoice request the system
 * administrator confirms, a downgrade waits for next month, one change is open at a time, and
 * another application's plan is unknown here. Over HTTP handlers on both databases.
 */
import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { runAdminCall } from '../admin/tenants/admin-call.server'
import { editTenantFromConsole } from '../admin/tenants/admin-tenants.server'
import { adminSession } from '../admin/tenants/testing/admin-sessions'
import { billingMonth } from '../ledger/plan-grants.server'
import { loadPaymentPage } from './payment-page.server'
import { nextBillingMonth } from './plan-change.server'
import {
  ensureTestPlans,
  makePaymentTenant,
  paymentDependencies,
  TEST_BILLING,
  TEST_PLANS,
} from './testing/payment-fixtures'
import { auditOf, changesOf, monthGrants, planApi, tenantRow } from './testing/plan-change-client'

describeEachDatabase('plan changes paid by invoice, scheduled downgrades', (database) => {
  const db = () => database.handle().db
  const api = planApi(paymentDependencies(() => database.handle()))
  const page = (tenantId: string, userId: string, role: 'owner' | 'member' = 'owner') =>
    loadPaymentPage(db(), { tenantId, userId, role }, { stripeEnabled: false })

  beforeAll(async () => {
    await ensureTestPlans(database.handle())
  })

  it('an upgrade by invoice waits for the administrator; confirming applies it once and tops this month up', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'inv-up', { planId: TEST_PLANS.free.id })
    const month = billingMonth()
    expect((await monthGrants(db(), tenant.tenantId, month)).total).toBe(1_000)

    const missing = await api.request(tenant.owner, { planId: TEST_PLANS.pro.id })
    expect(missing.status).toBe(400)
    expect(missing.body.fieldErrors).toMatchObject({
      billingName: 'validation.required',
      billingAddress: 'validation.required',
      billingEmail: 'validation.required',
    })
    expect(await changesOf(db(), tenant.tenantId)).toHaveLength(0)

    const requested = await api.request(tenant.owner, { planId: TEST_PLANS.pro.id, ...TEST_BILLING })
    expect(requested.status).toBe(202)
    const id = requested.body.planChangeId ?? ''
    expect(requested.body).toEqual({ invoiceRequestId: id, planChangeId: id })
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe(TEST_PLANS.free.id)
    const waiting = await page(tenant.tenantId, tenant.owner)
    expect(waiting.currentPlanId).toBe(TEST_PLANS.free.id)
    expect(waiting.pendingChange).toMatchObject({
      id,
      toPlanId: TEST_PLANS.pro.id,
      method: 'invoice',
      priceJpy: 29_800,
    })

    const decisions = await Promise.all(
      [1, 2, 3].map(() => api.decide({ tenantId: tenant.tenantId, planChangeId: id, decision: 'confirm' })),
    )
    expect(decisions.map((decision) => decision.status)).toEqual([200, 200, 200])
    expect(decisions.filter((decision) => decision.body.changed)).toHaveLength(1)
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe(TEST_PLANS.pro.id)
    // This month: the free grant plus a top-up to Pro's allowance, never more.
    const grants = await monthGrants(db(), tenant.tenantId, month)
    expect(grants.total).toBe(50_000)
    expect(grants.rows.map((row) => row.key).sort()).toEqual([
      `plan_grant:${month}`,
      `plan_topup:${month}:${id}`,
    ])

    const again = await api.decide({ tenantId: tenant.tenantId, planChangeId: id, decision: 'confirm' })
    expect(again.body.changed).toBe(false)
    expect((await monthGrants(db(), tenant.tenantId, month)).total).toBe(50_000)
    const reject = await api.decide({
      tenantId: tenant.tenantId,
      planChangeId: id,
      decision: 'reject',
      note: 'x',
    })
    expect(reject.status).toBe(409)
    expect((await auditOf(db(), tenant.tenantId, 'plan.change'))[0]).toMatchObject({
      actor: 'admin:admin-user',
      details: { from: TEST_PLANS.free.id, to: TEST_PLANS.pro.id, direction: 'upgrade', method: 'invoice' },
    })
    expect((await page(tenant.tenantId, tenant.owner)).pendingChange).toBeNull()
  })

  it('a second request while one is open is refused, naming the open one in both languages', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'inv-twice')
    const first = await api.request(tenant.owner, { planId: TEST_PLANS.pro.id, ...TEST_BILLING })
    expect(first.status).toBe(202)
    const second = await api.request(tenant.owner, { planId: TEST_PLANS.lite.id })
    expect(second.status).toBe(409)
    expect(second.body.messages?.ja).toContain('「プロ」')
    expect(second.body.messages?.ja).toContain('確認待ち')
    expect(second.body.messages?.en).toContain('"Pro"')
    expect(second.body.messages?.en).toContain('confirmation')
    expect(await changesOf(db(), tenant.tenantId)).toHaveLength(1)

    const withdrawn = await api.withdraw(tenant.owner)
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.planChange).toMatchObject({ id: first.body.planChangeId, status: 'canceled' })
    expect((await api.withdraw(tenant.owner)).status).toBe(404)
    // Withdrawn by the owner: no notice to acknowledge, and a new request goes in.
    expect((await page(tenant.tenantId, tenant.owner)).changeOutcome).toBeNull()
    expect((await api.request(tenant.owner, { planId: TEST_PLANS.lite.id })).status).toBe(202)
    const confirmWithdrawn = await api.decide({
      tenantId: tenant.tenantId,
      planChangeId: first.body.planChangeId,
      decision: 'confirm',
    })
    expect(confirmWithdrawn.status).toBe(409)
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe('standard')
  })

  it('requests racing each other open exactly one change', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'inv-race')
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.request(tenant.owner, { planId: TEST_PLANS.pro.id, ...TEST_BILLING }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409, 409, 409, 409, 409])
    expect(await changesOf(db(), tenant.tenantId)).toHaveLength(1)
  })

  it('another application’s plan is unknown here: 404 in both languages, nothing written, not listed', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'inv-other-app')
    const answer = await api.request(tenant.owner, { planId: TEST_PLANS.otherApp.id, ...TEST_BILLING })
    expect(answer.status).toBe(404)
    expect(answer.body.messages).toEqual({
      ja: 'プラン "plan-other-app" はこのアプリケーションでは選べません',
      en: 'Plan "plan-other-app" is not offered to this application',
    })
    expect(await changesOf(db(), tenant.tenantId)).toHaveLength(0)
    const listed = (await page(tenant.tenantId, tenant.owner)).plans.map((plan) => [plan.id, plan.change])
    expect(listed).not.toContainEqual([TEST_PLANS.otherApp.id, expect.anything()])
    expect(listed).toEqual(
      expect.arrayContaining([
        ['standard', 'current'],
        [TEST_PLANS.plus.id, 'upgrade'],
        [TEST_PLANS.pro.id, 'upgrade'],
        [TEST_PLANS.lite.id, 'downgrade'],
        [TEST_PLANS.free.id, 'downgrade'],
      ]),
    )
  })

  it('only owners change the plan: admins and members get 403 and nothing is written', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'inv-roles')
    for (const userId of [tenant.admin, tenant.member]) {
      const answer = await api.request(userId, { planId: TEST_PLANS.pro.id, ...TEST_BILLING })
      expect(answer.status).toBe(403)
      expect(answer.body.messages?.en).toBe('Only owners can change the plan.')
    }
    expect(await changesOf(db(), tenant.tenantId)).toHaveLength(0)
    await api.request(tenant.owner, { planId: TEST_PLANS.pro.id, ...TEST_BILLING })
    expect((await api.withdraw(tenant.admin)).status).toBe(403)
    expect((await changesOf(db(), tenant.tenantId))[0]?.status).toBe('pending')
    const notAdmin = await api.decide(
      {
        tenantId: tenant.tenantId,
        planChangeId: (await changesOf(db(), tenant.tenantId))[0]?.id,
        decision: 'confirm',
      },
      tenant.owner,
    )
    expect(notAdmin.status).toBe(403)
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe('standard')
  })

  it('a downgrade is scheduled for the 1st of next month; the plan stays until then', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'inv-down')
    const answer = await api.request(tenant.owner, { planId: TEST_PLANS.lite.id })
    expect(answer.status).toBe(202)
    expect(answer.body).toEqual({ planChangeId: expect.any(String), effectiveMonth: nextBillingMonth() })
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe('standard')
    expect((await page(tenant.tenantId, tenant.member, 'member')).pendingChange).toMatchObject({
      method: 'scheduled',
      direction: 'downgrade',
      effectiveMonth: nextBillingMonth(),
    })
    const again = await api.request(tenant.owner, { planId: TEST_PLANS.free.id })
    expect(again.status).toBe(409)
    expect(again.body.messages?.ja).toContain(`${nextBillingMonth()}-01`)
  })

  it('a rejection reaches the owner once, with the note; it cannot be confirmed afterwards', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'inv-reject')
    const { body } = await api.request(tenant.owner, { planId: TEST_PLANS.pro.id, ...TEST_BILLING })
    const id = body.planChangeId ?? ''
    const noNote = await api.decide({ tenantId: tenant.tenantId, planChangeId: id, decision: 'reject' })
    expect(noNote.status).toBe(400)
    expect(noNote.body.fieldErrors).toEqual({ note: 'validation.required' })
    const rejected = await api.decide({
      tenantId: tenant.tenantId,
      planChangeId: id,
      decision: 'reject',
      note: '請求先を確認できませんでした',
    })
    expect(rejected.body).toMatchObject({ changed: true, planChange: { status: 'canceled' } })
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe('standard')
    expect((await page(tenant.tenantId, tenant.owner)).changeOutcome).toMatchObject({
      id,
      status: 'canceled',
      note: '請求先を確認できませんでした',
    })
    expect((await api.acknowledge(tenant.member, id)).status).toBe(403)
    expect((await api.acknowledge(tenant.owner, id)).body).toEqual({ acknowledged: true })
    expect((await api.acknowledge(tenant.owner, id)).body).toEqual({ acknowledged: true })
    expect(await auditOf(db(), tenant.tenantId, 'plan_change.acknowledge')).toHaveLength(1)
    expect((await page(tenant.tenantId, tenant.owner)).changeOutcome).toBeNull()
    const confirm = await api.decide({ tenantId: tenant.tenantId, planChangeId: id, decision: 'confirm' })
    expect(confirm.status).toBe(409)
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe('standard')
  })

  it('the console still sets any offered plan at once (audited) and cancels the open change with a note', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'inv-console')
    const { body } = await api.request(tenant.owner, { planId: TEST_PLANS.pro.id, ...TEST_BILLING })
    const edit = (planId: string) =>
      runAdminCall(adminSession(), (caller) =>
        editTenantFromConsole(
          db(),
          {
            slug: 'inv-console',
            name: 'Tenant inv-console',
            applicationKey: 'hirameki_ai',
            planId,
            themeKey: null,
          },
          caller.actor,
        ),
      )
    const refused = await edit(TEST_PLANS.otherApp.id)
    expect(refused).toMatchObject({ ok: false, status: 400 })
    expect((await changesOf(db(), tenant.tenantId))[0]?.status).toBe('pending')
    expect(await edit(TEST_PLANS.plus.id)).toMatchObject({ ok: true })
    expect((await tenantRow(db(), tenant.tenantId)).planId).toBe(TEST_PLANS.plus.id)
    const [change] = await changesOf(db(), tenant.tenantId)
    expect(change).toMatchObject({
      id: body.planChangeId,
      status: 'canceled',
      decisionNote: 'set_by_administrator',
    })
    const [audit] = await auditOf(db(), tenant.tenantId, 'tenant.update')
    expect(audit?.details).toMatchObject({ planId: { from: 'standard', to: TEST_PLANS.plus.id } })
    expect((await page(tenant.tenantId, tenant.owner)).changeOutcome).toMatchObject({
      note: 'set_by_administrator',
    })
  })
})
