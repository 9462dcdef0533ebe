/**
 * The world of the security probes, one per test file and database kind: tenants A and B (each
 * seeded by seed-tenant.ts), a system administrator, real better-auth sessions for all of them,
 * and the process-wide database and auth pointed at it, so route handlers and server functions
 * run exactly as the server runs them. Two instruments watch the database:
 *
 * - `fingerprintOf(tenantId)`: a hash of every row a tenant owns (any table with a `tenant_id`,
 *   plus its users, their sessions, accounts and pending verifications), to prove a probe
 *   changed nothing of tenant B;
 * - a row-level trigger on every table that logs each insert, update and delete, to prove a
 *   refused request wrote nothing at all (`recordWrites`).
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { DbHandle } from '#db/client'
import { clearDatabase, setDatabase } from '#db/runtime'
import { user } from '#db/schema'
import { getAuth, resetAuth } from '../../auth/auth.server'
import { ORIGIN } from '../../chat/testing/http-client'
import { resetServerConfig } from '../../config.server'
import { resetMailer } from '../../mail/mailer.server'
import { startSmtpTestServer } from '../../mail/testing/smtp-test-server'
import { TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { createSystemAdmin, type PreparedUser, prepareCredentialUser } from '../../tenancy/users.server'
import { insertSession, type SeededTenant, seedTenant } from './seed-tenant'

export const PASSWORD = 'Security-probe-Passw0rd!'

export interface SecurityWorld {
  handle: DbHandle
  a: SeededTenant
  b: SeededTenant
  admin: { id: string; token: string }
  /** B's rows as seeded (see changedB in isolation-checks.ts): no probe may change them. */
  bFingerprint: string
  /** A hash of every row `tenantId` owns (see above). */
  fingerprintOf(tenantId: string): Promise<string>
  /** Runs `work`, and says which tables (and operations) it wrote: empty when nothing. */
  recordWrites<T>(work: () => Promise<T>): Promise<{ result: T; writes: string[] }>
  /** Stops the world's SMTP server and puts the process's database, auth and mail back. */
  close(): Promise<void>
}

/** Writes that are not the request's doing: better-auth counts requests per IP in the database. */
const UNLOGGED_TABLES = new Set(['rate_limit', 'security_probe_writes'])

async function installWriteLog(handle: DbHandle) {
  await handle.db.execute(sql`
    create table if not exists security_probe_writes (
      id bigserial primary key, table_name text not null, op text not null
    )`)
  await handle.db.execute(sql`
    create or replace function security_probe_log_write() returns trigger language plpgsql as $$
    begin
      insert into security_probe_writes (table_name, op) values (tg_table_name, tg_op);
      return null;
    end $$`)
  const tables = await handle.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`)
  for (const { table_name: table } of rowsOf<{ table_name: string }>(tables)) {
    if (UNLOGGED_TABLES.has(table) || table.startsWith('__drizzle')) continue
    await handle.db.execute(
      sql.raw(
        `create trigger security_probe_writes_${table} after insert or update or delete on "${table}" ` +
          'for each row execute function security_probe_log_write()',
      ),
    )
  }
}

function rowsOf<T>(result: unknown): T[] {
  // postgres-js returns the rows; PGlite's drizzle driver returns { rows }.
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])
}

async function tenantTables(handle: DbHandle): Promise<string[]> {
  const result = await handle.db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`)
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name)
}

function fingerprintQuery(tables: string[], tenantId: string) {
  const literal = `'${tenantId.replace(/'/g, "''")}'`
  const users = `(select id from "user" where tenant_id = ${literal})`
  const parts = [
    ...tables.map(
      (table) =>
        `select '${table}' as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${table}" r where r.tenant_id = ${literal}`,
    ),
    `select 'tenants', md5(coalesce(string_agg(r::text, '|'), '')) from tenants r where r.id = ${literal}`,
    `select 'session', md5(coalesce(string_agg(r::text, '|' order by r.id), '')) from session r where r.user_id in ${users}`,
    `select 'account', md5(coalesce(string_agg(r::text, '|' order by r.id), '')) from account r where r.user_id in ${users}`,
    `select 'verification', md5(coalesce(string_agg(r::text, '|' order by r.id), '')) from verification r where r.identifier in (select 'email-change:' || u.id from "user" u where u.tenant_id = ${literal})`,
  ]
  return `select string_agg(t || '=' || h, ',' order by t) as fingerprint from (${parts.join(' union all ')}) f`
}

