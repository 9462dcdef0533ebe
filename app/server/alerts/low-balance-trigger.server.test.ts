/**
 * The low-balance alert is the database's (opsai_low_balance_alert_check, migrations/0036): whatever takes
 * credits away — chat turns settling, an expiry, a purchase refunded — and however many writers
 * cross the threshold at once, one alert is queued per crossing; credits back at or above the
 * threshold arm it again. On PostgreSQL the 50 turns run on 20 connections at once.
 */
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { tenants, tokenBalances } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { appendLedgerEntry, getBalance } from '../ledger/ledger.server'
import { reserve, settle } from '../ledger/reservations.server'
import { confirmInvoice, requestInvoice } from '../payment/purchases.server'
import { refundPurchase } from '../payment/refunds.server'
import { ensureTestPacks, makePaymentTenant, type PaymentTenant } from '../payment/testing/payment-fixtures'
import { TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { updateBalanceAlerts } from './balance-alerts.server'

describeEachDatabase('the low-balance alert trigger', (database) => {
  const db = () => database.handle().db
  let acme: PaymentTenant
  let grants = 0

  async function alerts(tenantId: string) {
    const result = await db().execute(sql`
      select dedupe_key, payload from background_jobs
      where kind = 'low_balance_alert' and tenant_id = ${tenantId} order by id`)
    return rowsOf<{ dedupe_key: string; payload: { threshold: number; balance: number } }>(result)
  }

  async function armed(tenantId: string) {
    const [row] = await db()
      .select({ armed: tokenBalances.lowBalanceAlertArmed })
      .from(tokenBalances)
      .where(eq(tokenBalances.tenantId, tenantId))
    return row?.armed
  }

  const grant = (tenant: PaymentTenant, amount: number) => {
    grants += 1
    return appendLedgerEntry(db(), tenant.tenantId, {
      kind: 'additional_grant',
      amount,
      idempotencyKey: `alert-grant-${grants}`,
      actor: TEST_ACTOR,
    })
  }

  /** Starts a tenant at `balance` credits, whatever its plan granted when it was made. */
  async function startAt(tenant: PaymentTenant, balance: number) {
    const current = (await getBalance(db(), tenant.tenantId)).balance
    if (current === balance) return
    await appendLedgerEntry(db(), tenant.tenantId, {
      kind: current > balance ? 'expiry' : 'additional_grant',
      amount: Math.abs(current - balance),
      idempotencyKey: `alert-start-${tenant.tenantId}`,
      actor: TEST_ACTOR,
    })
  }

  /** `count` chat turns of `credits` each, all at once. */
  async function turns(tenant: PaymentTenant, count: number, credits: number) {
    await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const actor = `user:${[tenant.owner, tenant.admin, tenant.member][index % 3]}`
        const reservation = await reserve(db(), tenant.tenantId, { estimate: credits, actor })
        await settle(db(), reservation, credits)
      }),
    )
  }

  const owner = (tenant: PaymentTenant) => ({
    tenantId: tenant.tenantId,
    userId: tenant.owner,
    role: 'owner' as const,
  })

  beforeAll(async () => {
    await ensureTestPacks(database.handle())
    acme = await makePaymentTenant(database.handle(), 'alert-acme')
    await startAt(acme, 10_000)
    await updateBalanceAlerts(db(), owner(acme), { lowBalanceThreshold: 5_000, monthlySummary: true })
  })

  it('50 turns crossing the threshold at once queue exactly one alert, and disarm it', async () => {
    await turns(acme, 50, 150)
    expect((await getBalance(db(), acme.tenantId)).balance).toBe(2_500)
    const queued = await alerts(acme.tenantId)
    expect(queued).toHaveLength(1)
    expect(queued[0]?.dedupe_key).toMatch(new RegExp(`^low_balance_alert:${acme.tenantId}:\\d+$`))
    expect(queued[0]?.payload.threshold).toBe(5_000)
    expect(queued[0]?.payload.balance).toBeLessThan(5_000)
    expect(await armed(acme.tenantId)).toBe(false)
    // Further turns under the threshold add nothing.
    await turns(acme, 10, 100)
    expect(await alerts(acme.tenantId)).toHaveLength(1)
  })

  it('credits back at or above the threshold re-arm it, and the next crossing alerts again', async () => {
    await grant(acme, 1_000)
    expect(await armed(acme.tenantId)).toBe(false)
    // 1,500 left after the turns above, + 1,000 + 2,500: exactly the threshold counts as back.
    await grant(acme, 2_500)
    expect((await getBalance(db(), acme.tenantId)).balance).toBe(5_000)
    expect(await armed(acme.tenantId)).toBe(true)
    expect(await alerts(acme.tenantId)).toHaveLength(1)
    await turns(acme, 50, 20)
    const queued = await alerts(acme.tenantId)
    expect(queued).toHaveLength(2)
    expect(new Set(queued.map((row) => row.dedupe_key)).size).toBe(2)
  })

  it('an expiry and a refunded purchase are crossings too', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'alert-paths')
    await startAt(tenant, 3_000)
    await updateBalanceAlerts(db(), owner(tenant), { lowBalanceThreshold: 2_000, monthlySummary: false })
    await appendLedgerEntry(db(), tenant.tenantId, {
      kind: 'expiry',
      amount: 1_500,
      idempotencyKey: 'alert-expiry',
      actor: TEST_ACTOR,
    })
    expect(await alerts(tenant.tenantId)).toHaveLength(1)

    const created = await requestInvoice(db(), owner(tenant), {
      packId: 'pack-s',
      billingName: '経理部',
      billingAddress: '東京都',
      billingEmail: 'billing@example.test',
    })
    await confirmInvoice(db(), { tenantId: tenant.tenantId, purchaseId: created.id, actor: 'admin:root' })
    expect(await armed(tenant.tenantId)).toBe(true)
    await refundPurchase(db(), {
      tenantId: tenant.tenantId,
      purchaseId: created.id,
      reason: '返金',
      actor: 'admin:root',
    })
    expect((await getBalance(db(), tenant.tenantId)).balance).toBe(1_500)
    expect(await alerts(tenant.tenantId)).toHaveLength(2)
  })

  it('a new threshold above the balance stays quiet until the balance has come back; off never alerts', async () => {
    const tenant = await makePaymentTenant(database.handle(), 'alert-threshold')
    await startAt(tenant, 1_000)
    const above = await updateBalanceAlerts(db(), owner(tenant), {
      lowBalanceThreshold: 5_000,
      monthlySummary: true,
    })
    expect(above).toMatchObject({ armed: false, balance: 1_000 })
    await turns(tenant, 2, 100)
    expect(await alerts(tenant.tenantId)).toHaveLength(0)
    // Lowered under the balance: armed at once, and the next crossing alerts.
    expect(
      await updateBalanceAlerts(db(), owner(tenant), { lowBalanceThreshold: 700, monthlySummary: true }),
    ).toMatchObject({ armed: true, balance: 800 })
    await turns(tenant, 1, 200)
    expect(await alerts(tenant.tenantId)).toHaveLength(1)
    // Off: nothing, whatever the balance does.
    await updateBalanceAlerts(db(), owner(tenant), { lowBalanceThreshold: null, monthlySummary: true })
    await grant(tenant, 10_000)
    await turns(tenant, 5, 2_000)
    expect(await alerts(tenant.tenantId)).toHaveLength(1)
    const [row] = await db()
      .select({ threshold: tenants.lowBalanceThreshold })
      .from(tenants)
      .where(and(eq(tenants.id, tenant.tenantId)))
    expect({ ...row, armed: await armed(tenant.tenantId) }).toEqual({ threshold: null, armed: true })
  })
})
