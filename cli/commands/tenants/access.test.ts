import { desc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog, tenants } from '#db/schema'
import { describeEachCliDatabase, seedPlansAndApplication } from './cli-testing'

describeEachCliDatabase('opsai tenants ip-allow and sessions', ({ opsai, database }) => {
  const stored = () =>
    database(async ({ db }) => {
      const [row] = await db
        .select({
          ipAllowList: tenants.ipAllowList,
          lifetime: tenants.sessionLifetimeHours,
          idle: tenants.sessionIdleMinutes,
        })
        .from(tenants)
        .where(eq(tenants.slug, 'acme'))
      return row
    })

  beforeAll(async () => {
    await seedPlansAndApplication(opsai)
    const created = await opsai(
      [
        'tenants',
        'create',
        '--slug',
        'acme',
        '--name',
        'acme 株式会社',
        '--app',
        'hirameki_ai',
        '--owner-email',
        'owner@acme.test',
        '--password-stdin',
      ],
      {},
      'Passw0rd!23\n',
    )
    expect(created.stderr).toBe('')
  })

  it('sets the list, normalised, in both languages, and audits it', async () => {
    const result = await opsai(['tenants', 'ip-allow', 'acme', '203.0.113.9/24', '2001:db8::/32,10.1.2.3'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('acme は次の範囲からのみ利用できます')
    expect(result.stdout).toContain('acme can be used only from these ranges')
    expect(result.stdout).toMatch(/^ {2}203\.0\.113\.0\/24$/m)
    expect((await stored())?.ipAllowList).toEqual(['203.0.113.0/24', '2001:db8::/32', '10.1.2.3/32'])
    const [audit] = await database(({ db }) => db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))
    expect(audit).toMatchObject({ action: 'tenant.access', target: 'acme' })
    expect(audit?.actor).toMatch(/^cli:/)
  })

  it('refuses an invalid range with a clear message and changes nothing', async () => {
    const result = await opsai(['tenants', 'ip-allow', 'acme', '192.0.2.0/24', 'office-wifi'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('"office-wifi"')
    expect(result.stderr).toContain('Nothing was changed')
    expect((await stored())?.ipAllowList).toEqual(['203.0.113.0/24', '2001:db8::/32', '10.1.2.3/32'])
  })

  it('shows the list as JSON, and --clear empties it', async () => {
    const shown = await opsai(['tenants', 'ip-allow', 'acme', '--json'])
    expect(JSON.parse(shown.stdout)).toEqual({
      slug: 'acme',
      ipAllowList: ['203.0.113.0/24', '2001:db8::/32', '10.1.2.3/32'],
    })
    const both = await opsai(['tenants', 'ip-allow', 'acme', '10.0.0.0/8', '--clear'])
    expect(both.code).toBe(1)
    const cleared = await opsai(['tenants', 'ip-allow', 'acme', '--clear'])
    expect(cleared.code).toBe(0)
    expect(cleared.stdout).toContain('can be used from anywhere')
    expect((await stored())?.ipAllowList).toEqual([])
  })

  it('sets and resets the session limits, refusing values out of range', async () => {
    const set = await opsai(['tenants', 'sessions', 'acme', '--lifetime', '12', '--idle', '30'])
    expect(set.stderr).toBe('')
    expect(set.stdout).toBe(
      'acme のセッション: 有効期間 12 時間、無操作での終了 30 分 / acme sessions: lifetime 12 h, idle timeout 30 min',
    )
    expect(await stored()).toMatchObject({ lifetime: 12, idle: 30 })
    const bad = await opsai(['tenants', 'sessions', 'acme', '--idle', '2'])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('5〜43200')
    expect(await stored()).toMatchObject({ lifetime: 12, idle: 30 })
    const reset = await opsai([
      'tenants',
      'sessions',
      'acme',
      '--lifetime',
      'none',
      '--idle',
      'none',
      '--json',
    ])
    expect(JSON.parse(reset.stdout)).toEqual({
      slug: 'acme',
      sessionLifetimeHours: null,
      sessionIdleMinutes: null,
    })
  })
})
