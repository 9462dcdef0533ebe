/**
 * The token ledger (DESIGN.md "Tokens"): an append-only list of entries per tenant plus one
 * balance row updated in the same transaction. Every writer first locks the tenant's balance row
 * (`SELECT … FOR UPDATE`), so all changes to one tenant's tokens happen one after another:
 * no lost update, no overdraft, and `balance` always equals the sum of the ledger.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { LEDGER_KINDS, tokenBalances, tokenLedger } from '#db/schema'
import { isForeignKeyViolation } from '../db-errors.server'
import { NotFoundError } from '../errors.server'
import { validateInput } from '../tenancy/fields.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { IdempotencyConflictError, InsufficientTokensError } from './errors.server'

export type LedgerKind = (typeof LEDGER_KINDS)[number]
export type LedgerEntry = typeof tokenLedger.$inferSelect

/** Kinds that take tokens away; the others add. */
const DEBIT_KINDS: ReadonlySet<LedgerKind> = new Set(['usage', 'expiry', 'purchase_refund'])

export function signedAmount(kind: LedgerKind, amount: number) {
  return DEBIT_KINDS.has(kind) ? -amount : amount
}

export const ledgerEntryInputSchema = z.object({
  kind: z.enum(LEDGER_KINDS),
  /** How many tokens, always positive; the kind gives the direction. */
  amount: z
    .number({ message: 'errors.fields.notANumber' })
    .int('errors.fields.notWhole')
    .positive('errors.fields.positive')
    .max(Number.MAX_SAFE_INTEGER),
  /** Unique per tenant: the same key again returns the first entry and changes nothing. */
  idempotencyKey: z.string().trim().min(1).max(200),
  actor: z.string().trim().min(1).max(200),
  reference: z.string().max(500).optional(),
  reason: z.string().max(1000).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
})
export type LedgerEntryInput = z.input<typeof ledgerEntryInputSchema>

export interface Balance {
  /** The sum of the ledger. */
  balance: number
  /** Held by open reservations. */
  reserved: number
  /** What a new reservation or debit can use. */
  available: number
}

type BalanceRow = typeof tokenBalances.$inferSelect

/** Locks the tenant's balance row for the rest of the transaction, creating it at zero if missing. */
export async function lockBalance(tx: Db, tenantId: string): Promise<BalanceRow> {
  try {
    await tx.insert(tokenBalances).values({ tenantId }).onConflictDoNothing()
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownTenant(tenantId)
    throw error
  }
  const [row] = await tx
    .select()
    .from(tokenBalances)
    .where(eq(tokenBalances.tenantId, tenantId))
    .for('update')
  if (!row) throw unknownTenant(tenantId)
  return row
}

function unknownTenant(tenantId: string) {
  return new NotFoundError('errors.tenancy.unknownTenant', { tenant: tenantId })
}

/** Writes the entry and moves the balance, within the caller's transaction after `lockBalance`. */
export async function insertEntry(
  tx: Db,
  tenantId: string,
  locked: BalanceRow,
  entry: Omit<z.infer<typeof ledgerEntryInputSchema>, 'amount'> & { signedAmount: number },
): Promise<LedgerEntry> {
  const balanceAfter = locked.balance + entry.signedAmount
  const [inserted] = await tx
    .insert(tokenLedger)
    .values({
      tenantId,
      kind: entry.kind,
      amount: entry.signedAmount,
      balanceAfter,
      idempotencyKey: entry.idempotencyKey,
      actor: entry.actor,
      reference: entry.reference ?? null,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    })
    .returning()
  if (!inserted) throw new Error('ledger insert returned no row')
  await tx
    .update(tokenBalances)
    .set({ balance: balanceAfter, updatedAt: sql`now()` })
    .where(eq(tokenBalances.tenantId, tenantId))
  // The low-balance alert (migrations/0036): a function of the balance's writers, not a trigger.
  if (entry.signedAmount !== 0) await tx.execute(sql`select opsai_low_balance_alert_check(${tenantId})`)
  locked.balance = balanceAfter
  return inserted
}

/**
 * Appends one entry (a grant, purchase, refund, expiry or direct usage). Idempotent: a key seen
 * before returns the recorded entry with `created: false`. A debit larger than the available
 * balance is refused with InsufficientTokensError and writes nothing.
 */
export async function appendLedgerEntry(
  db: Db,
  tenantId: string,
  input: LedgerEntryInput,
): Promise<{ entry: LedgerEntry; created: boolean }> {
  const tenant = requireTenantId(tenantId)
  const { amount, ...entry } = validateInput(ledgerEntryInputSchema, input)
  const signed = signedAmount(entry.kind, amount)
  return db.transaction(async (tx) => {
    const locked = await lockBalance(tx, tenant)
    const [existing] = await tx
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.tenantId, tenant), eq(tokenLedger.idempotencyKey, entry.idempotencyKey)))
    if (existing) {
      if (existing.kind !== entry.kind || existing.amount !== signed) {
        throw new IdempotencyConflictError(entry.idempotencyKey)
      }
      return { entry: existing, created: false }
    }
    const available = locked.balance - locked.reserved
    if (signed < 0 && amount > available) throw new InsufficientTokensError(amount, available)
    return { entry: await insertEntry(tx, tenant, locked, { ...entry, signedAmount: signed }), created: true }
  })
}

export async function getBalance(db: Db, tenantId: string): Promise<Balance> {
  const tenant = requireTenantId(tenantId)
  const [row] = await db.select().from(tokenBalances).where(eq(tokenBalances.tenantId, tenant))
  const balance = row?.balance ?? 0
  const reserved = row?.reserved ?? 0
  return { balance, reserved, available: balance - reserved }
}

/** Newest first. */
export async function listLedgerEntries(
  db: Db,
  tenantId: string,
  options: { limit?: number } = {},
): Promise<LedgerEntry[]> {
  const tenant = requireTenantId(tenantId)
  return db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.tenantId, tenant))
    .orderBy(desc(tokenLedger.id))
    .limit(options.limit ?? 1000)
}

/** The sum of every entry: equal to the balance, always (the invariant tests check it). */
export async function ledgerTotal(db: Db, tenantId: string): Promise<number> {
  const tenant = requireTenantId(tenantId)
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${tokenLedger.amount}), 0)` })
    .from(tokenLedger)
    .where(eq(tokenLedger.tenantId, tenant))
  return Number(row?.total ?? 0)
}
