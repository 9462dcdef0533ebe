/**
 * The data a resilience test needs, made through the same services the CLI uses, on the
 * database of the server under test (PostgreSQL directly, or the server's PGlite through its
 * loopback socket), and the checks that must hold afterwards.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { asPlatform } from '../../app/server/tenancy/scope.server'
import { type Db, type DbHandle, openDatabase } from '../../db/client'
import { tokenBalances, tokenLedger, tokenReservations } from '../../db/schema'
import type { Credentials } from './chat-client'

export const ACTOR = 'operator:resilience'

export function openServerDatabase(where: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  return openDatabase({
    databaseUrl: where.databaseUrl,
    dataDir: where.dataDir,
    role: 'cli',
    maxConnections: 4,
  })
}

export interface TestTenant {
  tenantId: string
  slug: string
  owner: Credentials
}

/** A tenant on the demo application with its owner and `tokens` granted on top of the plan. */
export async function makeTenant(db: Db, prefix: string, tokens: number): Promise<TestTenant> {
  const slug = `${prefix}-${randomBytes(3).toString('hex')}`
  const owner = { email: `owner@${slug}.test`, password: 'Owner-resilience-Passw0rd!' }
  const platform = asPlatform(db)
  const created = await platform.tenants.create(
    { slug, name: `Resilience ${slug}`, applicationKey: 'hirameki_ai', owner },
    ACTOR,
  )
  if (tokens > 0) {
    const scope = await platform.tenants.scope(slug)
    await scope.tokens.grant({ amount: tokens, reason: 'resilience suite', actor: ACTOR })
  }
  return { tenantId: created.id, slug, owner }
}

export async function balanceOf(db: Db, tenantId: string) {
  const [row] = await db.select().from(tokenBalances).where(eq(tokenBalances.tenantId, tenantId))
  return { balance: row?.balance ?? 0, reserved: row?.reserved ?? 0 }
}

/**
 * The ledger invariant (ADR 007), checked entry by entry: every entry's `balance_after` is the
 * running sum, the balance row equals the sum, `reserved` equals what open reservations hold,
 * and every usage entry belongs to exactly one settled reservation that charged that amount.
 */
export async function expectLedgerInvariant(db: Db, tenantId: string) {
  const entries = await db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.tenantId, tenantId))
    .orderBy(asc(tokenLedger.id))
  let running = 0
  for (const entry of entries) {
    running += entry.amount
    expect(entry.balanceAfter, `balance_after of ledger entry ${entry.id}`).toBe(running)
  }
  const { balance, reserved } = await balanceOf(db, tenantId)
  expect(balance).toBe(running)
  // 0 <= reserved <= balance is the table's CHECK: the open holds are what can drift.
  const [open] = await db
    .select({ held: sql<string>`coalesce(sum(${tokenReservations.estimate}), 0)` })
    .from(tokenReservations)
    .where(and(eq(tokenReservations.tenantId, tenantId), eq(tokenReservations.status, 'open')))
  expect(Number(open?.held)).toBe(reserved)

  const settled = await db
    .select()
    .from(tokenReservations)
    .where(and(eq(tokenReservations.tenantId, tenantId), eq(tokenReservations.status, 'settled')))
  const usage = entries.filter((entry) => entry.kind === 'usage')
  const usageByKey = new Map(usage.map((entry) => [entry.idempotencyKey, entry]))
  expect(usageByKey.size).toBe(usage.length)
  for (const reservation of settled) {
    const entry = usageByKey.get(`usage:${reservation.id}`)
    if ((reservation.charged ?? 0) > 0) expect(entry?.amount).toBe(-(reservation.charged ?? 0))
    else expect(entry).toBeUndefined()
  }
  const charged = settled.reduce((sum, reservation) => sum + (reservation.charged ?? 0), 0)
  expect(usage.reduce((sum, entry) => sum - entry.amount, 0)).toBe(charged)
  return { balance, reserved, entries: entries.length }
}
