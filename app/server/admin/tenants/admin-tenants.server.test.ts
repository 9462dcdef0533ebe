import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, domains, tenants } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ensurePlanAndApplication, makeTenant } from '../../tenancy/test-fixtures.server'
import { runAdminCall } from './admin-call.server'
import {
  createTenantFromConsole,
  editTenantFromConsole,
  loadTenantDetail,
  mapDomainFromConsole,
  setTenantStatusFromConsole,
  unmapDomainFromConsole,
} from './admin-tenants.server'
import { listTenantsPage } from './tenant-list.server'
import { ADMIN_ID, adminSession, memberSession } from './testing/admin-sessions'

const BULK = 3000
const ACTOR = `admin:${ADMIN_ID}`

describeEachDatabase('/admin/tenants on the server', (database) => {
  const db = () => database.handle().db
  const asAdmin = <T>(work: (actor: string) => Promise<T>) =>
    runAdminCall(adminSession(), (caller) => work(caller.actor))

  beforeAll(async () => {
    await ensurePlanAndApplication(db())
    // Thousands of tenants in one statement: every 7th suspended, every 3rd on the zero plan.
    await db().execute(sql`
      insert into tenants (id, slug, name, application_key, plan_id, status, created_at)
      select 'bulk-' || n, 'bulk-' || lpad(n::text, 5, '0'), 'Bulk テナント ' || lpad(n::text, 5, '0'),
             'hirameki_ai', case when n % 3 = 0 then 'zero' else 'standard' end,
             case when n % 7 = 0 then 'suspended' else 'active' end,
             now() - (n || ' minutes')::interval
      from generate_series(1, ${BULK}) as n`)
    await db().execute(sql`
      insert into token_balances (tenant_id, balance) select id, (substring(id from 6))::int * 10 from tenants where id like 'bulk-%'`)
  })

  describe('the list', () => {
    it('pages on the server with the total', async () => {
      const first = await listTenantsPage(db(), { size: 25 })
      expect(first.rows).toHaveLength(25)
      expect(first.total).toBeGreaterThanOrEqual(BULK)
      expect(first.rows[0]?.slug).toBe('bulk-00001')
      const last = await listTenantsPage(db(), { size: 100, page: Math.floor((first.total - 1) / 100) })
      expect(last.rows.length).toBe(first.total % 100 || 100)
    })

    it('filters by status, application and plan, and searches names, slugs and domains', async () => {
      const suspended = await listTenantsPage(db(), { status: 'suspended', size: 10 })
      expect(suspended.total).toBe(Math.floor(BULK / 7))
      expect(suspended.rows.every((row) => row.status === 'suspended')).toBe(true)
      const zero = await listTenantsPage(db(), { plan: 'zero', status: 'active', app: 'hirameki_ai' })
      expect(zero.total).toBe(BULK / 3 - Math.floor(BULK / 21))
      const search = await listTenantsPage(db(), { q: 'テナント 0042' })
      expect(search.rows.map((row) => row.slug)).toEqual(
        Array.from({ length: 10 }, (_, index) => `bulk-0042${index}`),
      )
      expect(search.total).toBe(10)
      await db()
        .insert(domains)
        .values({ hostname: 'needle.example.com', tenantId: 'bulk-2999', isPrimary: true })
      const byHost = await listTenantsPage(db(), { q: 'NEEDLE.example' })
      expect(byHost.rows.map((row) => [row.slug, row.primaryHost])).toEqual([
        ['bulk-02999', 'needle.example.com'],
      ])
      // A typed % is a character, not "anything".
      expect((await listTenantsPage(db(), { q: '%' })).total).toBe(0)
    })

    it('sorts on the server, with no row on two pages', async () => {
      const byBalance = await listTenantsPage(db(), { sort: 'balance', desc: true, size: 10 })
      expect(byBalance.rows[0]?.slug).toBe(`bulk-${String(BULK).padStart(5, '0')}`)
      expect(byBalance.rows[0]?.balance).toBe(BULK * 10)
      const newest = await listTenantsPage(db(), {
        sort: 'createdAt',
        desc: true,
        status: 'suspended',
        size: 10,
      })
      expect(newest.rows[0]?.slug).toBe('bulk-00007')
      const seen = new Set<string>()
      for (let page = 0; page < 5; page += 1) {
        const rows = (await listTenantsPage(db(), { sort: 'plan', size: 50, page })).rows
        for (const row of rows) seen.add(row.slug)
      }
      expect(seen.size).toBe(250)
    })

    it('falls back to defaults on nonsense paging and sorting instead of failing', async () => {
      const page = await listTenantsPage(db(), { sort: 'password', size: 7, page: -3, status: 'deleted' })
      expect(page.rows).toHaveLength(25)
      expect(page.query).toMatchObject({ sort: 'slug', size: 25, page: 0, status: undefined })
    })
  })

  describe('only for the administrator', () => {
    it('answers 403 to a member, an administrator signed in through /login, or nobody', async () => {
      for (const session of [memberSession(), memberSession(null, 'admin'), null]) {
        const result = await runAdminCall(session, () => listTenantsPage(db(), {}))
        expect(result).toMatchObject({ ok: false, status: 403, error: 'forbidden' })
        if (!result.ok) expect(result.message.en).toContain('system administrator')
      }
      const refused = await runAdminCall(memberSession(), (caller) =>
        createTenantFromConsole(
          db(),
          { slug: 'sneaky', name: 'x', applicationKey: 'hirameki_ai' },
          caller.actor,
        ),
      )
      expect(refused).toMatchObject({ ok: false, status: 403 })
      expect(await db().select().from(tenants).where(eq(tenants.slug, 'sneaky'))).toHaveLength(0)
    })
  })

  describe('create, edit, suspend and resume', () => {
    it('shows field errors in Japanese and English for bad input, and writes nothing', async () => {
      const result = await asAdmin((actor) =>
        createTenantFromConsole(
          db(),
          {
            slug: 'Bad Slug!',
            name: '',
            applicationKey: 'hirameki_ai',
            themeKey: 'no-such-theme',
            ownerEmail: 'x',
          },
          actor,
        ),
      )
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.status).toBe(400)
      // An owner e-mail without a password is refused too.
      expect(Object.keys(result.fieldErrors).sort()).toEqual([
        'name',
        'ownerEmail',
        'ownerPassword',
        'slug',
        'themeKey',
      ])
      expect(result.fieldErrors.slug?.ja).toMatch(/英小文字/)
      expect(result.fieldErrors.slug?.en).toMatch(/lower-case/)
      expect(result.fieldErrors.themeKey).toEqual({
        ja: '登録されたテーマではありません',
        en: 'is not a registered theme',
      })
      expect(result.message).toEqual({ ja: '入力内容を確認してください。', en: 'Please check the form.' })
      const missing = await asAdmin((actor) => createTenantFromConsole(db(), { slug: 42 }, actor))
      expect(missing.ok || missing.fieldErrors.applicationKey?.ja).toMatch(/入力/)
    })

    it('refuses an unknown application or plan and a taken slug under their fields', async () => {
      const unknownApp = await asAdmin((actor) =>
        createTenantFromConsole(db(), { slug: 'new-one', name: 'New', applicationKey: 'nope_ai' }, actor),
      )
      expect(unknownApp.ok || unknownApp.fieldErrors.applicationKey?.en).toBe('Unknown application "nope_ai"')
      const unknownPlan = await asAdmin((actor) =>
        createTenantFromConsole(
          db(),
          { slug: 'new-one', name: 'New', applicationKey: 'hirameki_ai', planId: 'gold' },
          actor,
        ),
      )
      expect(unknownPlan.ok || unknownPlan.fieldErrors.planId?.ja).toBe('プラン "gold" はありません')
      const taken = await asAdmin((actor) =>
        createTenantFromConsole(
          db(),
          { slug: 'bulk-00001', name: 'Dup', applicationKey: 'hirameki_ai' },
          actor,
        ),
      )
      expect(taken).toMatchObject({ ok: false, status: 409 })
      expect(taken.ok || taken.fieldErrors.slug?.en).toMatch(/already taken/)
    })

    it('creates a tenant with its owner, plan grant and an audit row by the administrator', async () => {
      const result = await asAdmin((actor) =>
        createTenantFromConsole(
          db(),
          {
            slug: 'console-made',
            name: 'コンソール株式会社',
            applicationKey: 'hirameki_ai',
            planId: '',
            themeKey: 'opsai',
            ownerEmail: 'owner@console-made.test',
            ownerPassword: 'Owner-passw0rd',
          },
          actor,
        ),
      )
      expect(result).toEqual({ ok: true, data: { slug: 'console-made' } })
      const detail = await loadTenantDetail(db(), 'console-made')
      expect(detail).toMatchObject({ planId: 'standard', themeKey: 'opsai', status: 'active' })
      // The edit form's pickers start from these labels (no list of applications or plans).
      expect(detail.applicationChoice).toEqual({ value: 'hirameki_ai', label: 'ヒラメキAI (hirameki_ai)' })
      expect(detail.planChoice).toEqual({ value: 'standard', label: 'スタンダード (standard)' })
      expect(detail.members).toEqual([
        expect.objectContaining({ email: 'owner@console-made.test', role: 'owner' }),
      ])
      expect(detail.tokens.balance).toBe(10_000)
      expect(detail.ledger).toEqual([expect.objectContaining({ kind: 'plan_grant', amount: 10_000 })])
      expect(detail.audit.map((row) => [row.action, row.actor])).toContainEqual(['tenant.create', ACTOR])
      const again = await asAdmin((actor) =>
        createTenantFromConsole(
          db(),
          {
            slug: 'console-other',
            name: 'x',
            applicationKey: 'hirameki_ai',
            ownerEmail: 'owner@console-made.test',
            ownerPassword: 'Owner-passw0rd',
          },
          actor,
        ),
      )
      expect(again.ok || again.fieldErrors.ownerEmail?.en).toMatch(/already registered/)
    })

    it('edits name, plan and theme with one audit row of what changed', async () => {
      const tenant = await makeTenant(db(), 'edit-me')
      const bad = await asAdmin((actor) =>
        editTenantFromConsole(
          db(),
          { slug: 'edit-me', name: ' ', applicationKey: 'hirameki_ai', planId: 'zero', themeKey: 'nope' },
          actor,
        ),
      )
      expect(bad.ok ? [] : Object.keys(bad.fieldErrors).sort()).toEqual(['name', 'themeKey'])
      const saved = await asAdmin((actor) =>
        editTenantFromConsole(
          db(),
          {
            slug: 'edit-me',
            name: '新しい名前',
            applicationKey: 'hirameki_ai',
            planId: 'standard',
            themeKey: '',
          },
          actor,
        ),
      )
      expect(saved).toEqual({ ok: true, data: { slug: 'edit-me', changed: true } })
      const [row] = await db().select().from(tenants).where(eq(tenants.id, tenant.id))
      expect(row).toMatchObject({ name: '新しい名前', planId: 'standard', themeKey: null })
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'tenant.update')))
      expect(audit?.actor).toBe(ACTOR)
      expect(audit?.details).toEqual({
        name: { from: 'Tenant edit-me', to: '新しい名前' },
        planId: { from: 'zero', to: 'standard' },
      })
      const unknown = await asAdmin((actor) =>
        editTenantFromConsole(
          db(),
          { slug: 'no-such', name: 'x', applicationKey: 'hirameki_ai', planId: 'zero', themeKey: '' },
          actor,
        ),
      )
      expect(unknown).toMatchObject({ ok: false, status: 404 })
    })

    it('suspends and resumes, auditing each change once', async () => {
      const tenant = await makeTenant(db(), 'pause-me')
      const suspend = () =>
        asAdmin((actor) => setTenantStatusFromConsole(db(), { slug: 'pause-me', status: 'suspended' }, actor))
      expect(await suspend()).toEqual({
        ok: true,
        data: { slug: 'pause-me', status: 'suspended', changed: true },
      })
      expect(await suspend()).toMatchObject({ ok: true, data: { changed: false } })
      await asAdmin((actor) =>
        setTenantStatusFromConsole(db(), { slug: 'pause-me', status: 'active' }, actor),
      )
      const actions = await db()
        .select({ action: auditLog.action, actor: auditLog.actor })
        .from(auditLog)
        .where(eq(auditLog.tenantId, tenant.id))
      expect(actions.filter((row) => row.actor === ACTOR).map((row) => row.action)).toEqual([
        'tenant.suspend',
        'tenant.resume',
      ])
      const bad = await asAdmin((actor) =>
        setTenantStatusFromConsole(db(), { slug: 'pause-me', status: 'gone' }, actor),
      )
      expect(bad).toMatchObject({ ok: false, status: 400 })
    })
  })

  describe('domains, with the CLI rules', () => {
    it('normalises the host name, refuses bad ones and unknown themes under their fields', async () => {
      await makeTenant(db(), 'dom-a')
      const mapped = await asAdmin((actor) =>
        mapDomainFromConsole(
          db(),
          { tenantSlug: 'dom-a', hostname: '  WWW.Dom-A.Example.  ', themeKey: '' },
          actor,
        ),
      )
      expect(mapped).toEqual({
        ok: true,
        data: { hostname: 'www.dom-a.example', isPrimary: true, themeKey: null },
      })
      const bad = await asAdmin((actor) =>
        mapDomainFromConsole(
          db(),
          { tenantSlug: 'dom-a', hostname: 'https://x.example/path', themeKey: 'nope' },
          actor,
        ),
      )
      expect(bad.ok ? [] : Object.keys(bad.fieldErrors).sort()).toEqual(['hostname', 'themeKey'])
      expect(bad.ok || bad.fieldErrors.hostname?.ja).toBe('ホスト名ではありません')
      expect(bad.ok || bad.fieldErrors.hostname?.en).toMatch(/^is not a host name/)
    })

    it("refuses a host name another tenant has, and another tenant's host on unmap", async () => {
      await makeTenant(db(), 'dom-b')
      const taken = await asAdmin((actor) =>
        mapDomainFromConsole(db(), { tenantSlug: 'dom-b', hostname: 'www.dom-a.example' }, actor),
      )
      expect(taken).toMatchObject({ ok: false, status: 409 })
      expect(taken.ok || taken.fieldErrors.hostname?.ja).toMatch(/別のテナントに割り当て済み/)
      const notMine = await asAdmin((actor) =>
        unmapDomainFromConsole(db(), { tenantSlug: 'dom-b', hostname: 'www.dom-a.example' }, actor),
      )
      expect(notMine).toMatchObject({ ok: false, status: 404 })
      const removed = await asAdmin((actor) =>
        unmapDomainFromConsole(db(), { tenantSlug: 'dom-a', hostname: 'www.dom-a.example' }, actor),
      )
      expect(removed).toEqual({ ok: true, data: { hostname: 'www.dom-a.example' } })
      const audit = await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.target, 'www.dom-a.example'), eq(auditLog.actor, ACTOR)))
      expect(audit.map((row) => row.action)).toEqual(['domain.map', 'domain.unmap'])
    })
  })
})
