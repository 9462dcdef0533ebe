import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import {
  createThrowawayDirectory,
  createThrowawayPostgres,
  withThrowawayDirectory,
  withThrowawayPostgres,
} from './throwaway'

describe('throwaway directories', () => {
  it('makes a new empty directory each time and removes it with what it holds', () => {
    const first = createThrowawayDirectory('opsai-throwaway-test-')
    const second = createThrowawayDirectory('opsai-throwaway-test-')
    expect(first.path).not.toBe(second.path)
    writeFileSync(join(first.path, 'file'), 'x')
    first.remove()
    second.remove()
    expect(existsSync(first.path)).toBe(false)
    expect(existsSync(second.path)).toBe(false)
  })

  it('removes the directory when the work fails', async () => {
    let path = ''
    await expect(
      withThrowawayDirectory('opsai-throwaway-test-', async (directory) => {
        path = directory
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(path).not.toBe('')
    expect(existsSync(path)).toBe(false)
  })
})

const adminUrl = process.env.DATABASE_URL

describe.skipIf(!adminUrl)('throwaway PostgreSQL databases', () => {
  const admin = () => postgres(adminUrl as string, { max: 1, onnotice: () => {} })
  async function exists(name: string) {
    const sql = admin()
    try {
      return (await sql`select 1 from pg_database where datname = ${name}`).length === 1
    } finally {
      await sql.end()
    }
  }

  it('creates a uniquely named database and drops it even while a connection is open', async () => {
    const database = await createThrowawayPostgres(adminUrl as string, { prefix: 'opsai_throwaway_test' })
    const other = await createThrowawayPostgres(adminUrl as string, { prefix: 'opsai_throwaway_test' })
    expect(database.name).toMatch(/^opsai_throwaway_test_[0-9a-f]{12}$/)
    expect(database.name).not.toBe(other.name)
    const client = postgres(database.url, { max: 1, onnotice: () => {} })
    await client`create table kept (id int)`
    await database.drop()
    await other.drop()
    expect(await exists(database.name)).toBe(false)
    expect(await exists(other.name)).toBe(false)
    await client.end().catch(() => {})
  })

  it('copies a template and drops the copy when the work fails', async () => {
    await withThrowawayPostgres(
      adminUrl as string,
      { prefix: 'opsai_throwaway_test' },
      async (templateUrl) => {
        const template = postgres(templateUrl, { max: 1, onnotice: () => {} })
        await template`create table seeded (id int)`
        await template`insert into seeded values (7)`
        await template.end()
        const name = new URL(templateUrl).pathname.slice(1)
        let copyName = ''
        await expect(
          withThrowawayPostgres(
            adminUrl as string,
            { prefix: 'opsai_throwaway_test', template: name },
            async (copyUrl) => {
              copyName = new URL(copyUrl).pathname.slice(1)
              const copy = postgres(copyUrl, { max: 1, onnotice: () => {} })
              try {
                expect(await copy`select id from seeded`).toEqual([{ id: 7 }])
              } finally {
                await copy.end()
              }
              throw new Error('boom')
            },
          ),
        ).rejects.toThrow('boom')
        expect(await exists(copyName)).toBe(false)
      },
    )
  })

  it('refuses a name that is not a plain identifier', async () => {
    await expect(createThrowawayPostgres(adminUrl as string, { prefix: 'x; drop table y' })).rejects.toThrow(
      'Not a plain database name',
    )
  })
})
