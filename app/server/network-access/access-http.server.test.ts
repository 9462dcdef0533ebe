/**
 * `GET|PUT /api/tenant/access`: owners only; an invalid range or limit is refused in both
 * languages with nothing written; a list without the owner's own address needs `confirmLockOut`.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { auditLog, tenants } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError, ORIGIN } from '../chat/testing/http-client'
import { CLIENT_IP_HEADER } from '../http/client-ip.server'
import {
  bearer,
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
} from '../payment/testing/payment-fixtures'
import { TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { handleGetAccess, handleSetAccess } from './access-http.server'
import { setAccessSettings } from './access-settings.server'

const OWNER_ADDRESS = '203.0.113.20'

describeEachDatabase('the access settings API', (database) => {
  const dependencies = paymentDependencies(() => database.handle())
  const db = () => database.handle().db
  let acme: PaymentTenant

  beforeAll(async () => {
    acme = await makePaymentTenant(database.handle(), 'access-api')
  })
  beforeEach(async () => {
    await setAccessSettings(db(), {
      tenantId: acme.tenantId,
      input: { ipAllowList: [], sessionLifetimeHours: null, sessionIdleMinutes: null },
      actor: TEST_ACTOR,
    })
  })

  const headers = (userId: string) => ({ ...bearer(userId), [CLIENT_IP_HEADER]: OWNER_ADDRESS })
  const put = (userId: string, body: unknown) =>
    handleSetAccess(
      new Request(`${ORIGIN}/api/tenant/access`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers(userId) },
        body: JSON.stringify(body),
      }),
      {},
      dependencies,
    )
  const get = (userId: string) =>
    handleGetAccess(
      new Request(`${ORIGIN}/api/tenant/access`, { headers: headers(userId) }),
      {},
      dependencies,
    )

  async function stored() {
    const [row] = await db()
      .select({
        ipAllowList: tenants.ipAllowList,
        sessionLifetimeHours: tenants.sessionLifetimeHours,
        sessionIdleMinutes: tenants.sessionIdleMinutes,
      })
      .from(tenants)
      .where(eq(tenants.id, acme.tenantId))
    return row
  }

  it('shows the owner the settings and their own address', async () => {
    const response = await get(acme.owner)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ipAllowList: [],
      sessionLifetimeHours: null,
      sessionIdleMinutes: null,
      currentAddress: OWNER_ADDRESS,
    })
  })

  it('saves a list that holds the owner, normalised, with the session limits, audited', async () => {
    const response = await put(acme.owner, {
      ipAllowList: ['203.0.113.7/24', '2001:DB8::1/32', ''],
      sessionLifetimeHours: 12,
      sessionIdleMinutes: 30,
    })
    expect(response.status).toBe(200)
    const expected = {
      ipAllowList: ['203.0.113.0/24', '2001:db8::/32'],
      sessionLifetimeHours: 12,
      sessionIdleMinutes: 30,
    }
    expect(await response.json()).toEqual({ ...expected, currentAddress: OWNER_ADDRESS })
    expect(await stored()).toEqual(expected)
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, acme.tenantId), eq(auditLog.actor, `user:${acme.owner}`)))
    expect(audit).toMatchObject({
      action: 'tenant.access',
      details: { to: expected, savedFrom: OWNER_ADDRESS },
    })
  })

  it('refuses a list without the owner unless confirmed, naming their address', async () => {
    const refused = await put(acme.owner, { ipAllowList: ['198.51.100.0/24'] })
    const body = await refused.clone().json()
    await expectBilingualError(refused, 409, 'would_lock_out')
    expect(body.address).toBe(OWNER_ADDRESS)
    expect(body.messages.ja).toContain(OWNER_ADDRESS)
    expect((await stored())?.ipAllowList).toEqual([])

    const confirmed = await put(acme.owner, { ipAllowList: ['198.51.100.0/24'], confirmLockOut: true })
    expect(confirmed.status).toBe(200)
    expect((await stored())?.ipAllowList).toEqual(['198.51.100.0/24'])
  })

  it('refuses bad ranges and limits in both languages, writing nothing', async () => {
    const bad = await put(acme.owner, { ipAllowList: ['203.0.113.0/24', 'office', '10.0.0.0/33'] })
    const body = await bad.clone().json()
    await expectBilingualError(bad, 400, 'invalid_input')
    expect(body.messages.en).toContain('"office", "10.0.0.0/33"')
    // The owner's form shows it at the field.
    expect(body.fieldErrors.ipAllowList.ja).toContain('"office"')
    for (const input of [
      { sessionLifetimeHours: 0 },
      { sessionLifetimeHours: 2161 },
      { sessionLifetimeHours: 1.5 },
      { sessionIdleMinutes: 4 },
      { sessionIdleMinutes: '30' },
      { ipAllowList: 'all' },
      { ipAllowList: [42] },
      { ipAllowList: Array.from({ length: 201 }, (_, index) => `10.0.${index}.0/24`) },
    ])
      await expectBilingualError(await put(acme.owner, input), 400, 'invalid_input')
    const notJson = await handleSetAccess(
      new Request(`${ORIGIN}/api/tenant/access`, { method: 'PUT', headers: headers(acme.owner), body: '{' }),
      {},
      dependencies,
    )
    await expectBilingualError(notJson, 400, 'invalid_json')
    expect(await stored()).toEqual({ ipAllowList: [], sessionLifetimeHours: null, sessionIdleMinutes: null })
  })

  it('admins and members get 403 in both languages, reading or writing', async () => {
    for (const who of [acme.admin, acme.member]) {
      await expectBilingualError(await get(who), 403, 'forbidden')
      await expectBilingualError(await put(who, { ipAllowList: [] }), 403, 'forbidden')
    }
  })
})
