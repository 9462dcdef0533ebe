import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hasVectorTable, migrateDatabase } from './migrate'
import { rowsOf } from './rows'
import { systemSettings } from './schema'
import { describeEachDatabase } from './testing'

describeEachDatabase('migrations', (database) => {
  it('running them again changes nothing', async () => {
    const handle = database.handle()
    const count = async () =>
      rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )[0]?.n
    const before = await count()
    await handle.db.insert(systemSettings).values({ key: 'probe', value: { kept: true } })
    await migrateDatabase(handle)
    await migrateDatabase(handle)
    expect(await count()).toBe(before)
    const rows = await handle.db.select().from(systemSettings)
    expect(rows).toContainEqual(expect.objectContaining({ key: 'probe', value: { kept: true } }))
  })

  it('makes the embeddings table exactly where pgvector is available', async () => {
    const handle = database.handle()
    const available = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from pg_available_extensions where name = 'vector'`,
      ),
    )[0]?.n
    // PGlite is opened with pgvector; a PostgreSQL server has it only when an operator installed it.
    if (database.kind === 'pglite') expect(available).toBe(1)
    expect(await hasVectorTable(handle.db)).toBe(available === 1)
  })

  it('answers a ping and reports its kind', async () => {
    await expect(database.handle().ping()).resolves.toBeUndefined()
    expect(database.handle().kind).toBe(database.kind)
  })
})

describe('testedDatabaseKinds', () => {
  it('includes PostgreSQL exactly when DATABASE_URL is set', async () => {
    const { testedDatabaseKinds } = await import('./testing')
    expect(testedDatabaseKinds().includes('postgres')).toBe(Boolean(process.env.DATABASE_URL))
  })
})
