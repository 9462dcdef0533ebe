/**
 * Migrations 0036–0038 (distribution keys, ADRs 048 and 050) on a database that already has rows: they run
 * on a database migrated to 0035 and seeded, and must keep every row, fill the look-up table, and
 * keep the rollups equal to their raw rows through inserts, updates and deletes by row triggers.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { type DbHandle, type DbKind, openDatabase } from './client'
import { migrateDatabase } from './migrate'
import { rowsOf } from './rows'
import { CATALOGUE_TENANT_ID } from './schema'
import { testedDatabaseKinds } from './testing'
import { createThrowawayDirectory, createThrowawayPostgres } from './throwaway'

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))
const LAST_BEFORE = 35

/** A copy of the migrations folder that stops at 0035, the schema before these migrations. */
function migrationsBefore(folder: string): string {
  mkdirSync(join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_BEFORE)
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal))
  const tags = new Set(journal.entries.map((entry) => `${entry.tag}.sql`))
  for (const file of readdirSync(MIGRATIONS).filter((name) => tags.has(name))) {
    copyFileSync(join(MIGRATIONS, file), join(folder, file))
  }
  return folder
}

async function openEmpty(kind: DbKind): Promise<{ handle: DbHandle; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' })
    return { handle, dispose: () => handle.close() }
  }
  const database = await createThrowawayPostgres(process.env.DATABASE_URL ?? '', { prefix: 'opsai_mig35' })
  const handle = await openDatabase({ databaseUrl: database.url, maxConnections: 2 })
  return {
    handle,
    async dispose() {
      await handle.close()
      await database.drop()
    },
  }
}

/** Two tenants with a token, a key, an invitation, a widget, a SAML request, usage and ledger rows. */
const SEED_BEFORE = [
  `insert into applications (key, name, theme_key) values ('app', 'App', 'default')`,
  `insert into plans (id, name, monthly_tokens, price_jpy) values ('free', 'Free', 1000, 0)`,
  `insert into tenants (id, slug, name, application_key, plan_id) values
  ('t1', 'one', 'One', 'app', 'free'), ('t2', 'two', 'Two', 'app', 'free')`,
  `insert into "user" (id, name, email, tenant_id) values
  ('u1', 'U1', 'u1@example.test', 't1'), ('u2', 'U2', 'u2@example.test', 't2'),
  ('s1', 'Key', 'key@example.test', 't1'), ('s2', 'Widget', 'widget@example.test', 't2')`,
  `insert into api_tokens (id, tenant_id, user_id, name, token_hash, prefix) values
  ('a1', 't1', 'u1', 'CI', 'hash-token-1', 'opsai_'), ('a2', 't2', 'u2', 'CI', 'hash-token-2', 'opsai_')`,
  `insert into tenant_api_keys (tenant_id, id, name, key_hash, prefix, service_user_id) values
  ('t1', 'k1', 'Key', 'hash-key-1', 'sk-', 's1')`,
  `insert into invitations (tenant_id, id, email, role, token_hash, expires_at) values
  ('t2', 'i1', 'new@example.test', 'member', 'hash-invite-1', now() + interval '7 days')`,
  `insert into chat_widgets (id, tenant_id, name, chat_kind, keyword, service_user_id, allowed_origins,
  greeting_ja, greeting_en, visitor_daily_cap, daily_cap) values
  ('wgt_abcdefghijkl', 't2', 'Site', 'chat', 'chat', 's2', '{https://example.test}', 'こんにちは', 'Hi', 5, 50)`,
  `insert into saml_requests (id, tenant_id, expires_at) values ('req-1', 't1', now() + interval '5 minutes')`,
  `insert into usage_events (tenant_id, user_id, chat_kind, keyword, model, day, input_tokens, output_tokens,
  total_tokens, charged_tokens, occurred_at) values
  ('t1', 'u1', 'chat', 'chat', 'm', '2026-11-01', 10, 20, 30, 30, '2026-11-01 10:00+09'),
  ('t1', 'u1', 'chat', 'chat', 'm', '2026-11-01', 1, 2, 3, 3, '2026-11-01 23:30+09'),
  ('t2', 'u2', 'chat', 'chat', 'n', '2026-11-02', 5, 5, 10, 8, '2026-11-02 01:00+09')`,
  `insert into token_ledger (tenant_id, kind, amount, balance_after, idempotency_key, actor) values
  ('t1', 'plan_grant', 1000, 1000, 'grant-1', 'system'), ('t1', 'usage', -33, 967, 'usage-1', 'user:u1')`,
  // A tenant's base and the catalogue's (no tenant), each with a document, its bytes, a chunk and a job.
  `insert into knowledge_bases (id, tenant_id, name) values ('kb1', 't1', 'Rules'), ('kb0', null, 'Catalogue')`,
  `insert into chats (id, kind, keyword, name) values ('c1', 'custom', 'rules', 'Rules')`,
  `insert into knowledge_base_chats (knowledge_base_id, chat_id) values ('kb1', 'c1'), ('kb0', 'c1')`,
  `insert into knowledge_documents (id, knowledge_base_id, tenant_id, name, format, size_bytes, sha256) values
  ('d1', 'kb1', 't1', 'a.txt', 'txt', 1, 'x'), ('d0', 'kb0', null, 'b.txt', 'txt', 1, 'y')`,
  `insert into knowledge_document_files (document_id, bytes) values ('d1', '\\x01'), ('d0', '\\x02')`,
  `insert into knowledge_chunks (document_id, scope, position, text, term_count) values
  ('d1', 'kb1', 0, 'one', 1), ('d0', 'kb0', 0, 'zero', 1)`,
  `insert into knowledge_jobs (kind, document_id) values ('parse_document', 'd1'), ('parse_document', 'd0')`,
  // The index: a posting per chunk and each scope's statistics; one scope's base is gone.
  `insert into knowledge_terms (scope, term, chunk_id, frequency, chunk_terms)
  select scope, 'term', id, 1, 1 from knowledge_chunks`,
  `insert into knowledge_scope_stats (scope, chunk_count, term_total) values ('kb1', 1, 1), ('kb0', 1, 1), ('gone', 1, 1)`,
  `insert into knowledge_term_stats (scope, term, chunk_count) values ('kb1', 'term', 1), ('kb0', 'term', 1), ('gone', 'term', 1)`,
]

