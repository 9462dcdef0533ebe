import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { listPacks } from '#app/server/payment/packs.server'
import { auditLog } from '#db/schema'
import { describeEachCliDatabase } from '../tenants/cli-testing'

const dir = mkdtempSync(join(tmpdir(), 'opsai-seed-packs-'))

describeEachCliDatabase('opsai seed packs', ({ opsai, database }) => {
  it('seeds the shipped packs, a file updates them by id, and the run is audited', async () => {
    const first = await opsai(['seed', 'packs'])
    expect(first.stdout).toMatch(/4 created \(tokens-100k, tokens-500k, tokens-1m, tokens-5m\), 0 updated\./)
    const file = join(dir, 'packs.json')
    writeFileSync(
      file,
      JSON.stringify({
        packs: [{ id: 'tokens-100k', name: '10万', tokens: 100000, priceJpy: 1000, active: false }],
      }),
    )
    const updated = await opsai(['seed', 'packs', '--file', file, '--json'])
    expect(JSON.parse(updated.stdout)).toEqual({ created: [], updated: ['tokens-100k'] })
    const packs = await database((handle) => listPacks(handle.db))
    expect(packs).toHaveLength(4)
    expect(packs.find((pack) => pack.id === 'tokens-100k')).toMatchObject({ priceJpy: 1000, active: false })
    expect(await database((handle) => listPacks(handle.db, { activeOnly: true }))).toHaveLength(3)
    const [audit] = await database((handle) =>
      handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1),
    )
    expect(audit).toMatchObject({ action: 'pack.upsert', actor: 'cli:tester' })
  })

  it('refuses a bad file naming the field, and writes nothing', async () => {
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify({ packs: [{ id: 'x', name: 'X', tokens: 0, priceJpy: -1 }] }))
    const result = await opsai(['seed', 'packs', '--file', file])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/packs\.0\.tokens 0: must be positive/)
    expect((await database((handle) => listPacks(handle.db))).some((pack) => pack.id === 'x')).toBe(false)
  })
})
