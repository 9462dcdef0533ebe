import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { listChats } from '#app/server/catalogue/catalogue.server'
import { createApplication } from '#app/server/tenancy/applications.server'
import { listPlans } from '#app/server/tenancy/plans.server'
import { auditLog } from '#db/schema'
import { describeEachCliDatabase } from '../tenants/cli-testing'

const dir = mkdtempSync(join(tmpdir(), 'opsai-seed-cli-'))

describeEachCliDatabase(
  'opsai seed',
  ({ opsai, database }) => {
    it('seeds the shipped plans, and a file updates them by id', async () => {
      const first = await opsai(['seed', 'plans'])
      expect(first.stdout).toMatch(/4 created \(free, standard, business, enterprise\), 0 updated\./)
      const file = join(dir, 'plans.json')
      writeFileSync(
        file,
        JSON.stringify({
          plans: [{ id: 'free', name: 'フリー', monthlyTokens: 60000, priceJpy: 0, maxUsers: 5 }],
        }),
      )
      const updated = await opsai(['seed', 'plans', '--file', file])
      expect(updated.stdout).toMatch(/0 created, 1 updated \(free\)\./)
      const plans = await database((handle) => listPlans(handle.db))
      expect(plans).toHaveLength(4)
      expect(plans.find((plan) => plan.id === 'free')).toMatchObject({
        monthlyTokens: 60000,
        maxUsers: 5,
        maxChats: null,
      })
    })

    it('refuses an invalid plans file naming the field and value, writing nothing', async () => {
      const file = join(dir, 'bad-plans.yaml')
      writeFileSync(file, 'plans:\n  - id: pro\n    name: プロ\n    monthlyTokens: -10\n    priceJpy: 100\n')
      const result = await opsai(['seed', 'plans', '--file', file])
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/plans\.0\.monthlyTokens -10: must not be negative/)
      expect((await database((handle) => listPlans(handle.db))).map((plan) => plan.id)).not.toContain('pro')
      const missing = await opsai(['seed', 'plans', '--file', join(dir, 'nope.yaml')])
      expect([missing.code, missing.stderr]).toEqual([1, expect.stringMatching(/Cannot read ".*nope\.yaml"/)])
    })

    it('a plans file may offer a plan to one application only; an unknown application writes nothing', async () => {
      const file = join(dir, 'app-plans.yaml')
      const write = (key: string) =>
        writeFileSync(
          file,
          `plans:\n  - id: seed-solo\n    name: ソロ\n    monthlyTokens: 1000\n    priceJpy: 500\n    applicationKey: ${key}\n`,
        )
      write('no_such_app')
      const refused = await opsai(['seed', 'plans', '--file', file])
      expect([refused.code, refused.stderr]).toEqual([
        1,
        expect.stringMatching(/Unknown application "no_such_app"/),
      ])
      expect((await database((handle) => listPlans(handle.db))).map((plan) => plan.id)).not.toContain(
        'seed-solo',
      )
      await database((handle) =>
        createApplication(handle.db, { key: 'seed_app', name: 'シードAI', themeKey: 'opsai' }, 'test:runner'),
      )
      write('seed_app')
      expect((await opsai(['seed', 'plans', '--file', file])).code).toBe(0)
      const plans = await database((handle) => listPlans(handle.db))
      expect(plans.find((plan) => plan.id === 'seed-solo')?.applicationKey).toBe('seed_app')
    })

    it('seeds the catalogue with progress on stderr, and re-running updates instead of duplicating', async () => {
      const first = await opsai(['seed', 'catalogue', '--json'])
      const result = JSON.parse(first.stdout)
      expect(result.chats.created).toBeGreaterThanOrEqual(10)
      const progress = first.stderr.split('\n')
      expect(progress).toHaveLength(result.chats.created)
      expect(progress[0]).toMatch(new RegExp(`^\\[1/${result.chats.created}\\] custom:`))
      const again = await opsai(['seed', 'catalogue'])
      expect(again.stdout).toMatch(new RegExp(`chats 0 created, ${result.chats.created} updated`))
      expect(await database((handle) => listChats(handle.db))).toHaveLength(result.chats.created)
      const [audit] = await database((handle) =>
        handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1),
      )
      expect(audit).toMatchObject({ action: 'catalogue.seed', actor: 'cli:tester' })
    })

    it('refuses a catalogue file with a chat in an unknown category', async () => {
      const file = join(dir, 'bad-catalogue.yaml')
      writeFileSync(file, 'chats:\n  - kind: ops\n    keyword: lost\n    name: 迷子\n    category: nowhere\n')
      const result = await opsai(['seed', 'catalogue', '--file', file])
      expect([result.code, result.stderr]).toEqual([1, expect.stringMatching(/ops:lost → "nowhere"/)])
    })

    it('refuses the demo seed in production mode, writing and printing nothing', async () => {
      const refused = await opsai(['seed', 'demo'], {
        NODE_ENV: 'production',
        OPSAI_DEMO_PASSWORD: 'Demo-Passw0rd!',
      })
      expect([refused.code, refused.stdout]).toEqual([1, ''])
      expect(refused.stderr).toMatch(/refused in production mode.*本番モード/s)
      expect(refused.stderr).not.toContain('Demo-Passw0rd!')
      expect(JSON.parse((await opsai(['tenants', 'list', '--json'])).stdout)).toEqual([])
    })

    it('seeds demo tenants once; a second run changes nothing', async () => {
      const first = await opsai(['seed', 'demo'], { OPSAI_DEMO_PASSWORD: 'Demo-Passw0rd!' })
      expect(first.stdout).toMatch(/^Demo data seeded: .*3 tenants, 9 members\./)
      const tenants = JSON.parse((await opsai(['tenants', 'list', '--json'])).stdout)
      expect(tenants.map((tenant: { slug: string }) => tenant.slug)).toEqual([
        'fortuna',
        'hirameki',
        'kakushin',
      ])
      const domains = JSON.parse((await opsai(['domains', 'list', '--json'])).stdout)
      expect(domains.map((domain: { hostname: string }) => domain.hostname)).toEqual([
        'fortuna.localhost',
        'hirameki.localhost',
        'kakushin.localhost',
      ])
      expect((await opsai(['seed', 'demo'])).stdout).toBe('Demo data already present; nothing changed.')
    })
  },
  // Each command opens and closes the idle directory, as in a terminal with no server running.
  { pglite: 'directory' },
)
