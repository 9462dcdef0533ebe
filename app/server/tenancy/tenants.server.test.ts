import { verifyPassword } from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { account, auditLog, chats, tenantChats, tenants, user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.server'
import { billingMonth } from '../ledger/plan-grants.server'
import {
  createApplication,
  getApplicationSecrets,
  listApplications,
  updateApplication,
} from './applications.server'
import { upsertPlans } from './plans.server'
import { createTenant, listTenants, setTenantStatus, showTenant } from './tenants.server'
import { ensurePlanAndApplication, TEST_ACTOR } from './test-fixtures.server'
import { createSystemAdmin } from './users.server'

describeEachDatabase('tenants', (database) => {
  const db = () => database.handle().db
  const countRows = async (table: string) =>
    Number(
      rowsOf<{ n: number }>(await db().execute(sql.raw(`select count(*)::int as n from "${table}"`)))[0]?.n,
    )

  it('onboards a tenant with its owner, plan grant, chats and an audit row', async () => {
    await ensurePlanAndApplication(db())
    await db().insert(chats).values({ id: 'chat-1', kind: 'custom', keyword: 'mail', name: 'メール作成' })
    const created = await createTenant(
      db(),
      {
        slug: 'acme',
        name: 'Acme',
        applicationKey: 'hirameki_ai',
        owner: { email: 'Owner@Acme.test', password: 'Passw0rd!23' },
      },
      TEST_ACTOR,
    )
    expect(created).toMatchObject({
      slug: 'acme',
      planId: 'standard',
      status: 'active',
      effectiveThemeKey: 'hirameki_ai',
      members: [{ email: 'owner@acme.test', role: 'owner' }],
      tokens: { balance: 10_000, reserved: 0, available: 10_000 },
    })
    const [owner] = await db().select().from(user).where(eq(user.email, 'owner@acme.test'))
    expect(owner).toMatchObject({ tenantId: created.id, role: 'user', emailVerified: true })
    const [credential] = await db()
      .select()
      .from(account)
      .where(eq(account.userId, owner?.id ?? ''))
    expect(credential).toMatchObject({ providerId: 'credential', accountId: owner?.id })
    expect(await verifyPassword({ hash: credential?.password ?? '', password: 'Passw0rd!23' })).toBe(true)
    expect(await db().select().from(tenantChats).where(eq(tenantChats.tenantId, created.id))).toHaveLength(1)
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'tenant.create'))
    expect(audit).toEqual([
      expect.objectContaining({ actor: TEST_ACTOR, target: 'acme', tenantId: created.id }),
    ])
    expect(JSON.stringify(audit)).not.toContain('Passw0rd')
    expect((await showTenant(db(), 'acme')).tokens.balance).toBe(10_000)
    expect(billingMonth(new Date('2026-11-30T15:30:00Z'))).toBe('2026-12')
  })

  it.each([
    ['a malformed slug', { slug: 'Bad Slug' }, InvalidInputError, /slug "Bad Slug"/],
    ['an unknown application', { applicationKey: 'nope_ai' }, NotFoundError, /Unknown application "nope_ai"/],
    ['an unknown plan', { planId: 'gold' }, NotFoundError, /Unknown plan "gold"/],
    ['an unknown theme', { themeKey: 'nope' }, InvalidInputError, /themeKey "nope"/],
    ['a taken slug', { slug: 'acme' }, ConflictError, /"acme" is already taken/],
    [
      'a malformed owner e-mail',
      { owner: { email: 'not-an-email', password: 'Passw0rd!23' } },
      InvalidInputError,
      /owner\.email "not-an-email"/,
    ],
    [
      'a taken owner e-mail',
      { owner: { email: 'owner@acme.test', password: 'Passw0rd!23' } },
      ConflictError,
      /"owner@acme\.test" is already registered/,
    ],
  ])('refuses %s and writes nothing', async (_case, change, errorClass, message) => {
    const before = await Promise.all(['tenants', 'user', 'audit_log', 'token_ledger'].map(countRows))
    const input = { slug: 'beta', name: 'Beta', applicationKey: 'hirameki_ai', ...change }
    const attempt = createTenant(db(), input, TEST_ACTOR)
    await expect(attempt).rejects.toBeInstanceOf(errorClass)
    await expect(attempt).rejects.toThrow(message)
    expect(await Promise.all(['tenants', 'user', 'audit_log', 'token_ledger'].map(countRows))).toEqual(before)
  })

  it('suspends and resumes, auditing each change and nothing for a no-op', async () => {
    const suspended = await setTenantStatus(db(), 'acme', 'suspended', TEST_ACTOR)
    expect(suspended).toMatchObject({ changed: true, tenant: { status: 'suspended' } })
    expect((await setTenantStatus(db(), 'acme', 'suspended', TEST_ACTOR)).changed).toBe(false)
    expect((await listTenants(db())).find((tenant) => tenant.slug === 'acme')?.status).toBe('suspended')
    await setTenantStatus(db(), 'acme', 'active', TEST_ACTOR)
    const actions = (await db().select({ action: auditLog.action }).from(auditLog)).map((row) => row.action)
    expect(actions.filter((action) => action.startsWith('tenant.'))).toEqual([
      'tenant.create',
      'tenant.suspend',
      'tenant.resume',
    ])
    await expect(setTenantStatus(db(), 'ghost', 'suspended', TEST_ACTOR)).rejects.toThrow(
      /Unknown tenant "ghost"/,
    )
  })

  it('keeps an application key secret and validates application input', async () => {
    await createApplication(
      db(),
      {
        key: 'fortuna',
        name: 'フォーチュナ',
        themeKey: 'fortuna',
        settings: {
          provider: 'openai-compatible',
          baseURL: 'http://127.0.0.1:11434/v1',
          model: 'gpt-4o-mini',
          apiKey: 'sk-secret-value',
        },
      },
      TEST_ACTOR,
    )
    const listed = await listApplications(db())
    expect(JSON.stringify(listed)).not.toContain('sk-secret-value')
    expect(listed.find((app) => app.key === 'fortuna')?.settings).toEqual({
      provider: 'openai-compatible',
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'gpt-4o-mini',
      hasApiKey: true,
    })
    // Without settings of its own an application uses the environment's default provider.
    expect(listed.find((app) => app.key === 'hirameki_ai')?.settings).toBeNull()
    expect((await getApplicationSecrets(db(), 'fortuna'))?.apiKey).toBe('sk-secret-value')
    const updated = await updateApplication(
      db(),
      'fortuna',
      { settings: { apiKey: null, model: 'gpt-4.1' } },
      TEST_ACTOR,
    )
    expect(updated.settings).toMatchObject({
      provider: 'openai-compatible',
      model: 'gpt-4.1',
      hasApiKey: false,
    })
    const audit = await db().select().from(auditLog).where(eq(auditLog.target, 'fortuna'))
    expect(JSON.stringify(audit)).not.toContain('sk-secret-value')
    expect(audit.at(-1)?.details).toMatchObject({ settings: { apiKey: 'cleared', model: 'gpt-4.1' } })
    await expect(
      updateApplication(db(), 'fortuna', { settings: { baseURL: null } }, TEST_ACTOR),
    ).rejects.toThrow(/baseURL: .*needs a baseURL/)
    expect((await updateApplication(db(), 'fortuna', { settings: null }, TEST_ACTOR)).settings).toBeNull()
    await expect(
      createApplication(db(), { key: 'ezpass', name: 'x', themeKey: 'opsai' }, TEST_ACTOR),
    ).rejects.toThrow(/key "ezpass": is reserved/)
    await expect(
      createApplication(db(), { key: 'fortuna', name: 'x', themeKey: 'opsai' }, TEST_ACTOR),
    ).rejects.toThrow(/"fortuna" already exists/)
    await expect(updateApplication(db(), 'fortuna', {}, TEST_ACTOR)).rejects.toThrow(/nothing to change/)
  })

  it('creates a system administrator with no tenant and refuses a taken e-mail', async () => {
    const admin = await createSystemAdmin(
      db(),
      { email: 'root@opsai.test', password: 'Adm1n-Passw0rd', name: 'Root' },
      TEST_ACTOR,
    )
    const [row] = await db().select().from(user).where(eq(user.id, admin.id))
    expect(row).toMatchObject({ role: 'admin', tenantId: null })
    await expect(
      createSystemAdmin(
        db(),
        { email: 'ROOT@opsai.test', password: 'Adm1n-Passw0rd', name: 'Root' },
        TEST_ACTOR,
      ),
    ).rejects.toThrow(/"root@opsai\.test" is already registered/)
    await expect(
      createSystemAdmin(db(), { email: 'x@opsai.test', password: 'short', name: 'X' }, TEST_ACTOR),
    ).rejects.toThrow(/password: Enter at least 8 characters/)
    expect(await db().select().from(tenants)).toHaveLength(1)
  })

  it('another application’s plan is refused for a tenant and for free registration, nothing written', async () => {
    await upsertPlans(
      db(),
      [
        {
          id: 'fortuna-only',
          name: 'フォーチュナ専用',
          monthlyTokens: 1_000,
          priceJpy: 0,
          applicationKey: 'fortuna',
        },
      ],
      TEST_ACTOR,
    )
    const tenantsBefore = await countRows('tenants')
    await expect(
      createTenant(
        db(),
        { slug: 'wrong-plan', name: 'Wrong', applicationKey: 'hirameki_ai', planId: 'fortuna-only' },
        TEST_ACTOR,
      ),
    ).rejects.toThrow(/Plan "fortuna-only" is not offered to the application "hirameki_ai"/)
    expect(await countRows('tenants')).toBe(tenantsBefore)
    await expect(
      updateApplication(db(), 'hirameki_ai', { defaultPlanId: 'fortuna-only' }, TEST_ACTOR),
    ).rejects.toThrow(InvalidInputError)
    expect((await listApplications(db())).find((app) => app.key === 'hirameki_ai')?.defaultPlanId).toBe(
      'standard',
    )
    // Offered to its own application, it is a free-registration plan like any other.
    expect(
      (await updateApplication(db(), 'fortuna', { defaultPlanId: 'fortuna-only' }, TEST_ACTOR)).defaultPlanId,
    ).toBe('fortuna-only')
  })
})
