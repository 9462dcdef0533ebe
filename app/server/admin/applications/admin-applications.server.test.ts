import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { applications, auditLog, systemSettings } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { getApplicationSecrets } from '../../tenancy/applications.server'
import { ensurePlanAndApplication, makeTenant } from '../../tenancy/test-fixtures.server'
import { adminTestWorld, expectError, expectFieldErrors, type TestCaller } from '../users/testing/admin-world'
import {
  handleCreateApplication,
  handleDeleteApplication,
  handleListApplications,
  handleUpdateApplication,
} from './admin-applications-http.server'

const SECRET = 'sk-ant-secret-never-leaves-1234567890'
const BULK_APPLICATIONS = 2000

describeEachDatabase('/admin/applications API', (database) => {
  const world = adminTestWorld(() => database.handle())
  const deps = world.dependencies
  let root: TestCaller
  let outsider: TestCaller
  /** Every body the API answered with: none may hold the key. */
  const answers: string[] = []

  beforeAll(async () => {
    const db = database.handle().db
    await ensurePlanAndApplication(db)
    const tenant = await makeTenant(db, 'adm-apps-acme')
    root = await world.systemAdmin('root@admin-apps.test')
    outsider = await world.tenantUser(tenant.id, 'owner@adm-apps-acme.test')
    await db.execute(sql`
      insert into applications (key, name, theme_key)
      select 'bulk_' || lpad(n::text, 5, '0'), 'Bulk app ' || n, 'opsai'
      from generate_series(1, ${BULK_APPLICATIONS}) as n`)
  })

  const answer = async (response: Response) => {
    const text = await response.clone().text()
    answers.push(text)
    return response
  }
  const create = async (body: unknown, who: TestCaller = root) =>
    answer(await handleCreateApplication(world.request('POST', '/api/admin/applications', who, body), deps))
  const update = async (key: string, body: unknown, who: TestCaller = root) =>
    answer(
      await handleUpdateApplication(
        world.request('PATCH', `/api/admin/applications/${key}`, who, body),
        { key },
        deps,
      ),
    )
  const list = async (query: string) =>
    answer(await handleListApplications(world.request('GET', `/api/admin/applications?${query}`, root), deps))

  it('only a system-administrator session may list or change applications (403)', async () => {
    await expectError(
      await handleListApplications(world.request('GET', '/api/admin/applications', outsider), deps),
      403,
      'forbidden',
    )
    await expectError(
      await create({ key: 'nope_app', name: 'N', themeKey: 'opsai' }, outsider),
      403,
      'forbidden',
    )
    await expectError(await update('hirameki_ai', { name: 'X' }, outsider), 403, 'forbidden')
    const removal = await handleDeleteApplication(
      world.request('DELETE', '/api/admin/applications/hirameki_ai', outsider),
      { key: 'hirameki_ai' },
      deps,
    )
    await expectError(removal, 403, 'forbidden')
  })

  it('creates an application with a theme, a default plan and a write-only API key', async () => {
    const bad = await create({ key: 'Bad-Key', name: '', themeKey: 'no-such-theme', defaultPlanId: 'nope' })
    await expectFieldErrors(bad, 400, ['key', 'name', 'themeKey'])
    const noKey = await create({
      key: 'claude_ai',
      name: 'Claude AI',
      themeKey: 'opsai',
      settings: { provider: 'anthropic', model: 'claude' },
    })
    await expectFieldErrors(noKey, 400, ['settings.apiKey'])
    const unknownPlan = await create({
      key: 'claude_ai',
      name: 'Claude AI',
      themeKey: 'opsai',
      defaultPlanId: 'nope',
    })
    await expectFieldErrors(unknownPlan, 400, ['defaultPlanId'])
    const created = await create({
      key: 'claude_ai',
      name: 'Claude AI',
      themeKey: 'hirameki_ai',
      defaultPlanId: 'standard',
      settings: { provider: 'anthropic', model: 'claude-sonnet', apiKey: SECRET },
    })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({
      key: 'claude_ai',
      themeKey: 'hirameki_ai',
      defaultPlanId: 'standard',
      settings: { provider: 'anthropic', model: 'claude-sonnet', hasApiKey: true },
    })
    expect(await getApplicationSecrets(database.handle().db, 'claude_ai')).toMatchObject({ apiKey: SECRET })
    await expectFieldErrors(await create({ key: 'claude_ai', name: 'Again', themeKey: 'opsai' }), 409, [
      'key',
    ])
    const [audit] = await world.audit('application.create', 'claude_ai')
    expect(audit?.actor).toBe(`admin:${root.userId}`)
  })

  it('edits name, theme and provider; keeps, replaces or clears the key; refuses settings that would not work', async () => {
    const renamed = await update('claude_ai', { name: 'Claude AI 2', themeKey: 'opsai' })
    expect(renamed.status).toBe(200)
    expect(await getApplicationSecrets(database.handle().db, 'claude_ai')).toMatchObject({ apiKey: SECRET })
    await expectFieldErrors(await update('claude_ai', { settings: { apiKey: null } }), 400, [
      'settings.apiKey',
    ])
    await expectFieldErrors(
      await update('claude_ai', { settings: { provider: 'openai-compatible', baseURL: null } }),
      400,
      ['settings.baseURL'],
    )
    await expectFieldErrors(await update('claude_ai', { settings: { baseURL: 'ftp://x' } }), 400, [
      'settings.baseURL',
    ])
    await expectFieldErrors(await update('claude_ai', { themeKey: 'nope', defaultPlanId: 'nope' }), 400, [
      'themeKey',
    ])
    await expectFieldErrors(await update('claude_ai', { defaultPlanId: 'nope' }), 400, ['defaultPlanId'])
    const replaced = await update('claude_ai', {
      settings: {
        provider: 'openai-compatible',
        baseURL: 'https://llm.example.test/v1?api-key=abc',
        apiKey: `${SECRET}-2`,
      },
    })
    expect(replaced.status).toBe(200)
    expect((await replaced.json()).settings).toEqual({
      provider: 'openai-compatible',
      baseURL: 'https://llm.example.test/v1',
      model: 'claude-sonnet',
      hasApiKey: true,
    })
    const cleared = await update('claude_ai', { settings: { apiKey: null } })
    expect((await cleared.json()).settings.hasApiKey).toBe(false)
    expect((await getApplicationSecrets(database.handle().db, 'claude_ai'))?.apiKey).toBeUndefined()
    const environment = await update('claude_ai', { settings: null, defaultPlanId: null })
    expect(await environment.json()).toMatchObject({ settings: null, defaultPlanId: null })
    await expectError(await update('no_such_app', { name: 'X' }), 404, 'not_found')
  })

  it('pages and sorts thousands of applications in the database, with tenant counts', async () => {
    const page = await (await list('q=bulk&sort=key&dir=desc&size=50&page=1')).json()
    expect(page.total).toBe(BULK_APPLICATIONS)
    expect(page.rows).toHaveLength(50)
    expect(page.rows[0].key).toBe('bulk_01950')
    const byTenants = await (await list('sort=tenants&dir=desc&size=10')).json()
    expect(byTenants.rows[0]).toMatchObject({ key: 'hirameki_ai', tenantCount: 1 })
  })

  it('refuses to delete an application in use, naming its tenants; deletes an unused one', async () => {
    const remove = async (key: string) =>
      answer(
        await handleDeleteApplication(
          world.request('DELETE', `/api/admin/applications/${key}`, root),
          { key },
          deps,
        ),
      )
    const refused = await remove('hirameki_ai')
    expect(refused.status).toBe(409)
    const body = await refused.json()
    expect(body.messages.ja).toContain('Tenant adm-apps-acme')
    expect(body.messages.en).toContain('tenants “Tenant adm-apps-acme” use it')
    const deleted = await remove('claude_ai')
    expect(deleted.status).toBe(200)
    expect(
      await database.handle().db.select().from(applications).where(eq(applications.key, 'claude_ai')),
    ).toHaveLength(0)
    expect(await world.audit('application.delete', 'claude_ai')).toHaveLength(1)
  })

  it('refuses to delete the system default application (free registration needs it)', async () => {
    const db = database.handle().db
    await db.execute(
      sql`insert into applications (key, name, theme_key) values ('default_app', 'Default app', 'opsai')`,
    )
    await db
      .insert(systemSettings)
      .values({ key: 'defaultApplication', value: { key: 'default_app' } })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: { key: 'default_app' } } })
    const refused = await handleDeleteApplication(
      world.request('DELETE', '/api/admin/applications/default_app', root),
      { key: 'default_app' },
      deps,
    )
    expect(refused.status).toBe(409)
    const body = await refused.json()
    expect(body.messages.ja).toContain('既定のアプリケーション')
    expect(body.messages.en).toContain("system's default application")
    expect(await db.select().from(applications).where(eq(applications.key, 'default_app'))).toHaveLength(1)
    await db.delete(systemSettings).where(eq(systemSettings.key, 'defaultApplication'))
  })

  it('never sends the API key, nor writes it to the audit log', async () => {
    expect(answers.length).toBeGreaterThan(10)
    for (const text of answers) expect(text).not.toContain('sk-ant-secret')
    const audit = await database.handle().db.select().from(auditLog)
    expect(JSON.stringify(audit)).not.toContain('sk-ant-secret')
  })
})
