import { verifyPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { billingMonth } from '../../app/server/ledger/plan-grants.server'
import { isDomainAllowed } from '../../app/server/tenancy/domains.server'
import { asPlatform } from '../../app/server/tenancy/scope.server'
import { listTenants } from '../../app/server/tenancy/tenants.server'
import { account, auditLog, user } from '../schema'
import { describeEachDatabase } from '../testing'
import { isDatabaseEmpty, seedDemo } from './demo'

describeEachDatabase('demo seed', (database) => {
  const db = () => database.handle().db
  const env = { OPSAI_DEMO_PASSWORD: 'Demo-Passw0rd!' }

  it('fills an empty database with brands, tenants on their hosts, members and tokens', async () => {
    expect(await isDatabaseEmpty(db())).toBe(true)
    const result = await seedDemo(db(), { env })
    expect(result.created).toBe(true)
    expect(result.lines[0]).toMatch(
      /^Demo data seeded: 2 system settings, 4 plans, \d+ chats in \d+ categories, 4 applications, 3 tenants, 9 members\.$/,
    )
    expect(result.lines.join('\n')).toContain('Demo-Passw0rd!')
    expect(await isDatabaseEmpty(db())).toBe(false)

    const platform = asPlatform(db())
    const tenants = await listTenants(db())
    expect(tenants.map((tenant) => [tenant.slug, tenant.applicationKey, tenant.effectiveThemeKey])).toEqual([
      ['fortuna', 'fortuna', 'fortuna'],
      ['hirameki', 'hirameki_ai', 'hirameki_ai'],
      ['kakushin', 'kakushin', 'kakushin'],
    ])
    const hirameki = await platform.tenants.show('hirameki')
    expect(hirameki.domains).toEqual([{ hostname: 'hirameki.localhost', themeKey: null, isPrimary: true }])
    // A `*.localhost` host reaches this machine by definition: verified, so it may get a certificate.
    expect(await isDomainAllowed(db(), 'hirameki.localhost')).toBe(true)
    expect(hirameki.members.map((member) => [member.email, member.role])).toEqual([
      ['admin@hirameki.example', 'admin'],
      ['member@hirameki.example', 'member'],
      ['owner@hirameki.example', 'owner'],
    ])
    const scope = await platform.tenants.scope('hirameki')
    expect((await scope.teams.list()).map((team) => team.name).sort()).toEqual(['企画部', '営業部'])
    expect(await scope.tokens.balance()).toMatchObject({ balance: 1_000_000 })
    expect((await scope.tokens.ledger())[0]).toMatchObject({ idempotencyKey: `plan_grant:${billingMonth()}` })
    expect((await scope.chats.list()).length).toBeGreaterThan(5)

    const [member] = await db().select().from(user).where(eq(user.email, 'member@kakushin.example'))
    const [credential] = await db()
      .select()
      .from(account)
      .where(eq(account.userId, member?.id ?? ''))
    expect(await verifyPassword({ hash: credential?.password ?? '', password: 'Demo-Passw0rd!' })).toBe(true)
    const [run] = await db().select().from(auditLog).where(eq(auditLog.action, 'demo.seed'))
    expect(run).toMatchObject({
      actor: 'system:demo-seed',
      details: { tenants: ['hirameki', 'fortuna', 'kakushin'], members: 9 },
    })
  })

  it('changes nothing when run again', async () => {
    const platform = asPlatform(db())
    const before = await platform.tenants.show('fortuna')
    const again = await seedDemo(db(), { env: {} })
    expect(again).toEqual({ created: false, lines: ['Demo data already present; nothing changed.'] })
    expect(await platform.tenants.show('fortuna')).toEqual(before)
  })
})
