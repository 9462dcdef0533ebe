/**
 * The rule that lets the schema be distributed by `tenant_id` (Citus; issue 21, docs/scaling.md):
 * every table is either a tenant table — it has `tenant_id`, and every primary and unique key
 * includes it — or a reference table (the platform's own data, copied to every node). What
 * breaks the rule today is listed below with why, as the migration's backlog: a new table or a
 * new key that breaks it fails here, and so does an entry that no longer needs to be listed.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DbHandle } from './client'
import { rowsOf } from './rows'
import { createTestDatabase } from './testing'

/** The platform's own rows, the same for every tenant: reference tables on every node. */
const REFERENCE_TABLES = [
  'applications',
  'cache_versions',
  'categories',
  'chats',
  'faq_entries',
  'model_prices',
  'plans',
  'system_settings',
  'token_packs',
  // The distribution key's own table: its `id` is every other table's `tenant_id`.
  'tenants',
]

/**
 * Tenant data that does not carry `tenant_id` yet: it hangs off a row that does (a document, a
 * knowledge base, a user), so it would not be co-located with its tenant on a distributed cluster.
 */
const TENANT_DATA_WITHOUT_TENANT_ID = {
  account: "better-auth's credentials, keyed by user",
  session: "better-auth's sessions, keyed by token: looked up before the tenant is known",
  verification: "better-auth's e-mail and reset tokens, looked up by value",
  two_factor: "better-auth's TOTP secrets, keyed by user",
  rate_limit: 'request counts keyed by client address and path, before any tenant',
  knowledge_base_chats: 'keyed by knowledge base',
  knowledge_chunks: 'keyed by document and scope',
  knowledge_chunk_embeddings: 'keyed by chunk',
  knowledge_document_files: 'keyed by document',
  knowledge_jobs: 'keyed by document',
  knowledge_scope_stats: 'keyed by scope',
  knowledge_term_stats: 'keyed by scope and term',
  knowledge_terms: 'keyed by term',
} as const

/**
 * Keys of tenant tables without `tenant_id`. The global look-ups (a token or key hash, a host
 * name, a Stripe session, an e-mail domain) are to move to small reference tables keyed by the
 * looked-up value that hold the tenant id; the others are ids unique on their own.
 */
const KEYS_WITHOUT_TENANT_ID = {
  api_tokens_pkey: 'id alone',
  api_tokens_token_hash_unique: 'global look-up by token hash',
  audit_log_pkey: 'id alone; tenant_id is nullable (platform events have none)',
  background_jobs_pkey: 'id alone; platform jobs have no tenant',
  background_jobs_dedupe_key_unique: 'dedupe keys are global',
  brand_assets_pkey: 'id alone; application assets have no tenant',
  brand_assets_application_kind_idx: "an application's asset of each kind",
  chat_widgets_id_unique: 'global look-up by widget id (/widget-frame/{id})',
  chat_widgets_service_user_key: "the widget's service user",
  domains_pkey: 'global look-up by host name',
  invitations_token_hash_idx: 'global look-up by invitation token',
  knowledge_bases_pkey: 'id alone',
  knowledge_documents_pkey: 'id alone',
  plan_changes_stripe_session_idx: 'global look-up by Stripe session (webhook)',
  saml_email_domains_pkey: 'global look-up by e-mail domain (SSO discovery)',
  saml_requests_pkey: 'global look-up by SAML request id',
  tenant_api_keys_key_hash_unique: 'global look-up by key hash (/v1)',
  token_purchases_stripe_session_idx: 'global look-up by Stripe session (webhook)',
  user_email_unique: 'e-mail addresses are unique across the platform (sign-in by e-mail)',
  user_pkey: 'id alone (better-auth)',
  webhook_endpoints_id_unique: 'id alone',
} as const

let handle: DbHandle
let dispose: () => Promise<void>
beforeAll(async () => {
  const created = await createTestDatabase('pglite')
  handle = created.handle
  dispose = created.dispose
})
afterAll(async () => {
  await dispose()
})

async function names(query: ReturnType<typeof sql>) {
  return rowsOf<{ name: string }>(await handle.db.execute(query))
    .map((row) => row.name)
    .sort()
}

it('every table is a tenant table or a reference table, or listed with why', async () => {
  const withoutTenantId = await names(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not exists (
      select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`)
  expect(withoutTenantId).toEqual([...REFERENCE_TABLES, ...Object.keys(TENANT_DATA_WITHOUT_TENANT_ID)].sort())
})

it('every primary and unique key of a tenant table includes tenant_id, or is listed with why', async () => {
  const keys = await names(sql`
    select i.relname as name from pg_index ix
    join pg_class c on c.oid = ix.indrelid join pg_class i on i.oid = ix.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute t on t.attrelid = c.oid and t.attname = 'tenant_id' and not t.attisdropped
    where n.nspname = 'public' and (ix.indisunique or ix.indisprimary) and not (t.attnum = any(ix.indkey))`)
  expect(keys).toEqual(Object.keys(KEYS_WITHOUT_TENANT_ID).sort())
})

/** Tables whose rows may belong to no tenant: on a distributed cluster they split in two. */
const NULLABLE_TENANT_ID = {
  audit_log: 'platform events (the console, the CLI) have no tenant',
  background_jobs: 'platform jobs (the monthly plan run, pruning) have no tenant',
  brand_assets: "an application's assets belong to no tenant",
  knowledge_bases: "the platform's own knowledge bases, shared by an application's tenants",
  knowledge_documents: "the documents of the platform's knowledge bases",
  user: 'the system administrator belongs to no tenant',
} as const

it('tenant_id is never nullable on a tenant table, or listed with why', async () => {
  const nullable = await names(sql`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'tenant_id' and is_nullable = 'YES'`)
  expect(nullable).toEqual(Object.keys(NULLABLE_TENANT_ID).sort())
})

/**
 * Statement-level triggers read transition tables, which a distributed table cannot run; the
 * usage rollups are to be written row by row (or by the application) before distributing.
 */
const STATEMENT_TRIGGERS = {
  session_cache_delete:
    "the sessions cache version (0035): on better-auth's session table, which stays on the coordinator",
  token_ledger_rollup_insert: 'the daily ledger rollups',
  usage_events_rollups_insert: 'the usage rollups',
  usage_events_rollups_update: 'the usage rollups',
  usage_events_rollups_delete: 'the usage rollups',
} as const

it('every trigger fires per row, or is listed with why', async () => {
  const triggers = await names(sql`
    select distinct trigger_name as name from information_schema.triggers
    where trigger_schema = 'public' and action_orientation = 'STATEMENT'`)
  expect(triggers).toEqual(Object.keys(STATEMENT_TRIGGERS).sort())
})
