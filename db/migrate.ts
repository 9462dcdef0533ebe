import { fileURLToPath } from 'node:url'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { DbHandle, Schema } from './client'

/** Computed when used: a DOM test environment imports this module with a non-file URL. */
const migrationsFolder = () => fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Applies the committed SQL migrations. drizzle records applied ones in
 * `drizzle.__drizzle_migrations`, so a second run changes nothing.
 */
export async function migrateDatabase(handle: DbHandle, folder = migrationsFolder()) {
  const config = { migrationsFolder: folder }
  // The migrators are typed per driver; `pglite` is set exactly when this process owns PGlite.
  if (handle.pglite) {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config)
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase<Schema>, config)
  }
}
