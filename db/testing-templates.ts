/**
 * Vitest's global setup: one migrated database of each kind, made once per run, that every test
 * file's fresh database is copied from (ADR 024). Running the migrations per file cost ~3 s on
 * PGlite and ~0.5 s on PostgreSQL, for some two hundred databases a run.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from './client'
import { migrateDatabase } from './migrate'
import { createThrowawayDirectory, createThrowawayPostgres } from './throwaway'

/** Where db/testing.ts finds the templates; unset (a single file run outside Vitest): migrate. */
export const PGLITE_TEMPLATE_ENV = 'OPSAI_TEST_PGLITE_TEMPLATE'
export const POSTGRES_TEMPLATE_ENV = 'OPSAI_TEST_POSTGRES_TEMPLATE'

async function makePgliteTemplate(): Promise<{ file: string; remove(): void }> {
  const directory = createThrowawayDirectory('opsai-test-template-')
  const handle = await openDatabase({ dataDir: 'memory://' })
  try {
    await migrateDatabase(handle)
    const dump = await handle.pglite?.dumpDataDir('none')
    if (!dump) throw new Error('PGlite gave no dump')
    const file = join(directory.path, 'migrated.tar')
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
    return { file, remove: directory.remove }
  } finally {
    await handle.close()
  }
}

async function makePostgresTemplate(adminUrl: string): Promise<{ name: string; remove(): Promise<void> }> {
  const template = await createThrowawayPostgres(adminUrl, { prefix: 'opsai_template' })
  const handle = await openDatabase({ databaseUrl: template.url, maxConnections: 1 })
  try {
    await migrateDatabase(handle)
  } finally {
    // A template may have no open connection while it is copied.
    await handle.close()
  }
  return { name: template.name, remove: template.drop }
}

/** Set by `.ci/run`: a run without PostgreSQL fails instead of testing PGlite alone in silence. */
export const REQUIRE_POSTGRES_ENV = 'OPSAI_REQUIRE_POSTGRES'

/** The line the run starts with: which databases the integration tests use. */
export function databasesLine(env: NodeJS.ProcessEnv): string {
  const adminUrl = env.DATABASE_URL
  if (!adminUrl)
    return 'Integration tests run on: PGlite only (DATABASE_URL is unset, so PostgreSQL is skipped)'
  const url = new URL(adminUrl)
  return `Integration tests run on: PGlite and PostgreSQL (${url.host}${url.pathname})`
}

export default async function setup() {
  console.log(databasesLine(process.env))
  if (process.env[REQUIRE_POSTGRES_ENV] && !process.env.DATABASE_URL)
    throw new Error(`${REQUIRE_POSTGRES_ENV} is set but DATABASE_URL is not: PostgreSQL would be skipped`)
  const pglite = await makePgliteTemplate()
  process.env[PGLITE_TEMPLATE_ENV] = pglite.file
  const adminUrl = process.env.DATABASE_URL
  const pg = adminUrl ? await makePostgresTemplate(adminUrl) : undefined
  if (pg) process.env[POSTGRES_TEMPLATE_ENV] = pg.name
  return async () => {
    pglite.remove()
    await pg?.remove()
  }
}
