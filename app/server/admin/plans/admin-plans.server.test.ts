import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { plans } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { createApplication } from '../../tenancy/applications.server'
import { makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { adminTestWorld, expectError, expectFieldErrors, type TestCaller } from '../users/testing/admin-world'
import type { AdminPlansPage } from './admin-plans.server'
import {
  handleCreatePlan,
  handleDeletePlan,
  handleListPlans,
  handleUpdatePlan,
} from './admin-plans-http.server'

const BULK_PLANS = 2000
const PLAN = {
  id: 'team-plus',
  name: 'チームプラス',
  monthlyTokens: 500_000,
  priceJpy: 4_980,
  maxUsers: 20,
  maxChats: null,
}

describeEachDatabase('/admin/plans API', (database) => {
  const world = adminTestWorld(() => database.handle())
  const deps = world.dependencies
  let root: TestCaller
  let outsider: TestCaller

  beforeAll(async () => {
    const db = database.handle().db
    const tenant = await makeTenant(db, 'adm-plans-acme')
    root = await world.systemAdmin('root@admin-plans.test')
    outsider = await world.tenantUser(tenant.id, 'owner@adm-plans-acme.test')
    await db.execute(sql`
      insert into plans (id, name, monthly_tokens, price_jpy, position)
      select 'bulk-' || lpad(n::text, 5, '0'), 'Bulk plan ' || n, n * 1000, n, 100 + n
      from generate_series(1, ${BULK_PLANS}) as n`)
  })

  const list = async (query: string): Promise<AdminPlansPage> => {
    const response = await handleListPlans(world.request('GET', `/api/admin/plans?${query}`, root), deps)
    expect(response.status).toBe(200)
    return response.json()
  }
  const create = (body: unknown, who: TestCaller = root) =>
    handleCreatePlan(world.request('POST', '/api/admin/plans', who, body), deps)
  const remove = (id: string) =>
    handleDeletePlan(world.request('DELETE', `/api/admin/plans/${id}`, root), { id }, deps)

  it('only a system-administrator session may list or change plans (403)', async () => {
    await expectError(
      await handleListPlans(world.request('GET', '/api/admin/plans', outsider), deps),
      403,
      'forbidden',
    )
    await expectError(await create(PLAN, outsider), 403, 'forbidden')
    const update = await handleUpdatePlan(
      world.request('PUT', '/api/admin/plans/zero', outsider, PLAN),
      { id: 'zero' },
      deps,
    )
    await expectError(update, 403, 'forbidden')
    await expectError(
      await handleDeletePlan(
        world.request('DELETE', '/api/admin/plans/zero', outsider),
        { id: 'zero' },
        deps,
      ),
      403,
      'forbidden',
    )
    expect(await database.handle().db.select().from(plans).where(eq(plans.id, 'team-plus'))).toHaveLength(0)
  })

  it('pages and sorts thousands of plans in the database', async () => {
    const byPrice = await list('sort=priceJpy&dir=desc&size=100&page=0&q=bulk')
    expect(byPrice.total).toBe(BULK_PLANS)
    expect(byPrice.rows).toHaveLength(100)
    expect(byPrice.rows[0]).toMatchObject({ id: 'bulk-02000', priceJpy: 2000, tenantCount: 0 })
    const page = await list('sort=id&size=50&page=3&q=bulk')
    expect(page.rows[0]?.id).toBe('bulk-00151')
    const search = await list('q=Bulk plan 1999')
    expect(search.rows.map((row) => row.id)).toEqual(['bulk-01999'])
  })

  it('creates a plan, refuses bad input per field in Japanese and English, and a taken id', async () => {
    const bad = await create({ id: 'Bad Id', name: '', monthlyTokens: -1, priceJpy: 'free', maxUsers: 0 })
    await expectFieldErrors(bad, 400, ['id', 'name', 'monthlyTokens', 'priceJpy', 'maxUsers'])
    const created = await create(PLAN)
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ ...PLAN, position: 0 })
    const [audit] = await world.audit('plan.create', 'team-plus')
    expect(audit?.actor).toBe(`admin:${root.userId}`)
    await expectFieldErrors(await create(PLAN), 409, ['id'])
  })

  it('edits every field but the id, with an audit row of what changed', async () => {
    const body = { ...PLAN, id: undefined, name: 'チームプラス改', priceJpy: 5_480 }
    const updated = await handleUpdatePlan(
      world.request('PUT', '/api/admin/plans/team-plus', root, body),
      { id: 'team-plus' },
      deps,
    )
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ id: 'team-plus', name: 'チームプラス改', priceJpy: 5_480 })
    const [audit] = await world.audit('plan.update', 'team-plus')
    expect(audit?.details).toEqual({
      name: { from: 'チームプラス', to: 'チームプラス改' },
      priceJpy: { from: 4_980, to: 5_480 },
    })
    const missing = await handleUpdatePlan(
      world.request('PUT', '/api/admin/plans/nope', root, body),
      { id: 'nope' },
      deps,
    )
    await expectError(missing, 404, 'not_found')
    const invalid = await handleUpdatePlan(
      world.request('PUT', '/api/admin/plans/team-plus', root, { ...body, monthlyTokens: 1.5 }),
      { id: 'team-plus' },
      deps,
    )
    await expectFieldErrors(invalid, 400, ['monthlyTokens'])
  })

  it('refuses to delete a plan in use, naming its tenants and applications; deletes an unused one', async () => {
    const db = database.handle().db
    await makeTenant(db, 'adm-plans-user', { planId: 'team-plus' })
    await createApplication(
      db,
      { key: 'plans_test_app', name: 'プラン検証AI', themeKey: 'opsai', defaultPlanId: 'team-plus' },
      TEST_ACTOR,
    )
    // The names are Japanese in both languages: only the status and the sentence are checked.
    const response = await remove('team-plus')
    expect(response.status).toBe(409)
    const refused = await response.json()
    expect(refused.messages.ja).toContain('削除できません')
    expect(refused.messages.en).toContain('cannot be deleted')
    expect(refused.messages.ja).toContain('Tenant adm-plans-user')
    expect(refused.messages.ja).toContain('プラン検証AI')
    expect(refused.messages.en).toContain('“Tenant adm-plans-user”')
    expect(refused.messages.en).toContain('default plan of application “プラン検証AI”')
    expect(await db.select().from(plans).where(eq(plans.id, 'team-plus'))).toHaveLength(1)
    const deleted = await remove('bulk-00001')
    expect(deleted.status).toBe(200)
    expect(await db.select().from(plans).where(eq(plans.id, 'bulk-00001'))).toHaveLength(0)
    expect(await world.audit('plan.delete', 'bulk-00001')).toHaveLength(1)
    await expectError(await remove('bulk-00001'), 404, 'not_found')
  })

  it('limits a plan to one application only while no other application uses it', async () => {
    const put = (id: string, body: unknown) =>
      handleUpdatePlan(world.request('PUT', `/api/admin/plans/${id}`, root, body), { id }, deps)
    const body = { ...PLAN, id: undefined, applicationKey: 'plans_test_app' }
    // team-plus: a tenant of hirameki_ai is on it.
    const refused = await expectError(await put('team-plus', body), 409, 'conflict')
    expect(refused.messages.en).toContain('adm-plans-user')
    const [unchanged] = await database.handle().db.select().from(plans).where(eq(plans.id, 'team-plus'))
    expect(unchanged?.applicationKey).toBeNull()
    await expectError(await put('team-plus', { ...body, applicationKey: 'nope_app' }), 404, 'not_found')

    const created = await create({ ...PLAN, id: 'solo', applicationKey: 'plans_test_app' })
    expect(created.status).toBe(201)
    const listed = (await list('q=solo')).rows.find((row) => row.id === 'solo')
    expect(listed).toMatchObject({ applicationKey: 'plans_test_app', applicationName: 'プラン検証AI' })
    const opened = await put('solo', { ...body, applicationKey: null })
    expect(opened.status).toBe(200)
    const [audit] = await world.audit('plan.update', 'solo')
    expect(audit?.details).toEqual({ applicationKey: { from: 'plans_test_app', to: null } })
  })
})
