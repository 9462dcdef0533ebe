import { beforeAll, expect, it } from 'vitest'
import { modelPrices } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ensurePlanAndApplication, makeTenant } from '../../tenancy/test-fixtures.server'
import { adminTestWorld, expectError, expectFieldErrors, type TestCaller } from '../users/testing/admin-world'
import { handleGetModelPrices, handleRemoveModelPrice, handleSetModelPrice } from './model-prices-http.server'

describeEachDatabase('/api/admin/model-prices', (database) => {
  const world = adminTestWorld(() => database.handle())
  const deps = world.dependencies
  let root: TestCaller
  let tenantOwner: TestCaller
  let platformUser: TestCaller
  const rows = () => database.handle().db.select().from(modelPrices)

  beforeAll(async () => {
    const db = database.handle().db
    await ensurePlanAndApplication(db)
    const tenant = await makeTenant(db, 'prices-acme')
    root = await world.systemAdmin('root@prices.test')
    tenantOwner = await world.tenantUser(tenant.id, 'owner@prices-acme.test')
    // The administrator's own account, signed in as an ordinary user (not through /admin/login).
    platformUser = await world.tenantUser(null, 'root@prices.test', root.userId)
  })

  const path = (scope: string, query = '') => `/api/admin/model-prices/${scope}${query}`
  const get = (scope: string, who?: TestCaller) =>
    handleGetModelPrices(world.request('GET', path(scope), who), { scope }, deps)
  const put = (scope: string, body: unknown, who?: TestCaller) =>
    handleSetModelPrice(world.request('PUT', path(scope), who, body), { scope }, deps)
  const remove = (scope: string, model: string, who?: TestCaller) =>
    handleRemoveModelPrice(
      world.request('DELETE', path(scope, `?model=${encodeURIComponent(model)}`), who),
      { scope },
      deps,
    )
  const price = { model: 'gpt-4o', inputCreditsPer1k: 2.5, outputCreditsPer1k: 10 }

  it('refuses anyone but a system-administrator session, and writes nothing', async () => {
    for (const who of [tenantOwner, platformUser]) {
      await expectError(await get('hirameki_ai', who), 403, 'forbidden')
      await expectError(await put('hirameki_ai', price, who), 403, 'forbidden')
      await expectError(await put('default', price, who), 403, 'forbidden')
      await expectError(await remove('default', '*', who), 403, 'forbidden')
    }
    await expectError(await get('default'), 401, 'unauthenticated')
    await expectError(await put('default', price), 401, 'unauthenticated')
    expect(await rows()).toHaveLength(0)
  })

  it('sets, lists and removes an application price and a system default price', async () => {
    const set = await put('hirameki_ai', price, root)
    expect(set.status).toBe(200)
    const sheet = await set.json()
    expect(sheet).toMatchObject({
      scope: 'hirameki_ai',
      application: { key: 'hirameki_ai' },
      prices: [{ model: 'gpt-4o', inputCreditsPer1k: 2.5, outputCreditsPer1k: 10 }],
      builtIn: { inputCreditsPer1k: 1000, outputCreditsPer1k: 1000 },
    })
    expect(
      (await put('default', { model: '*', inputCreditsPer1k: 800, outputCreditsPer1k: 800 }, root)).status,
    ).toBe(200)
    const defaults = await (await get('default', root)).json()
    expect(defaults).toMatchObject({ scope: 'default', application: null, prices: [{ model: '*' }] })
    const [audit] = await world.audit('model_price.set', 'hirameki_ai')
    expect(audit?.actor).toBe(`admin:${root.userId}`)
    const removed = await remove('hirameki_ai', 'gpt-4o', root)
    expect(removed.status).toBe(200)
    expect((await removed.json()).prices).toEqual([])
    expect(await world.audit('model_price.remove', 'hirameki_ai')).toHaveLength(1)
  })

  it('answers bad input with field errors in both languages, and unknown scopes or prices with 404', async () => {
    const before = await rows()
    await expectFieldErrors(
      await put('hirameki_ai', { model: '', inputCreditsPer1k: -1, outputCreditsPer1k: 0.12345 }, root),
      400,
      ['model', 'inputCreditsPer1k', 'outputCreditsPer1k'],
    )
    await expectFieldErrors(
      await put(
        'hirameki_ai',
        { model: 'x', inputCreditsPer1k: 'lots', outputCreditsPer1k: 2_000_000 },
        root,
      ),
      400,
      ['inputCreditsPer1k', 'outputCreditsPer1k'],
    )
    const malformed = await handleSetModelPrice(
      world.request('PUT', path('default'), root, '{"model":'),
      { scope: 'default' },
      deps,
    )
    expect(malformed.status).toBe(400)
    await expectError(await put('ghost_ai', price, root), 404, 'not_found')
    await expectError(await get('ghost_ai', root), 404, 'not_found')
    await expectError(await remove('default', 'never-priced', root), 404, 'not_found')
    await expectError(await remove('default', '', root), 400, 'invalid_input')
    expect(await rows()).toEqual(before)
  })
})
