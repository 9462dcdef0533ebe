/**
 * Concurrency: hundreds of reservations, settlements, grants and sweeps at once (on PostgreSQL
 * through a pool of 20 connections, on PGlite through its one connection). Whatever interleaving
 * happens, balance = sum of the ledger = opening + grants − charges, no reservation is left held
 * (a negative balance is refused by the database's CHECK, so asserting >= 0 here could never fail).
 */
import { and, eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { tokenReservations } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { InsufficientTokensError } from './errors.server'
import { appendLedgerEntry, getBalance, ledgerTotal, listLedgerEntries } from './ledger.server'
import { reserve, settle, sweepExpiredReservations } from './reservations.server'

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state % max
  }
}

describeEachDatabase('token ledger under concurrency', (database) => {
  const db = () => database.handle().db

  async function expectInvariant(tenantId: string) {
    const balance = await getBalance(db(), tenantId)
    expect(await ledgerTotal(db(), tenantId)).toBe(balance.balance)
    // 0 <= reserved <= balance is the table's CHECK; what can drift is reserved vs. open holds.
    const [open] = await db()
      .select({ held: sql<string>`coalesce(sum(${tokenReservations.estimate}), 0)` })
      .from(tokenReservations)
      .where(and(eq(tokenReservations.tenantId, tenantId), eq(tokenReservations.status, 'open')))
    expect(Number(open?.held)).toBe(balance.reserved)
    return balance
  }

  it('400 reserve/settle turns in waves of 100 at once, with grants racing them, keep the invariant', async () => {
    const { id } = await makeTenant(db(), 'busy')
    const opening = 12_000
    await appendLedgerEntry(db(), id, {
      kind: 'purchase',
      amount: opening,
      idempotencyKey: 'open',
      actor: TEST_ACTOR,
    })
    const next = random(42)
    let refused = 0
    const turn = async (index: number) => {
      const estimate = 50 + next(250)
      // Near the estimate, some above it (charged at most the estimate), so the balance runs dry.
      const actual = estimate - 40 + next(100)
      try {
        const reservation = await reserve(db(), id, { estimate, actor: `user:${index % 7}` })
        return (await settle(db(), reservation, actual)).charged
      } catch (error) {
        if (!(error instanceof InsufficientTokensError)) throw error
        refused += 1
        return 0
      }
    }
    const grant = (index: number) =>
      appendLedgerEntry(db(), id, {
        kind: 'additional_grant',
        amount: 500,
        idempotencyKey: `g${index}`,
        actor: TEST_ACTOR,
      }).then(() => 0)
    // Four waves of 100 turns racing 5 grants each: the opening runs dry in the first wave, and
    // the later waves live on the grants.
    const charges: number[] = []
    for (let wave = 0; wave < 4; wave += 1) {
      const turns = Array.from({ length: 100 }, (_, index) => turn(wave * 100 + index))
      const grants = Array.from({ length: 5 }, (_, index) => grant(wave * 5 + index))
      const [waveCharges] = await Promise.all([Promise.all(turns), Promise.all(grants)])
      charges.push(...waveCharges)
    }
    const charged = charges.reduce((sum, value) => sum + value, 0)
    const balance = await expectInvariant(id)
    expect(balance.reserved).toBe(0)
    expect(balance.balance).toBe(opening + 20 * 500 - charged)
    const usage = (await listLedgerEntries(db(), id, { limit: 10_000 })).filter(
      (entry) => entry.kind === 'usage',
    )
    expect(-usage.reduce((sum, entry) => sum + entry.amount, 0)).toBe(charged)
    // The workload is sized to run the balance dry: some turns must have been refused.
    expect(refused).toBeGreaterThan(0)
    expect(charged).toBeGreaterThan(opening)
  }, 120_000)

  it('200 concurrent reservations of 10 on a balance of 1000: exactly 100 succeed', async () => {
    const { id } = await makeTenant(db(), 'race')
    await appendLedgerEntry(db(), id, {
      kind: 'purchase',
      amount: 1000,
      idempotencyKey: 'open',
      actor: TEST_ACTOR,
    })
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => reserve(db(), id, { estimate: 10, actor: TEST_ACTOR })),
    )
    const made = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter((result) => result.status === 'rejected')
    expect(made).toHaveLength(100)
    expect(refused.every((result) => result.reason instanceof InsufficientTokensError)).toBe(true)
    expect(await expectInvariant(id)).toEqual({ balance: 1000, reserved: 1000, available: 0 })
  }, 120_000)

  it('one grant for 50 concurrent calls with the same idempotency key', async () => {
    const { id } = await makeTenant(db(), 'idem')
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        appendLedgerEntry(db(), id, {
          kind: 'purchase',
          amount: 777,
          idempotencyKey: 'stripe:evt_9',
          actor: TEST_ACTOR,
        }),
      ),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(new Set(results.map((result) => result.entry.id)).size).toBe(1)
    expect((await expectInvariant(id)).balance).toBe(777)
  }, 120_000)

  it('sweeps, settles and reserves racing over expiring reservations leave nothing held', async () => {
    const { id } = await makeTenant(db(), 'expiring')
    await appendLedgerEntry(db(), id, {
      kind: 'purchase',
      amount: 5000,
      idempotencyKey: 'open',
      actor: TEST_ACTOR,
    })
    const t0 = Date.UTC(2030, 0, 1)
    const held = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        reserve(db(), id, { estimate: 40, actor: TEST_ACTOR, ttlMs: 1000 + index }, new Date(t0)),
      ),
    )
    const later = new Date(t0 + 1050)
    const next = random(7)
    await Promise.all([
      ...held.map((reservation) => settle(db(), reservation, next(60), later)),
      ...Array.from({ length: 10 }, () => sweepExpiredReservations(db(), later)),
      ...Array.from({ length: 50 }, () =>
        reserve(db(), id, { estimate: 20, actor: TEST_ACTOR, ttlMs: 1 }, later).catch((error: unknown) => {
          if (!(error instanceof InsufficientTokensError)) throw error
        }),
      ),
    ])
    await sweepExpiredReservations(db(), new Date(t0 + 10_000))
    const balance = await expectInvariant(id)
    expect(balance.reserved).toBe(0)
  }, 120_000)
})
