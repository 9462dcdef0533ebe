import { desc } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { reserve } from '#app/server/ledger/reservations.server'
import { asPlatform } from '#app/server/tenancy/scope.server'
import { auditLog } from '#db/schema'
import { describeEachCliDatabase, seedPlansAndApplication } from '../tenants/cli-testing'

describeEachCliDatabase('opsai tokens', ({ opsai, database }) => {
  const balance = async (tenant = 'acme') =>
    JSON.parse((await opsai(['tokens', 'balance', tenant, '--json'])).stdout)

  it('grants tokens; the balance shows them and the ledger sums to it', async () => {
    await seedPlansAndApplication(opsai)
    await opsai(['tenants', 'create', '--slug', 'acme', '--name', 'Acme', '--app', 'hirameki_ai'])
    const before = await balance()
    const granted = await opsai(['tokens', 'grant', 'acme', '5000', '--reason', 'test'])
    expect(granted.stderr).toBe('')
    expect(granted.stdout).toMatch(
      /^Granted 5000 tokens to acme \(ledger entry \d+\)\.\nBalance: 55000 \(available 55000\)$/,
    )
    const after = await balance()
    expect(after).toEqual({
      tenant: 'acme',
      balance: before.balance + 5000,
      reserved: 0,
      available: before.balance + 5000,
      ledgerTotal: before.balance + 5000,
    })
    const ledger = JSON.parse((await opsai(['tokens', 'ledger', 'acme', '--json'])).stdout)
    expect(ledger.reduce((sum: number, entry: { amount: number }) => sum + entry.amount, 0)).toBe(
      after.balance,
    )
    expect(ledger[0]).toMatchObject({
      kind: 'additional_grant',
      amount: 5000,
      reason: 'test',
      actor: 'cli:tester',
    })
    const [audit] = await database((handle) =>
      handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1),
    )
    expect(audit).toMatchObject({
      action: 'tokens.grant',
      actor: 'cli:tester',
      details: { amount: 5000, reason: 'test' },
    })
    const text = await opsai(['tokens', 'ledger', 'acme'])
    expect(text.stdout).toMatch(/additional_grant +\+5000 +55000 +cli:tester +test/)
  })

  it('records a grant once per --key', async () => {
    const first = await opsai(['tokens', 'grant', 'acme', '100', '--reason', 'promo', '--key', 'promo-2026'])
    const second = await opsai(['tokens', 'grant', 'acme', '100', '--reason', 'promo', '--key', 'promo-2026'])
    expect(first.stdout).toMatch(/Granted 100/)
    expect(second.stdout).toMatch(/Already recorded with key promo-2026; nothing changed\./)
    expect((await balance()).balance).toBe(55_100)
  })

  it.each([
    [
      'a negative amount',
      ['acme', '-5', '--reason', 'x'],
      /--amount \(got "-5"\): 正の整数で指定してください \/ must be a positive whole number/,
    ],
    [
      'zero',
      ['acme', '0', '--reason', 'x'],
      /--amount \(got "0"\): 正の値にしてください \/ must be positive/,
    ],
    ['a fraction', ['acme', '1.5', '--reason', 'x'], /--amount \(got "1\.5"\)/],
    ['text', ['acme', 'lots', '--reason', 'x'], /--amount \(got "lots"\)/],
    ['an empty reason', ['acme', '10', '--reason', ' '], /--reason/],
    ['an unknown tenant', ['ghost', '10', '--reason', 'x'], /Unknown tenant "ghost"/],
  ])('grant refuses %s with exit 1 and records nothing', async (_case, args, message) => {
    const before = await balance()
    const result = await opsai(['tokens', 'grant', ...args])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(message)
    expect(await balance()).toEqual(before)
  })

  it('grant-plans grants each active tenant once per month', async () => {
    const first = await opsai(['tokens', 'grant-plans', '--month', '2040-01', '--json'])
    expect(JSON.parse(first.stdout)).toEqual({ month: '2040-01', granted: 1, alreadyGranted: 0, skipped: 0 })
    const again = await opsai(['tokens', 'grant-plans', '--month', '2040-01'])
    expect(again.stdout).toBe(
      'Plan grants for 2040-01: 0 granted, 1 already granted, 0 skipped (Stripe subscriptions and downgrades not yet applied).',
    )
    const [audit] = await database((handle) =>
      handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1),
    )
    expect(audit).toMatchObject({ action: 'tokens.grant-plans', target: '2040-01', details: { granted: 1 } })
    expect((await balance()).balance).toBe(55_100 + 50_000)
    const bad = await opsai(['tokens', 'grant-plans', '--month', '2040-13'])
    expect([bad.code, bad.stderr]).toEqual([1, expect.stringMatching(/--month \(got "2040-13"\)/)])
  })

  it('sweep releases expired reservations', async () => {
    await database(async (handle) => {
      const scope = await asPlatform(handle.db).tenants.scope('acme')
      await reserve(
        handle.db,
        scope.tenantId,
        { estimate: 700, actor: 'test', ttlMs: 1 },
        new Date(Date.now() - 60_000),
      )
    })
    expect((await balance()).reserved).toBe(700)
    const swept = await opsai(['tokens', 'sweep'])
    expect(swept.stdout).toBe('Released 700 tokens held by expired reservations of 1 tenants.')
    expect((await balance()).reserved).toBe(0)
    const [audit] = await database((handle) =>
      handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1),
    )
    expect(audit).toMatchObject({ action: 'tokens.sweep', actor: 'cli:tester', details: { tokens: 700 } })
  })

  it('balance and ledger of an unknown tenant exit 1', async () => {
    for (const verb of ['balance', 'ledger']) {
      const result = await opsai(['tokens', verb, 'ghost'])
      expect([result.code, result.stderr]).toEqual([1, expect.stringMatching(/Unknown tenant "ghost"/)])
    }
  })
})
