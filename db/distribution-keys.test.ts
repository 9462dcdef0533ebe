/**
 * The rule that lets the schema be distributed by `tenant_id` (Citus; issue 21, ADR 048,
 * ADR 050, docs/scaling.md): every table is a tenant table — it has a NOT NULL `tenant_id` that
 * every primary and unique key includes, and no trigger of a statement — unless it is listed below
 * with why. A new table or key that breaks the rule fails here, and so does a listed table that no
 * longer exists. The knowledge (the catalogue's under CATALOGUE_TENANT_ID) has no exception left.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DbHandle } from './client'
import { rowsOf } from './rows'
import { createTestDatabase } from './testing'

/** The platform's own rows, the same for every tenant: reference tables, copied to every node. */
const REFERENCE_TABLES = {
  applications: 'the products (ai_type), read by every request',
  cache_versions: 'the render cache generations',
  categories: 'the catalogue',
  chats: 'the catalogue',
  faq_entries: 'the catalogue',
  model_prices: 'the price list',
  plans: 'the price list',
  system_settings: 'platform settings',
  token_packs: 'the price list',
  // The distribution key's own table: its `id` is every other table's `tenant_id`.
  tenants: 'one row per tenant; holds the unique slug and Stripe subscription id',
} as const

/**
 * Reference tables that hold `tenant_id` as data: keyed by a value looked up before the tenant
 * is known, they answer "which tenant?" on any node (ADR 048).
 */
const LOOKUP_TABLES = {
  domains: 'host name → tenant: how a request finds its tenant',
  saml_email_domains: 'e-mail domain → tenant: SSO discovery',
  tenant_lookups: 'token, key and invitation hashes and widget ids → tenant',
  brand_assets: "logos: an application's (no tenant) or a tenant's, read with every page by id",
} as const

/**
 * Tables that stay local on the coordinator: read by key per request or written beside tenant
 * rows in the same transaction, never joined into a tenant's queries.
 */
const COORDINATOR_TABLES = {
  user: 'better-auth: sign-in by e-mail across tenants; system administrators have no tenant',
  session: 'better-auth: looked up by token before the tenant is known',
  account: "better-auth's credentials, keyed by user",
  verification: "better-auth's e-mail and reset tokens, looked up by value",
  two_factor: "better-auth's TOTP secrets, keyed by user",
  rate_limit: 'request counts keyed by client address and path, before any tenant',
  audit_log: 'platform events (the console, the CLI) have no tenant; append-only, read by the console',
  background_jobs: 'one queue for platform jobs (no tenant) and tenant jobs, claimed across tenants',
} as const

const LISTED = { ...REFERENCE_TABLES, ...LOOKUP_TABLES, ...COORDINATOR_TABLES }

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

const tablesWithoutTenantId = () =>
  names(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not exists (
      select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`)

/** Tables whose primary or unique keys leave `tenant_id` out, as `table.key`. */
const keysWithoutTenantId = () =>
  names(sql`
    select c.relname || '.' || i.relname as name from pg_index ix
    join pg_class c on c.oid = ix.indrelid join pg_class i on i.oid = ix.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute t on t.attrelid = c.oid and t.attname = 'tenant_id' and not t.attisdropped
    where n.nspname = 'public' and (ix.indisunique or ix.indisprimary) and not (t.attnum = any(ix.indkey))`)

const nullableTenantIds = () =>
  names(sql`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'tenant_id' and is_nullable = 'YES'`)

const statementTriggers = () =>
  names(sql`
    select distinct event_object_table as name from information_schema.triggers
    where trigger_schema = 'public' and action_orientation = 'STATEMENT'`)

/** The tables that break the rule, whatever the lists say. */
async function ruleBreakers(): Promise<string[]> {
  const keys = (await keysWithoutTenantId()).map((key) => key.split('.')[0] ?? key)
  const all = [
    ...(await tablesWithoutTenantId()),
    ...keys,
    ...(await nullableTenantIds()),
    ...(await statementTriggers()),
  ]
  return [...new Set(all)].sort()
}

it('every table is a tenant table, or listed with why', async () => {
  const unlisted = (await ruleBreakers()).filter((table) => !(table in LISTED))
  expect(unlisted).toEqual([])
})

it('every listed table exists', async () => {
  const tables = await names(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`)
  expect(Object.keys(LISTED).filter((table) => !tables.includes(table))).toEqual([])
})

it('no trigger fires per statement but on the coordinator: Citus runs none on distributed tables', async () => {
  // session_cache_delete (migration 0035) bumps the sessions cache on better-auth's local table.
  const distributable = (await statementTriggers()).filter((table) => !(table in COORDINATOR_TABLES))
  expect(distributable).toEqual([])
})

it('a lookup table is keyed by the looked-up value and always names its tenant (or its application)', async () => {
  const keys = await keysWithoutTenantId()
  for (const table of Object.keys(LOOKUP_TABLES)) {
    expect(keys.some((key) => key.startsWith(`${table}.`))).toBe(true)
  }
  const nullable = (await nullableTenantIds()).filter((table) => table in LOOKUP_TABLES)
  expect(nullable).toEqual(['brand_assets'])
})

it('the check itself fails on a tenant table that breaks the rule', async () => {
  await handle.db.execute(
    sql`create table rule_probe (id text primary key, tenant_id text, hash text unique)`,
  )
  try {
    expect(await ruleBreakers()).toContain('rule_probe')
    expect(await keysWithoutTenantId()).toEqual(
      expect.arrayContaining(['rule_probe.rule_probe_hash_key', 'rule_probe.rule_probe_pkey']),
    )
    expect(await nullableTenantIds()).toContain('rule_probe')
  } finally {
    await handle.db.execute(sql`drop table rule_probe`)
  }
})