/** The embeddings side table as db/migrate.ts made it before migration 0038, with a row per chunk. */
const OLD_EMBEDDINGS = [
  `create extension if not exists vector`,
  `create table knowledge_chunk_embeddings (
    chunk_id bigint not null references knowledge_chunks(id) on delete cascade,
    scope text not null, model text not null, embedding vector not null, primary key (chunk_id, model))`,
  `insert into knowledge_chunk_embeddings (chunk_id, scope, model, embedding)
  select id, scope, 'm', '[1,0]' from knowledge_chunks`,
]

async function seedBefore(handle: DbHandle, kind: DbKind) {
  // pgvector: PGlite ships it; the PostgreSQL here has none (docs/knowledge.md).
  const statements = kind === 'pglite' ? [...SEED_BEFORE, ...OLD_EMBEDDINGS] : SEED_BEFORE
  for (const statement of statements) await handle.db.execute(sql.raw(statement))
}

const count = async (handle: DbHandle, query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await handle.db.execute(query))[0]?.n

/** The rollups as stored, and as computed again from the raw rows: they must be equal. */
async function rollupsAndRecount(handle: DbHandle) {
  const stored = rowsOf(
    await handle.db.execute(sql`
      select tenant_id, day::text, user_id, chat_kind, keyword, model, turns::int, input_tokens::int,
        output_tokens::int, total_tokens::int, charged_tokens::int
      from usage_rollup_by_user_chat_model order by 1, 2, 3, 4, 5, 6`),
  )
  const recounted = rowsOf(
    await handle.db.execute(sql`
      select tenant_id, opsai_japan_day(occurred_at)::text as day, user_id, chat_kind, keyword, model,
        count(*)::int as turns, sum(input_tokens)::int as input_tokens, sum(output_tokens)::int as output_tokens,
        sum(total_tokens)::int as total_tokens, sum(charged_tokens)::int as charged_tokens
      from usage_events group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`),
  )
  const ledger = rowsOf(
    await handle.db.execute(sql`
      select tenant_id, day::text, kind, actor, entries::int, amount::int from ledger_rollup_daily order by 1, 2, 3, 4`),
  )
  const ledgerRecounted = rowsOf(
    await handle.db.execute(sql`
      select tenant_id, opsai_japan_day(created_at)::text as day, kind, actor, count(*)::int as entries,
        sum(amount)::int as amount
      from token_ledger group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  )
  return { stored, recounted, ledger, ledgerRecounted }
}

for (const kind of testedDatabaseKinds()) {
  it(`migrates a database with rows intact (${kind})`, { timeout: 120_000 }, async () => {
    const folder = createThrowawayDirectory('opsai-migrations-0035-')
    const { handle, dispose } = await openEmpty(kind)
    try {
      await migrateDatabase(handle, migrationsBefore(folder.path))
      await seedBefore(handle, kind)
      const before = await rollupsAndRecount(handle)
      expect(before.stored).toHaveLength(2)
      await migrateDatabase(handle)

      const lookups = rowsOf(
        await handle.db.execute(sql`select kind, value, tenant_id from tenant_lookups order by kind, value`),
      )
      expect(lookups).toEqual([
        { kind: 'api_token', value: 'hash-token-1', tenant_id: 't1' },
        { kind: 'api_token', value: 'hash-token-2', tenant_id: 't2' },
        { kind: 'chat_widget', value: 'wgt_abcdefghijkl', tenant_id: 't2' },
        { kind: 'invitation', value: 'hash-invite-1', tenant_id: 't2' },
        { kind: 'tenant_api_key', value: 'hash-key-1', tenant_id: 't1' },
      ])
      expect(await count(handle, sql`select count(*)::int as n from api_tokens`)).toBe(2)
      expect(
        await count(handle, sql`select count(*)::int as n from saml_requests where tenant_id = 't1'`),
      ).toBe(1)

      // Knowledge rows take their parent's tenant; the catalogue's take the catalogue's id (0038).
      for (const table of ['knowledge_document_files', 'knowledge_chunks', 'knowledge_jobs']) {
        const owners = rowsOf(
          await handle.db.execute(
            sql`select document_id, tenant_id from ${sql.identifier(table)} order by 1`,
          ),
        )
        expect(owners).toEqual([
          { document_id: 'd0', tenant_id: CATALOGUE_TENANT_ID },
          { document_id: 'd1', tenant_id: 't1' },
        ])
      }
      const byScope = (table: string) =>
        handle.db
          .execute(sql`select scope, tenant_id from ${sql.identifier(table)} order by 1`)
          .then((result) => rowsOf(result))
      const owned = [
        { scope: 'kb0', tenant_id: CATALOGUE_TENANT_ID },
        { scope: 'kb1', tenant_id: 't1' },
      ]
      // The statistics of a scope whose base is gone describe nothing, and went.
      for (const table of ['knowledge_terms', 'knowledge_scope_stats', 'knowledge_term_stats']) {
        expect(await byScope(table)).toEqual(owned)
      }
      if (kind === 'pglite') expect(await byScope('knowledge_chunk_embeddings')).toEqual(owned)
      const baseChats = rowsOf(
        await handle.db.execute(
          sql`select knowledge_base_id, tenant_id from knowledge_base_chats order by 1`,
        ),
      )
      expect(baseChats).toEqual([
        { knowledge_base_id: 'kb0', tenant_id: CATALOGUE_TENANT_ID },
        { knowledge_base_id: 'kb1', tenant_id: 't1' },
      ])
      // Deleting a document still takes its chunks, postings, files, jobs and embeddings with it.
      await handle.db.execute(sql`delete from knowledge_documents where id = 'd1'`)
      for (const table of [
        'knowledge_chunks',
        'knowledge_terms',
        'knowledge_jobs',
        'knowledge_document_files',
      ]) {
        expect(
          await count(
            handle,
            sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = 't1'`,
          ),
        ).toBe(0)
      }

      const after = await rollupsAndRecount(handle)
      expect(after.stored).toEqual(before.stored)
      expect(after.ledger).toEqual(before.ledger)

      // The row triggers keep the rollups equal to the raw rows through every kind of write.
      await handle.db.execute(sql`
        insert into usage_events (tenant_id, user_id, chat_kind, keyword, model, day, input_tokens, output_tokens,
          total_tokens, charged_tokens, occurred_at)
        select 't1', 'u1', 'chat', 'chat', 'm', '2026-11-03', n, n, 2 * n, 2 * n, '2026-11-03 12:00+09'
        from generate_series(1, 5) n`)
      await handle.db.execute(
        sql`update usage_events set model = 'm2' where tenant_id = 't1' and input_tokens = 1`,
      )
      await handle.db.execute(sql`delete from usage_events where tenant_id = 't2'`)
      await handle.db.execute(sql`
        insert into token_ledger (tenant_id, kind, amount, balance_after, idempotency_key, actor)
        values ('t2', 'plan_grant', 500, 500, 'grant-2', 'system')`)
      const written = await rollupsAndRecount(handle)
      expect(written.stored).toEqual(written.recounted)
      expect(written.ledger).toEqual(written.ledgerRecounted)
      expect(written.stored.some((row) => (row as { tenant_id: string }).tenant_id === 't2')).toBe(false)

      // A value one tenant holds cannot be claimed by another: the uniqueness moved, it did not go.
      await expect(
        handle.db.execute(
          sql`insert into tenant_lookups (kind, value, tenant_id) values ('api_token', 'hash-token-1', 't2')`,
        ),
      ).rejects.toThrow()
    } finally {
      await dispose()
      folder.remove()
    }
  })
}
