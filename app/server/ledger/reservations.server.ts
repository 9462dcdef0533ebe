/**
 * Reserve before a model call, settle when it ends (DESIGN.md "Tokens"). A reservation holds
 * tokens (`token_balances.reserved`) without touching the ledger; settling writes one `usage`
 * entry for what was really used and releases the hold. A reservation nobody settles expires:
 * the next reservation of that tenant, or the sweeper, releases it.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { tokenBalances, tokenReservations } from '../../../db/schema'
import { NotFoundError } from '../errors.server'
import { validateInput } from '../tenancy/fields'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { InsufficientTokensError } from './errors.server'
import { insertEntry, lockBalance } from './ledger.server'

/** Long enough for a slow streamed answer; short enough that a crashed turn frees its tokens soon. */
export const DEFAULT_RESERVATION_TTL_MS = 15 * 60 * 1000

export interface Reservation {
  tenantId: string
  id: string
  estimate: number
  expiresAt: Date
}

export interface Settlement {
  reservationId: string
  /** Tokens taken from the balance (a `usage` entry when above zero). */
  charged: number
  /** Usage the balance could not cover (recorded on the entry; the balance never goes negative). */
  uncharged: number
  /** True when the reservation had been settled before: nothing changed this time. */
  alreadySettled: boolean
}

const reserveSchema = z.object({
  estimate: z
    .number({ message: 'must be a number / 数値にしてください' })
    .int('must be a whole number / 整数にしてください')
    .positive('must be positive / 正の値にしてください')
    .max(Number.MAX_SAFE_INTEGER),
  actor: z.string().trim().min(1).max(200),
  reference: z.string().max(500).optional(),
  ttlMs: z.number().int().positive().default(DEFAULT_RESERVATION_TTL_MS),
})

const actualSchema = z
  .number({ message: 'must be a number / 数値にしてください' })
  .int('must be a whole number / 整数にしてください')
  .min(0, 'must not be negative / 負の値にはできません')
  .max(Number.MAX_SAFE_INTEGER)

/**
 * Holds `estimate` tokens for a chat turn, or throws InsufficientTokensError ("insufficient
 * tokens" / 「トークンが不足しています」) when the available balance cannot cover it.
 */
export async function reserve(
  db: Db,
  tenantId: string,
  input: z.input<typeof reserveSchema>,
  now: Date = new Date(),
): Promise<Reservation> {
  const tenant = requireTenantId(tenantId)
  const parsed = validateInput(reserveSchema, input)
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockBalance(tx, tenant)
    // Abandoned reservations must not keep a tenant from chatting: release them first.
    const released = await expireReservations(tx, tenant, now)
    const reserved = locked.reserved - released
    const available = locked.balance - reserved
    if (parsed.estimate > available) {
      if (released > 0) await setReserved(tx, tenant, reserved)
      return { ok: false as const, available }
    }
    const reservation: Reservation = {
      tenantId: tenant,
      id: randomUUID(),
      estimate: parsed.estimate,
      expiresAt: new Date(now.getTime() + parsed.ttlMs),
    }
    await tx.insert(tokenReservations).values({
      tenantId: tenant,
      id: reservation.id,
      estimate: reservation.estimate,
      actor: parsed.actor,
      reference: parsed.reference ?? null,
      expiresAt: reservation.expiresAt,
      createdAt: now,
    })
    await setReserved(tx, tenant, reserved + parsed.estimate)
    return { ok: true as const, reservation }
  })
  // Thrown after the transaction, so the release of expired reservations above is kept.
  if (!outcome.ok) throw new InsufficientTokensError(parsed.estimate, outcome.available)
  return outcome.reservation
}

/**
 * Charges `actual` tokens for the reservation and releases the rest of its hold. Usage beyond
 * the available balance is recorded as `uncharged` rather than driving the balance negative.
 * Settling a reservation that already expired still charges the usage (the model was called).
 * Idempotent: settling again returns the first result.
 */
