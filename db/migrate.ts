import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { DbHandle, Schema } from './client'
import { rowsOf } from './rows'

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
  await ensureVectorTable(handle)
  vectorTablePresence.delete(handle.db)
}

/**
 * The embeddings of knowledge chunks live in a side table that exists only where pgvector does
 * (PGlite ships it; a PostgreSQL server may not have it installed: docs/knowledge.md). Run at
 * every migration rather than once, so installing pgvector later needs no new migration.
 * The column is untyped (`vector`): each application picks its own embedding dimensions.
 */
export async function ensureVectorTable(handle: DbHandle) {
  await handle.db.execute(sql`
    DO $$ BEGIN
      -- Made once the chunks are keyed by tenant (migration 0038, which moves an older table).
      IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector')
        AND EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'knowledge_chunks_tenant_id_id_pk') THEN
        CREATE EXTENSION IF NOT EXISTS vector;
        CREATE TABLE IF NOT EXISTS knowledge_chunk_embeddings (
          tenant_id text NOT NULL,
          chunk_id bigint NOT NULL,
          scope text NOT NULL,
          model text NOT NULL,
          embedding vector NOT NULL,
          PRIMARY KEY (tenant_id, chunk_id, model),
          FOREIGN KEY (tenant_id, chunk_id) REFERENCES knowledge_chunks (tenant_id, id) ON DELETE CASCADE
        );
        CREATE INDEX IF NOT EXISTS knowledge_chunk_embeddings_scope_idx
          ON knowledge_chunk_embeddings (scope, model);
      END IF;
    END $$`)
}

/** Answers per database: only a migration makes the table, and it runs before anything asks. */
const vectorTablePresence = new WeakMap<DbHandle['db'], Promise<boolean>>()

/** Whether this database can hold embeddings (pgvector installed and the side table made). */
export function hasVectorTable(db: DbHandle['db']): Promise<boolean> {
  let presence = vectorTablePresence.get(db)
  if (!presence) {
    presence = db
      .execute(sql`select to_regclass('knowledge_chunk_embeddings') is not null as present`)
      .then((result) => rowsOf<{ present: boolean }>(result)[0]?.present === true)
    // A failed look (the database restarting) is asked again next time.
    presence.catch(() => vectorTablePresence.delete(db))
    vectorTablePresence.set(db, presence)
  }
  return presence
}