/** Points the process's database and better-auth at `handle` (route handlers use those). */
export function pointProcessAtDatabase(handle: DbHandle) {
  clearDatabase()
  resetAuth()
  setDatabase(handle)
}

export function releaseProcessDatabase() {
  clearDatabase()
  resetAuth()
}

export async function buildSecurityWorld(handle: DbHandle): Promise<SecurityWorld> {
  pointProcessAtDatabase(handle)
  // Invitations and e-mail changes are mailed through a real SMTP server (never printed to the log).
  const smtp = await startSmtpTestServer()
  const savedSmtpUrl = process.env.OPSAI_SMTP_URL
  process.env.OPSAI_SMTP_URL = smtp.url
  resetServerConfig()
  resetMailer()
  // One hash for every user: hashing is deliberately slow.
  const prepared: PreparedUser = await prepareCredentialUser({
    email: 'x@example.test',
    name: 'x',
    password: PASSWORD,
  })
  const a = await seedTenant(handle.db, 'a', prepared)
  const b = await seedTenant(handle.db, 'b', prepared)
  const admin = await createSystemAdmin(
    handle.db,
    { email: `admin-${randomBytes(3).toString('hex')}@opsai.test`, name: 'System admin', password: PASSWORD },
    TEST_ACTOR,
  )
  // An administrator who has enrolled in two-factor authentication: one who has not may only
  // enrol (ADR 036), and the probes are about everything else.
  await handle.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, admin.id))
  const adminSession = await insertSession(handle.db, admin.id, true)
  const tables = await tenantTables(handle)
  // The first use of auth stores its secret: done before the write log starts counting.
  await getAuth()
  await installWriteLog(handle)
  let lastSeenWrite = 0
  const fingerprintOf = async (tenantId: string) => {
    const result = await handle.db.execute<{ fingerprint: string }>(
      sql.raw(fingerprintQuery(tables, tenantId)),
    )
    return rowsOf<{ fingerprint: string }>(result)[0]?.fingerprint ?? ''
  }
  return {
    handle,
    a,
    b,
    admin: { id: admin.id, token: adminSession.token },
    bFingerprint: await fingerprintOf(b.tenantId),
    fingerprintOf,
    async close() {
      if (savedSmtpUrl === undefined) delete process.env.OPSAI_SMTP_URL
      else process.env.OPSAI_SMTP_URL = savedSmtpUrl
      resetServerConfig()
      resetMailer()
      await smtp.close()
      releaseProcessDatabase()
    },
    async recordWrites(work) {
      const result = await work()
      // One query per call: the log's rows since the last look (calls run one at a time).
      const rows = rowsOf<{ seq: string; w: string }>(
        await handle.db.execute(
          sql`select id::text as seq, table_name || ' ' || op as w from security_probe_writes where id > ${lastSeenWrite} order by id`,
        ),
      )
      lastSeenWrite = Math.max(lastSeenWrite, ...rows.map((row) => Number(row.seq)))
      return { result, writes: rows.map((row) => row.w) }
    },
  }
}

export type Caller = 'anonymous' | 'admin' | `${'a' | 'b'}.${'owner' | 'admin' | 'member'}`

/** The Authorization header of a caller (a better-auth session token, as sign-in returns it). */
export function headersOf(world: SecurityWorld, caller: Caller): Record<string, string> {
  if (caller === 'anonymous') return {}
  if (caller === 'admin') return { authorization: `Bearer ${world.admin.token}` }
  const [tenant, role] = caller.split('.') as ['a' | 'b', 'owner' | 'admin' | 'member']
  return { authorization: `Bearer ${world[tenant].users[role].token}` }
}

export { ORIGIN }

/** Runs `work` with `env` set (and the configuration re-read), then puts both back. */
export async function withEnv<T>(
  env: Record<string, string> | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!env) return work()
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  resetServerConfig()
  try {
    return await work()
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    resetServerConfig()
  }
}
