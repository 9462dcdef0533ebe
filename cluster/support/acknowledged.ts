/**
 * What the database must hold after a load: every acknowledged request's effect (a completed
 * chat turn's two messages, its usage row and its charge; a grant's ledger entry; a sign-in's
 * session), and ledgers that are exact — once abandoned reservations have been swept.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../db/client'
import { messages, session, tokenLedger, tokenReservations, usageEvents } from '../../db/schema'
import { expectLedgerInvariant } from '../../resilience/support/world'
import type { LoadRecord } from './mixed-load'
import { runOpsai } from './opsai-cli'

async function expectTurnStored(db: Db, record: LoadRecord) {
  const turn = record.turn
  const messageId = turn?.done?.messageId
  if (!turn || !messageId) throw new Error(`an acknowledged turn without its message id: ${record.detail}`)
  const userMessageId = String(turn.events.find((event) => event.event === 'thread')?.data.userMessageId)
  const stored = await db
    .select({ id: messages.id, role: messages.role, status: messages.status, content: messages.content })
    .from(messages)
    .where(and(eq(messages.tenantId, record.tenantId), inArray(messages.id, [userMessageId, messageId])))
  const byId = new Map(stored.map((row) => [row.id, row]))
  expect(byId.get(userMessageId), `question of turn ${messageId}`).toMatchObject({
    role: 'user',
    status: 'complete',
  })
  expect(byId.get(messageId), `reply ${messageId}`).toMatchObject({
    role: 'assistant',
    status: 'complete',
    content: turn.text,
  })
  const [reply] = await db
    .select({ totalTokens: messages.totalTokens, credits: messages.credits })
    .from(messages)
    .where(and(eq(messages.tenantId, record.tenantId), eq(messages.id, messageId)))
  expect(reply).toEqual({ totalTokens: turn.usage?.totalTokens, credits: turn.usage?.charged })
  const [usage] = await db
    .select({ chargedTokens: usageEvents.chargedTokens })
    .from(usageEvents)
    .where(
      and(eq(usageEvents.tenantId, record.tenantId), eq(usageEvents.idempotencyKey, `turn:${messageId}`)),
    )
  expect(usage?.chargedTokens, `usage row of ${messageId}`).toBe(turn.usage?.charged)
}

/** Every record the client saw succeed is in the database; returns how many were checked. */
export async function expectAcknowledgedStored(db: Db, records: LoadRecord[]) {
  let checked = 0
  for (const record of records) {
    if (!record.ok) continue
    if (record.kind === 'chat') await expectTurnStored(db, record)
    else if (record.kind === 'admin-grant' && record.grant) {
      const [entry] = await db
        .select({ amount: tokenLedger.amount, kind: tokenLedger.kind })
        .from(tokenLedger)
        .where(
          and(eq(tokenLedger.tenantId, record.tenantId), eq(tokenLedger.idempotencyKey, record.grant.key)),
        )
      expect(entry, `ledger entry ${record.grant.key}`).toEqual({
        amount: record.grant.amount,
        kind: 'additional_grant',
      })
    } else if (record.kind === 'sign-in' && record.sessionToken) {
      const [row] = await db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.token, record.sessionToken))
      expect(row, 'the session of an acknowledged sign-in').toBeDefined()
    } else continue
    checked += 1
  }
  return checked
}

export async function openReservations(db: Db, tenantIds: string[]) {
  return db
    .select({
      id: tokenReservations.id,
      tenantId: tokenReservations.tenantId,
      estimate: tokenReservations.estimate,
    })
    .from(tokenReservations)
    .where(and(inArray(tokenReservations.tenantId, tenantIds), eq(tokenReservations.status, 'open')))
}

/**
 * Reservations left open by a killed instance expire after 15 minutes: their clock is moved past
 * that (no instance is serving these tenants any more, so nothing else is open), then the
 * operator's `opsai tokens sweep` releases them. Returns what the sweep reported.
 */
export async function expireAndSweep(db: Db, databaseUrl: string, tenantIds: string[]) {
  await db
    .update(tokenReservations)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(inArray(tokenReservations.tenantId, tenantIds), eq(tokenReservations.status, 'open')))
  const swept = JSON.parse(await runOpsai(databaseUrl, ['tokens', 'sweep', '--json'])) as {
    tokens: number
    tenants: number
  }
  return swept
}

/**
 * Exact ledgers: the entry-by-entry invariant, nothing held, and every credit charged is on a
 * stored reply (the sum of the replies' credits is the sum of the usage entries).
 */
export async function expectExactLedgers(
  db: Db,
  tenantIds: string[],
  options: { creditsOnReplies: boolean },
) {
  const totals: { tenantId: string; balance: number; entries: number }[] = []
  for (const tenantId of tenantIds) {
    const { balance, reserved, entries } = await expectLedgerInvariant(db, tenantId)
    expect(reserved, `tokens still held for ${tenantId}`).toBe(0)
    if (options.creditsOnReplies) {
      const [charged] = await db
        .select({ total: sql<string>`coalesce(-sum(${tokenLedger.amount}), 0)` })
        .from(tokenLedger)
        .where(and(eq(tokenLedger.tenantId, tenantId), eq(tokenLedger.kind, 'usage')))
      const [onReplies] = await db
        .select({ total: sql<string>`coalesce(sum(${messages.credits}), 0)` })
        .from(messages)
        .where(eq(messages.tenantId, tenantId))
      expect(Number(onReplies?.total), `credits on ${tenantId}'s replies`).toBe(Number(charged?.total))
    }
    totals.push({ tenantId, balance, entries })
  }
  return totals
}
