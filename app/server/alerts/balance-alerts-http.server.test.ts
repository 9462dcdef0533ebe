/**
 * `GET|PUT /api/payment/alerts`: owners only; a bad threshold or summary flag is refused with a
 * message in both languages and nothing is written (issue 18, points 4 and 7).
 */
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, tenants, tokenBalances } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError, ORIGIN, post } from '../chat/testing/http-client'
import {
  bearer,
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
} from '../payment/testing/payment-fixtures'
import { handleGetBalanceAlerts, handlePutBalanceAlerts } from './balance-alerts-http.server'

describeEachDatabase('the alert settings API', (database) => {
  const dependencies = paymentDependencies(() => database.handle())
  const db = () => database.handle().db
  let acme: PaymentTenant

  beforeAll(async () => {
    acme = await makePaymentTenant(database.handle(), 'alerts-api')
  })

  const put = (userId: string, body: unknown) => {
    const request = post('/api/payment/alerts', body, bearer(userId))
    return handlePutBalanceAlerts(new Request(request, { method: 'PUT' }), dependencies)
  }
  const get = (userId: string) =>
    handleGetBalanceAlerts(
      new Request(`${ORIGIN}/api/payment/alerts`, { headers: bearer(userId) }),
      dependencies,
    )

  /** The bilingual 400, and its body. */
  async function refusal(response: Response) {
    await expectBilingualError(response.clone(), 400, 'invalid_input')
    return (await response.json()) as {
      fieldErrors: Record<string, string>
      messages: { ja: string; en: string }
    }
  }

  async function stored() {
    const [row] = await db()
      .select({
        threshold: tenants.lowBalanceThreshold,
        summary: tenants.monthlySummary,
        armed: sql<boolean>`coalesce(${tokenBalances.lowBalanceAlertArmed}, true)`,
      })
      .from(tenants)
      .leftJoin(tokenBalances, eq(tokenBalances.tenantId, tenants.id))
      .where(eq(tenants.id, acme.tenantId))
    return row
  }

  it('starts with no alert and the summary on', async () => {
    const response = await get(acme.owner)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      lowBalanceThreshold: null,
      monthlySummary: true,
      armed: true,
    })
  })

  it('the owner sets the threshold and the summary, audited', async () => {
    const response = await put(acme.owner, { lowBalanceThreshold: 2_500, monthlySummary: false })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      lowBalanceThreshold: 2_500,
      monthlySummary: false,
      armed: true,
    })
    expect(await stored()).toEqual({ threshold: 2_500, summary: false, armed: true })
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, acme.tenantId), eq(auditLog.action, 'alerts.update')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor: `user:${acme.owner}`,
      details: { from: { lowBalanceThreshold: null, monthlySummary: true } },
    })
  })

  it('admins and members get 403 in both languages, reading or writing', async () => {
    for (const who of [acme.admin, acme.member]) {
      await expectBilingualError(
        await put(who, { lowBalanceThreshold: 1, monthlySummary: true }),
        403,
        'forbidden',
      )
      await expectBilingualError(await get(who), 403, 'forbidden')
    }
    expect(await stored()).toEqual({ threshold: 2_500, summary: false, armed: true })
  })

  it('refuses a negative, zero, fractional, absurd or mistyped threshold: 400 in both languages, nothing written', async () => {
    for (const lowBalanceThreshold of [-100, 0, 10.5, 1_000_000_001, 1e300, '5000', true, undefined]) {
      const response = await put(acme.owner, { lowBalanceThreshold, monthlySummary: true })
      const refused = await refusal(response)
      expect(refused.fieldErrors).toEqual({ lowBalanceThreshold: 'payment.alerts.thresholdInvalid' })
      expect(refused.messages.ja).toBe('1 から 1,000,000,000 までの整数を入力してください。')
      expect(refused.messages.en).toBe('Enter a whole number from 1 to 1,000,000,000.')
    }
    expect(await stored()).toEqual({ threshold: 2_500, summary: false, armed: true })
  })

  it('refuses a summary flag that is not a boolean, and a body that is not the object', async () => {
    for (const body of [
      { lowBalanceThreshold: 5_000 },
      { lowBalanceThreshold: 5_000, monthlySummary: 'yes' },
    ]) {
      const refused = await refusal(await put(acme.owner, body))
      expect(refused.fieldErrors).toEqual({ monthlySummary: 'payment.alerts.summaryInvalid' })
    }
    for (const body of [[], 42, null]) {
      await expectBilingualError(await put(acme.owner, body), 400, 'invalid_input')
    }
    await expectBilingualError(await put(acme.owner, '{"lowBalanceThreshold": '), 400, 'invalid_json')
    expect(await stored()).toEqual({ threshold: 2_500, summary: false, armed: true })
  })

  it('turns the alert off with null', async () => {
    const response = await put(acme.owner, { lowBalanceThreshold: null, monthlySummary: true })
    expect(response.status).toBe(200)
    expect(await stored()).toEqual({ threshold: null, summary: true, armed: true })
  })
})
