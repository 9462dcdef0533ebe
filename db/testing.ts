/**
 * Integration tests run against a real database: PGlite always, and PostgreSQL too when
 * DATABASE_URL is set. Each test file gets a fresh, migrated database of each kind (a new
 * PostgreSQL database is created and dropped, db/throwaway.ts), so tests never see each other's rows.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe } from 'vitest'
import { type DbHandle, type DbKind, openDatabase } from './client'
import { migrateDatabase } from './migrate'
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './testing-templates'
import { createThrowawayPostgres } from './throwaway'

export interface TestDatabase {
  kind: DbKind
  /** Available inside tests and hooks (after beforeAll). */
  handle(): DbHandle
  /** PostgreSQL only: the URL of this file's database, for tests that open their own pool. */
  url(): string | undefined
}

export function testedDatabaseKinds(): DbKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

export async function createTestDatabase(
  kind: DbKind,
): Promise<{ handle: DbHandle; url?: string; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const template = process.env[PGLITE_TEMPLATE_ENV]
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir })
    // From the template, this only confirms every migration is there.
    await migrateDatabase(handle)
    return { handle, dispose: () => handle.close() }
  }
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) throw new Error('DATABASE_URL is not set')
  const database = await createThrowawayPostgres(adminUrl, {
    prefix: 'opsai_test',
    template: process.env[POSTGRES_TEMPLATE_ENV],
  })
  const handle = await openDatabase({ databaseUrl: database.url, maxConnections: 20 })
  await migrateDatabase(handle)
  return {
    handle,
    url: database.url,
    async dispose() {
      await handle.close()
      await database.drop()
    },
  }
}

/** `describe` once per database kind, with a fresh migrated database for the block. */
export function describeEachDatabase(name: string, body: (database: TestDatabase) => void) {
  for (const kind of testedDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let created: Awaited<ReturnType<typeof createTestDatabase>> | undefined
      beforeAll(async () => {
        created = await createTestDatabase(kind)
      })
      afterAll(async () => {
        await created?.dispose()
      })
      body({
        kind,
        handle() {
          if (!created) throw new Error('test database used before beforeAll')
          return created.handle
        },
        url: () => created?.url,
      })
    })
  }
}
