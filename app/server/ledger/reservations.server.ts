/**
 * Reserve before a model call, settle when it ends (DESIGN.md "Tokens"). A reservation holds
 * tokens (`token_balances.reserved`) without touching the ledger; settling writes one `usage`
 * entry for what was really used and releases the hold. A reservation nobody settles expires:
 * the next reservation of that tenant, or the sweeper, releases it.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { tokenBalances, tokenReservations } from '#db/schema'
import { NotFoundError } from '../errors.server'
import {
  forgetHeldReservation,
  heldReservations,
  rememberHeldReservation,
} from '../lifecycle/held-reservations.server'
import { tokensReserved, tokensSettled } from '../observability/metrics.server'
import { validateInput } from '../tenancy/fields.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { InsufficientTokensError, MemberQuotaExceededError, TeamQuotaExceededError } from './errors.server'
import { lockBalance } from './ledger.server'
import { runLedgerStatement } from './ledger-statement.server'

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
    .number({ message: 'errors.fields.notANumber' })
    .int('errors.fields.notWhole')
    .positive('errors.fields.positive')
    .max(Number.MAX_SAFE_INTEGER),
  actor: z.string().trim().min(1).max(200),
  reference: z.string().max(500).optional(),
  ttlMs: z.number().int().positive().default(DEFAULT_RESERVATION_TTL_MS),
  /** The member the turn is for: their monthly credit cap and their teams' are checked. */
  userId: z.string().trim().min(1).max(200).optional(),
})

const actualSchema = z
  .number({ message: 'errors.fields.notANumber' })
  .int('errors.fields.notWhole')
  .min(0, 'errors.fields.negative')
  .max(Number.MAX_SAFE_INTEGER)

/**
 * Reserve as one call of `opsai_ledger_reserve` (db/migrations/0022_credit_caps_and_archiving.sql):
 * it locks the tenant's balance row, releases the tenant's expired reservations, checks the
 * member's and their teams' monthly credit caps, and holds the estimate only when all of them and
 * the available balance cover it, inside the database, so the row is locked for one round trip
 * (docs/performance.md, "Ledger"). Parameters: $1 tenant, $2 reservation id, $3 estimate,
 * $4 actor, $5 reference, $6 now, $7 time to live in ms, $8 the member (null: no caps).
 * bench/ledger.ts runs this same statement through pgbench.
 */
export const RESERVE_SQL =
  'select * from opsai_ledger_reserve($1::text, $2::text, $3::bigint, $4::text, $5::text, $6::timestamptz, $7::bigint, $8::text)'

/**
 * Settle as one call of `opsai_ledger_settle`: locks the balance row, then the reservation;
 * releases its hold, charges min(actual, available) as one `usage` entry (none when 0) and
 * closes the reservation. A reservation already settled changes nothing and reports its first
 * charge. Parameters: $1 tenant, $2 reservation id, $3 actual usage, $4 now.
 */
export const SETTLE_SQL = 'select * from opsai_ledger_settle($1::text, $2::text, $3::bigint, $4::timestamptz)'

interface ReserveRow {
  available_after: string | number
  held_now: boolean
  refused_by: 'member_quota' | 'team_quota' | 'balance' | null
  cap: string | number | null
  committed: string | number | null
  team_id: string | null
  team_name: string | null
}

interface SettleRow {
  status_before: string
  first_charge: string | number | null
  charged_now: string | number | null
}

/**
 * Holds `estimate` credits for a chat turn, or throws: MemberQuotaExceededError or
 * TeamQuotaExceededError when a monthly cap cannot cover it, InsufficientTokensError when the
 * available balance cannot. The release of expired reservations is kept even when refused.
 */
export async function reserve(
  db: Db,
  tenantId: string,
  input: z.input<typeof reserveSchema>,
  now: Date = new Date(),
): Promise<Reservation> {
  const tenant = requireTenantId(tenantId)
  const parsed = validateInput(reserveSchema, input)
  const reservation: Reservation = {
    tenantId: tenant,
    id: randomUUID(),
    estimate: parsed.estimate,
    expiresAt: new Date(now.getTime() + parsed.ttlMs),
  }
  const [row] = await runLedgerStatement<ReserveRow>(db, RESERVE_SQL, [
    tenant,
    reservation.id,
    parsed.estimate,
    parsed.actor,
    parsed.reference ?? null,
    now.toISOString(),
    parsed.ttlMs,
    parsed.userId ?? null,
  ])
  if (!row) {
    // No balance row yet: nothing was ever credited (or the tenant does not exist).
    await lockBalance(db, tenant)
    throw new InsufficientTokensError(parsed.estimate, 0)
  }
  if (!row.held_now) throw refusal(row, parsed.estimate, now)
  tokensReserved(parsed.estimate)
  rememberHeldReservation(reservation)
  return reservation
}

function refusal(row: ReserveRow, needed: number, now: Date) {
  const capped = { cap: Number(row.cap), committed: Number(row.committed), needed, now }
  if (row.refused_by === 'member_quota') return new MemberQuotaExceededError(capped)
  if (row.refused_by === 'team_quota') {
    return new TeamQuotaExceededError({ ...capped, teamId: row.team_id ?? '', teamName: row.team_name ?? '' })
  }
  return new InsufficientTokensError(needed, Number(row.available_after))
}

/**
 * Charges `actual` credits for the reservation and releases the rest of its hold. Never more
 * than was reserved (the caps counted the estimate), nor than the available balance: the rest is
 * recorded as `uncharged`.
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
  const [row] = await runLedgerStatement<SettleRow>(db, SETTLE_SQL, [
    tenant,
    reservation.id,
    used,
    now.toISOString(),
  ])
  forgetHeldReservation(reservation.id)
  if (!row) {
    throw new NotFoundError('errors.payment.unknownReservation', { id: reservation.id })
  }
  if (row.status_before === 'settled') {
    return {
      reservationId: reservation.id,
      charged: Number(row.first_charge ?? 0),
      uncharged: 0,
      alreadySettled: true,
    }
  }
  const charged = Number(row.charged_now)
  tokensSettled(charged)
  return { reservationId: reservation.id, charged, uncharged: used - charged, alreadySettled: false }
}

/** A turn that used nothing (failed before the model answered): releases the whole hold. */
export function release(db: Db, reservation: Pick<Reservation, 'tenantId' | 'id'>, now?: Date) {
  return settle(db, reservation, 0, now)
}

/**
 * At shutdown, once the turns had their chance to settle: releases every reservation this
 * process still holds (lifecycle/held-reservations.server.ts), charging nothing for them, and
 * returns how many it released. One that fails is logged and left to expire (the sweeper).
 */
export async function releaseHeldReservations(db: Db): Promise<number> {
  let released = 0
  for (const reservation of heldReservations()) {
    try {
      if (!(await release(db, reservation)).alreadySettled) released += 1
    } catch (error) {
      forgetHeldReservation(reservation.id)
      // Reserved inside a transaction that was rolled back: there is nothing to release.
      if (!(error instanceof NotFoundError))
        console.error(`[server] releasing token reservation ${reservation.id} at shutdown failed:`, error)
    }
  }
  return released
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
