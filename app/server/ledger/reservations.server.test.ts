import { expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { forgetHeldReservation, heldReservations } from '../lifecycle/held-reservations.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { InsufficientTokensError } from './errors.server'
import { appendLedgerEntry, getBalance, ledgerTotal, listLedgerEntries } from './ledger.server'
import {
  release,
  releaseHeldReservations,
  reserve,
  settle,
  sweepExpiredReservations,
} from './reservations.server'

describeEachDatabase('token reservations', (database) => {
  const db = () => database.handle().db
  const t0 = new Date('2030-01-01T00:00:00Z')
  const later = (ms: number) => new Date(t0.getTime() + ms)

  async function tenantWith(slug: string, tokens: number) {
    const tenant = await makeTenant(db(), slug)
    await appendLedgerEntry(db(), tenant.id, {
      kind: 'purchase',
      amount: tokens,
      idempotencyKey: `purchase:${slug}`,
      actor: TEST_ACTOR,
    })
    return tenant.id
  }

  it('holds the estimate, then charges the actual usage and releases the rest', async () => {
    const id = await tenantWith('acme', 1000)
    const reservation = await reserve(
      db(),
      id,
      { estimate: 300, actor: 'user:u1', reference: 'thread:t1' },
      t0,
    )
    expect(await getBalance(db(), id)).toEqual({ balance: 1000, reserved: 300, available: 700 })
    const settled = await settle(db(), reservation, 120, t0)
    expect(settled).toEqual({
      reservationId: reservation.id,
      charged: 120,
      uncharged: 0,
      alreadySettled: false,
    })
    expect(await getBalance(db(), id)).toEqual({ balance: 880, reserved: 0, available: 880 })
    const [usage] = await listLedgerEntries(db(), id)
    expect(usage).toMatchObject({
      kind: 'usage',
      amount: -120,
      balanceAfter: 880,
      actor: 'user:u1',
      reference: 'thread:t1',
      idempotencyKey: `usage:${reservation.id}`,
      details: { estimate: 300, actual: 120, uncharged: 0 },
    })
    // Settling again (a retried stream end) changes nothing.
    expect(await settle(db(), reservation, 500, t0)).toMatchObject({ charged: 120, alreadySettled: true })
    expect(await getBalance(db(), id)).toMatchObject({ balance: 880 })
  })

  it('never charges more than was reserved: usage above the estimate is recorded as uncharged', async () => {
    const id = await tenantWith('small', 100)
    const reservation = await reserve(db(), id, { estimate: 50, actor: TEST_ACTOR }, t0)
    expect(await settle(db(), reservation, 180, t0)).toMatchObject({ charged: 50, uncharged: 130 })
    expect(await getBalance(db(), id)).toEqual({ balance: 50, reserved: 0, available: 50 })
    expect(await ledgerTotal(db(), id)).toBe(50)
  })

  it('charges an expired reservation only what is still available, never below zero', async () => {
    const id = await tenantWith('lapsed', 100)
    const lapsed = await reserve(db(), id, { estimate: 80, actor: TEST_ACTOR, ttlMs: 1000 }, t0)
    // Its hold expired and another turn took most of the balance meanwhile.
    const later = new Date(t0.getTime() + 5000)
    await reserve(db(), id, { estimate: 70, actor: TEST_ACTOR }, later)
    expect(await settle(db(), lapsed, 80, later)).toMatchObject({ charged: 30, uncharged: 50 })
    expect(await getBalance(db(), id)).toEqual({ balance: 70, reserved: 70, available: 0 })
    expect(await ledgerTotal(db(), id)).toBe(70)
  })

  it('refuses a reservation the balance cannot cover, holding nothing', async () => {
    const id = await tenantWith('poor', 100)
    const held = await reserve(db(), id, { estimate: 80, actor: TEST_ACTOR }, t0)
    const attempt = reserve(db(), id, { estimate: 30, actor: TEST_ACTOR }, t0)
    await expect(attempt).rejects.toBeInstanceOf(InsufficientTokensError)
    await expect(attempt).rejects.toThrow(
      /クレジットが不足しています（必要: 30、残り: 20） \/ insufficient credits: 30 needed, 20 available/,
    )
    expect(await getBalance(db(), id)).toEqual({ balance: 100, reserved: 80, available: 20 })
    await release(db(), held, t0)
    expect(await getBalance(db(), id)).toEqual({ balance: 100, reserved: 0, available: 100 })
    expect(await listLedgerEntries(db(), id)).toHaveLength(1)
  })

  it('releases an abandoned reservation when it expires: lazily on the next reserve', async () => {
    const id = await tenantWith('lazy', 100)
    await reserve(db(), id, { estimate: 100, actor: TEST_ACTOR, ttlMs: 60_000 }, t0)
    await expect(
      reserve(db(), id, { estimate: 10, actor: TEST_ACTOR }, later(59_999)),
    ).rejects.toBeInstanceOf(InsufficientTokensError)
    const next = await reserve(db(), id, { estimate: 100, actor: TEST_ACTOR }, later(60_000))
    expect(await getBalance(db(), id)).toEqual({ balance: 100, reserved: 100, available: 0 })
    await release(db(), next, later(60_000))
  })

  it('keeps the release of expired reservations even when the new reservation is refused', async () => {
    const id = await tenantWith('refused', 10)
    await reserve(db(), id, { estimate: 10, actor: TEST_ACTOR, ttlMs: 1 }, t0)
    await expect(reserve(db(), id, { estimate: 11, actor: TEST_ACTOR }, later(1))).rejects.toBeInstanceOf(
      InsufficientTokensError,
    )
    expect(await getBalance(db(), id)).toEqual({ balance: 10, reserved: 0, available: 10 })
  })

  it('releases every tenant’s expired reservations with the sweeper', async () => {
    const first = await tenantWith('sweep-a', 500)
    const second = await tenantWith('sweep-b', 500)
    const abandoned = await reserve(db(), first, { estimate: 200, actor: TEST_ACTOR, ttlMs: 1000 }, t0)
    await reserve(db(), second, { estimate: 150, actor: TEST_ACTOR, ttlMs: 1000 }, t0)
    const live = await reserve(db(), second, { estimate: 50, actor: TEST_ACTOR, ttlMs: 10_000 }, t0)
    expect(await sweepExpiredReservations(db(), later(999))).toEqual({ tenants: 0, tokens: 0 })
    expect(await sweepExpiredReservations(db(), later(1000))).toEqual({ tenants: 2, tokens: 350 })
    expect(await getBalance(db(), first)).toEqual({ balance: 500, reserved: 0, available: 500 })
    expect(await getBalance(db(), second)).toEqual({ balance: 500, reserved: 50, available: 450 })
    expect(await sweepExpiredReservations(db(), later(1000))).toEqual({ tenants: 0, tokens: 0 })
    // The model was called after all: a late settlement still charges, without double-releasing.
    expect(await settle(db(), abandoned, 40, later(5000))).toMatchObject({
      charged: 40,
      alreadySettled: false,
    })
    expect(await getBalance(db(), first)).toEqual({ balance: 460, reserved: 0, available: 460 })
    await settle(db(), live, 50, later(5000))
    expect(await getBalance(db(), second)).toEqual({ balance: 450, reserved: 0, available: 450 })
  })

  it('refuses bad estimates, bad usage and unknown reservations', async () => {
    const id = await tenantWith('strict', 100)
    for (const estimate of [0, -1, 2.5]) {
      await expect(reserve(db(), id, { estimate, actor: TEST_ACTOR })).rejects.toBeInstanceOf(
        InvalidInputError,
      )
    }
    const reservation = await reserve(db(), id, { estimate: 10, actor: TEST_ACTOR })
    await expect(settle(db(), reservation, -3)).rejects.toThrow(/must not be negative/)
    await expect(settle(db(), { tenantId: id, id: 'missing' }, 1)).rejects.toBeInstanceOf(NotFoundError)
    expect(await getBalance(db(), id)).toEqual({ balance: 100, reserved: 10, available: 90 })
  })

  it('reserves and settles inside a caller’s transaction, and a rollback undoes both', async () => {
    const id = await tenantWith('in-tx', 500)
    const settled = await db().transaction(async (tx) => {
      const reservation = await reserve(tx, id, { estimate: 200, actor: TEST_ACTOR }, t0)
      expect(await getBalance(tx, id)).toEqual({ balance: 500, reserved: 200, available: 300 })
      return settle(tx, reservation, 150, t0)
    })
    expect(settled).toMatchObject({ charged: 150, uncharged: 0, alreadySettled: false })
    expect(await getBalance(db(), id)).toEqual({ balance: 350, reserved: 0, available: 350 })
    await expect(
      db().transaction(async (tx) => {
        const reservation = await reserve(tx, id, { estimate: 100, actor: TEST_ACTOR }, t0)
        await settle(tx, reservation, 100, t0)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await getBalance(db(), id)).toEqual({ balance: 350, reserved: 0, available: 350 })
    expect(await ledgerTotal(db(), id)).toBe(350)
  })

  it('remembers what this process holds until it settles, and releases the rest at shutdown', async () => {
    // The other database kind's tests of this file ran in this process too.
    for (const held of heldReservations()) forgetHeldReservation(held.id)
    const id = await tenantWith('shutdown', 1000)
    const settledOne = await reserve(db(), id, { estimate: 100, actor: TEST_ACTOR }, t0)
    const stuck = await reserve(db(), id, { estimate: 250, actor: TEST_ACTOR }, t0)
    expect(heldReservations().map((held) => held.id)).toEqual([settledOne.id, stuck.id])
    await settle(db(), settledOne, 40, t0)
    expect(heldReservations().map((held) => held.id)).toEqual([stuck.id])
    // A reservation rolled back with its transaction is forgotten quietly.
    await db()
      .transaction(async (tx) => {
        await reserve(tx, id, { estimate: 5, actor: TEST_ACTOR }, t0)
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(await releaseHeldReservations(db())).toBe(1)
    expect(heldReservations()).toEqual([])
    // The stuck turn's hold is gone and charged nothing; the settled one kept its charge.
    expect(await getBalance(db(), id)).toEqual({ balance: 960, reserved: 0, available: 960 })
    expect(await settle(db(), stuck, 250, t0)).toMatchObject({ charged: 0, alreadySettled: true })
  })
})