export async function settle(
  db: Db,
  reservation: Pick<Reservation, 'tenantId' | 'id'>,
  actual: number,
  now: Date = new Date(),
): Promise<Settlement> {
  const tenant = requireTenantId(reservation.tenantId)
  const used = validateInput(actualSchema, actual)
  return db.transaction(async (tx) => {
    const locked = await lockBalance(tx, tenant)
    const [row] = await tx
      .select()
      .from(tokenReservations)
      .where(and(eq(tokenReservations.tenantId, tenant), eq(tokenReservations.id, reservation.id)))
      .for('update')
    if (!row) {
      throw new NotFoundError(
        `Unknown reservation "${reservation.id}" / 予約 "${reservation.id}" はありません`,
      )
    }
    if (row.status === 'settled') {
      return { reservationId: row.id, charged: row.charged ?? 0, uncharged: 0, alreadySettled: true }
    }
    const held = row.status === 'open' ? row.estimate : 0
    const reserved = locked.reserved - held
    const charged = Math.min(used, locked.balance - reserved)
    // Release the hold first: the balance check (reserved <= balance) holds after each statement.
    await setReserved(tx, tenant, reserved)
    if (charged > 0) {
      await insertEntry(tx, tenant, locked, {
        kind: 'usage',
        signedAmount: -charged,
        idempotencyKey: `usage:${row.id}`,
        actor: row.actor,
        reference: row.reference ?? `reservation:${row.id}`,
        details: { reservationId: row.id, estimate: row.estimate, actual: used, uncharged: used - charged },
      })
    }
    await tx
      .update(tokenReservations)
      .set({ status: 'settled', charged, closedAt: now })
      .where(and(eq(tokenReservations.tenantId, tenant), eq(tokenReservations.id, row.id)))
    return { reservationId: row.id, charged, uncharged: used - charged, alreadySettled: false }
  })
}

/** A turn that used nothing (failed before the model answered): releases the whole hold. */
export function release(db: Db, reservation: Pick<Reservation, 'tenantId' | 'id'>, now?: Date) {
  return settle(db, reservation, 0, now)
}

async function setReserved(tx: Db, tenantId: string, reserved: number) {
  await tx
    .update(tokenBalances)
    .set({ reserved, updatedAt: sql`now()` })
    .where(eq(tokenBalances.tenantId, tenantId))
}

/**
 * Marks the tenant's expired open reservations `expired` and returns the tokens they held; the
 * caller holds the balance lock and subtracts them from `reserved`.
 */
async function expireReservations(tx: Db, tenantId: string, now: Date): Promise<number> {
  const expired = await tx
    .update(tokenReservations)
    .set({ status: 'expired', closedAt: now })
    .where(
      and(
        eq(tokenReservations.tenantId, tenantId),
        eq(tokenReservations.status, 'open'),
        lte(tokenReservations.expiresAt, now),
      ),
    )
    .returning({ estimate: tokenReservations.estimate })
  return expired.reduce((sum, row) => sum + row.estimate, 0)
}

/**
 * The sweeper: releases every tenant's expired reservations, one tenant per transaction.
 * Returns how many tenants and tokens were released.
 */
export async function sweepExpiredReservations(
  db: Db,
  now: Date = new Date(),
  options: { maxTenants?: number } = {},
): Promise<{ tenants: number; tokens: number }> {
  const due = await db
    .selectDistinct({ tenantId: tokenReservations.tenantId })
    .from(tokenReservations)
    .where(and(eq(tokenReservations.status, 'open'), lte(tokenReservations.expiresAt, now)))
    .limit(options.maxTenants ?? 1000)
  let tokens = 0
  for (const { tenantId } of due) {
    tokens += await db.transaction(async (tx) => {
      const locked = await lockBalance(tx, tenantId)
      const released = await expireReservations(tx, tenantId, now)
      if (released > 0) await setReserved(tx, tenantId, locked.reserved - released)
      return released
    })
  }
  return { tenants: due.length, tokens }
}
