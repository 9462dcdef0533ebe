import { parse } from 'csv-parse/sync'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import {
  account,
  archivedLedgerEntries,
  auditLog,
  session,
  tenantArchives,
  tenants,
  tokenBalances,
  tokenLedger,
  user,
} from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { expectBilingualError } from '../chat/testing/http-client'
import {
  handleArchiveStatement,
  handleDeleteTenant,
  handleDeletionPreview,
  handleListArchives,
} from '../tenant-lifecycle/admin-lifecycle-api.server'
import { requestTenantExport } from '../tenant-lifecycle/tenant-exports.server'
import {
  ADMIN,
  bearer,
  buildLifecycleWorld,
  call,
  type LifecycleWorld,
} from '../tenant-lifecycle/testing/lifecycle-world'

/** Kept on purpose when a tenant goes: the append-only audit log and the tenant's archive. */
const KEPT_TABLES = ['audit_log', 'tenant_archives', 'archived_ledger_entries']

/** Every table with a `tenant_id` column, read from the database: a new table cannot escape. */
async function tablesWithTenantId(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`)
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name)
}

/** How many rows of `tenantId` each table holds (only tables with any). */
async function rowsOfTenant(db: Db, tenantId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await tablesWithTenantId(db)) {
    const [row] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`),
    )
    if (Number(row?.n) > 0) counts[table] = Number(row?.n)
  }
  return counts
}

describeEachDatabase('tenant deletion', (database) => {
  const db = () => database.handle().db
  let world: LifecycleWorld
  beforeAll(async () => {
    world = await buildLifecycleWorld(() => database.handle())
  })

  it('shows what will go, refuses anyone but the administrator and a wrong slug, writing nothing', async () => {
    const { a } = world
    const path = `/api/admin/tenants/${a.tenantId}`
    const preview = await handleDeletionPreview(
      call('GET', `${path}/deletion`, ADMIN),
      { id: a.tenantId },
      world.dependencies,
    )
    expect(await preview.json()).toMatchObject({
      tenant: { id: a.tenantId, slug: a.slug },
      counts: { members: 3, threads: 2, messages: 4, teams: 1, invitations: 1, purchases: 2, domains: 1 },
    })
    const before = await rowsOfTenant(db(), a.tenantId)
    for (const role of ['owner', 'admin', 'member'] as const) {
      await expectBilingualError(
        await handleDeleteTenant(
          call('DELETE', path, bearer(a.users[role].id), { confirmSlug: a.slug }),
          { id: a.tenantId },
          world.dependencies,
        ),
        403,
        'forbidden',
      )
    }
    for (const confirmSlug of [`${a.slug}x`, a.slug.toUpperCase(), '', undefined, 42]) {
      await expectBilingualError(
        await handleDeleteTenant(
          call('DELETE', path, ADMIN, { confirmSlug }),
          { id: a.tenantId },
          world.dependencies,
        ),
        400,
        'invalid_input',
      )
    }
    expect(await rowsOfTenant(db(), a.tenantId)).toEqual(before)
    expect(await db().select().from(tenantArchives)).toEqual([])
  })

  it('deletes the tenant: its ledger archived exactly (sum = balance), no row of it left in any table, the other tenant untouched', async () => {
    const { a, b } = world
    // An export in progress goes too.
    await requestTenantExport(db(), { tenantId: a.tenantId, actor: 'test:runner' })
    const ledger = await db()
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.tenantId, a.tenantId))
      .orderBy(asc(tokenLedger.id))
    const [balance] = await db()
      .select({ balance: tokenBalances.balance })
      .from(tokenBalances)
      .where(eq(tokenBalances.tenantId, a.tenantId))
    const userIds = Object.values(a.users).map((member) => member.id)
    const bBefore = await rowsOfTenant(db(), b.tenantId)

    const response = await handleDeleteTenant(
      call('DELETE', `/api/admin/tenants/${a.tenantId}`, ADMIN, { confirmSlug: ` ${a.slug} ` }),
      { id: a.tenantId },
      world.dependencies,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      archive: {
        tenantId: a.tenantId,
        slug: a.slug,
        balance: balance?.balance,
        deletedBy: 'admin:lifecycle-admin',
      },
    })

    const archived = await db()
      .select()
      .from(archivedLedgerEntries)
      .where(eq(archivedLedgerEntries.tenantId, a.tenantId))
      .orderBy(asc(archivedLedgerEntries.id))
    expect(archived).toEqual(ledger)
    expect(archived.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance?.balance)

    const left = await rowsOfTenant(db(), a.tenantId)
    expect(Object.keys(left).filter((table) => !KEPT_TABLES.includes(table))).toEqual([])
    expect(await db().select().from(tenants).where(eq(tenants.id, a.tenantId))).toEqual([])
    expect(await db().select().from(user).where(inArray(user.id, userIds))).toEqual([])
    expect(await db().select().from(session).where(inArray(session.userId, userIds))).toEqual([])
    expect(await db().select().from(account).where(inArray(account.userId, userIds))).toEqual([])
    expect(await rowsOfTenant(db(), b.tenantId)).toEqual(bBefore)

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'tenant.delete'))
    expect(audit).toMatchObject({
      actor: 'admin:lifecycle-admin',
      tenantId: a.tenantId,
      target: a.slug,
      details: { balance: balance?.balance, counts: { members: 3, threads: 2 } },
    })

    // The deleted tenant's statement stays readable in the console.
    const list = await (
      await handleListArchives(call('GET', '/api/admin/tenant-archives', ADMIN), world.dependencies)
    ).json()
    expect(list).toMatchObject({
      total: 1,
      archives: [{ slug: a.slug, ledgerEntries: ledger.length, balance: balance?.balance }],
    })
    const statement = await handleArchiveStatement(
      call('GET', `${list.archives[0].statementUrl}?lang=en`, ADMIN),
      { id: a.tenantId },
      world.dependencies,
    )
    expect(statement.headers.get('content-type')).toMatch(/^text\/csv/)
    const rows: string[][] = parse((await statement.text()).replace(/^\uFEFF/, ''))
    expect(rows[0]).toEqual([
      'Time (Japan)',
      'Kind',
      'Credits',
      'Balance',
      'Actor',
      'Reference',
      'Reason',
      'Idempotency key',
    ])
    expect(rows.slice(1).map((row) => Number(row[2]))).toEqual(ledger.map((entry) => entry.amount))
    expect(rows.at(-1)?.[3]).toBe(String(balance?.balance))

    // It is gone: deleting it again is not found.
    await expectBilingualError(
      await handleDeleteTenant(
        call('DELETE', `/api/admin/tenants/${a.tenantId}`, ADMIN, { confirmSlug: a.slug }),
        { id: a.tenantId },
        world.dependencies,
      ),
      404,
      'not_found',
    )
  })
})
