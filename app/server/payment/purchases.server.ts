/**
 * Token purchases: invoice requests and Stripe Checkout purchases, and the one place that credits
 * a purchase to the ledger. Crediting locks the purchase row and writes the ledger entry under an
 * idempotency key, so a confirmation clicked twice or a webhook delivered ten times credits once.
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenants, tokenPurchases } from '#db/schema'
import type { InvoiceRequestInput, PurchaseStatus } from '../../features/payment/payment-schemas.shared'
import { recordAudit } from '../audit.server'
import { ConflictError, NotFoundError } from '../errors.server'
import { appendLedgerEntry } from '../ledger/ledger.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { requireActivePack, type TokenPack } from './packs.server'
import { PaymentForbiddenError } from './payment-errors.server'
import { canBuyTokens, type PaymentRole } from './payment-roles.server'

export type Purchase = typeof tokenPurchases.$inferSelect

/** The signed-in member acting on /payment. */
export interface PaymentCaller {
  tenantId: string
  userId: string
  role: PaymentRole
}

export function assertCanBuy(caller: PaymentCaller) {
  if (!canBuyTokens(caller.role)) {
    throw new PaymentForbiddenError('errors.payment.ownersAndAdminsBuy')
  }
}

/** A new pending purchase of `pack`, the pack's tokens and price copied onto it. */
export async function insertPendingPurchase(
  db: Db,
  caller: PaymentCaller,
  pack: TokenPack,
  fields: Partial<Pick<Purchase, 'method' | 'billingName' | 'billingAddress' | 'billingEmail'>>,
): Promise<Purchase> {
  const [purchase] = await db
    .insert(tokenPurchases)
    .values({
      tenantId: requireTenantId(caller.tenantId),
      id: randomUUID(),
      packId: pack.id,
      packName: pack.name,
      tokens: pack.tokens,
      priceJpy: pack.priceJpy,
      method: fields.method ?? 'invoice',
      requestedBy: caller.userId,
      billingName: fields.billingName ?? null,
      billingAddress: fields.billingAddress ?? null,
      billingEmail: fields.billingEmail ?? null,
    })
    .returning()
  if (!purchase) throw new Error('purchase insert returned no row')
  return purchase
}

/** The embedded default: an invoice request the system administrator confirms later. */
export async function requestInvoice(db: Db, caller: PaymentCaller, input: InvoiceRequestInput) {
  assertCanBuy(caller)
  return db.transaction(async (tx) => {
    const pack = await requireActivePack(tx, input.packId)
    const purchase = await insertPendingPurchase(tx, caller, pack, {
      method: 'invoice',
      billingName: input.billingName,
      billingAddress: input.billingAddress,
      billingEmail: input.billingEmail,
    })
    await auditPurchase(tx, `user:${caller.userId}`, 'purchase.invoice_request', purchase, {
      packId: pack.id,
      tokens: pack.tokens,
      priceJpy: pack.priceJpy,
    })
    return purchase
  })
}

/** The tenant's purchases, newest first. */
export async function listTenantPurchases(db: Db, tenantId: string, limit = 100): Promise<Purchase[]> {
  return db
    .select()
    .from(tokenPurchases)
    .where(eq(tokenPurchases.tenantId, requireTenantId(tenantId)))
    .orderBy(desc(tokenPurchases.createdAt))
    .limit(limit)
}

/** Locks one purchase of one tenant for the rest of the transaction; another tenant's id is not found. */
export async function lockPurchase(tx: Db, tenantId: string, purchaseId: string): Promise<Purchase> {
  const [purchase] = await tx
    .select()
    .from(tokenPurchases)
    .where(and(eq(tokenPurchases.tenantId, requireTenantId(tenantId)), eq(tokenPurchases.id, purchaseId)))
    .for('update')
  if (!purchase) {
    throw new NotFoundError('errors.payment.unknownPurchase', { id: purchaseId })
  }
  return purchase
}

/**
 * Credits a locked pending purchase: one `purchase` ledger entry under `idempotencyKey`, then the
 * purchase's new status. Call inside the transaction that locked it.
 */
export async function creditLockedPurchase(
  tx: Db,
  purchase: Purchase,
  options: { status: 'paid' | 'confirmed'; idempotencyKey: string; actor: string; note?: string },
): Promise<Purchase> {
  const { entry } = await appendLedgerEntry(tx, purchase.tenantId, {
    kind: 'purchase',
    amount: purchase.tokens,
    idempotencyKey: options.idempotencyKey,
    actor: options.actor,
    reference: `purchase:${purchase.id}`,
    reason: purchase.packName,
    details: { packId: purchase.packId, priceJpy: purchase.priceJpy, method: purchase.method },
  })
  const [updated] = await tx
    .update(tokenPurchases)
    .set({
      status: options.status,
      ledgerEntryId: entry.id,
      decidedBy: options.actor,
      decidedAt: sql`now()`,
      decisionNote: options.note || null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(tokenPurchases.tenantId, purchase.tenantId), eq(tokenPurchases.id, purchase.id)))
    .returning()
  if (!updated) throw new Error('purchase update returned no row')
  return updated
}

export interface DecisionResult {
  purchase: Purchase
  /** False when the purchase was already in the decided state: nothing was written. */
  changed: boolean
}

/**
 * The administrator confirms an invoice request: its tokens are credited once. Confirming again
 * changes nothing; a rejected request cannot be confirmed.
 */
export async function confirmInvoice(
  db: Db,
  input: { tenantId: string; purchaseId: string; note?: string; actor: string },
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, input.tenantId, input.purchaseId)
    if (purchase.method !== 'invoice') throw notAnInvoice(purchase.id)
    if (purchase.status === 'confirmed') return { purchase, changed: false }
    if (purchase.status !== 'pending') throw alreadyDecided(purchase)
    const confirmed = await creditLockedPurchase(tx, purchase, {
      status: 'confirmed',
      idempotencyKey: `invoice:${purchase.id}`,
      actor: input.actor,
      note: input.note,
    })
    await auditPurchase(tx, input.actor, 'purchase.confirm', purchase, {
      tokens: purchase.tokens,
      priceJpy: purchase.priceJpy,
      note: input.note ?? '',
    })
    return { purchase: confirmed, changed: true }
  })
}

/** The administrator rejects an invoice request (with a note the tenant sees); nothing is credited. */
export async function rejectInvoice(
  db: Db,
  input: { tenantId: string; purchaseId: string; note: string; actor: string },
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, input.tenantId, input.purchaseId)
    if (purchase.method !== 'invoice') throw notAnInvoice(purchase.id)
    if (purchase.status === 'canceled') return { purchase, changed: false }
    if (purchase.status !== 'pending') throw alreadyDecided(purchase)
    const [canceled] = await tx
      .update(tokenPurchases)
      .set({
        status: 'canceled',
        decidedBy: input.actor,
        decidedAt: sql`now()`,
        decisionNote: input.note,
        updatedAt: sql`now()`,
      })
      .where(and(eq(tokenPurchases.tenantId, purchase.tenantId), eq(tokenPurchases.id, purchase.id)))
      .returning()
    if (!canceled) throw new Error('purchase update returned no row')
    await auditPurchase(tx, input.actor, 'purchase.reject', purchase, { note: input.note })
    return { purchase: canceled, changed: true }
  })
}

/** An audit row about one purchase, filed under its tenant. */
export function auditPurchase(
  tx: Db,
  actor: string,
  action: string,
  purchase: { tenantId: string; id: string },
  details: Record<string, unknown>,
) {
  return recordAudit(tx, { actor, action, tenantId: purchase.tenantId, target: purchase.id, details })
}

function notAnInvoice(id: string) {
  return new ConflictError('errors.payment.notAnInvoice', { id })
}

function alreadyDecided(purchase: Purchase) {
  return new ConflictError('errors.payment.alreadyDecided', { id: purchase.id, status: purchase.status })
}

export interface PurchaseWithTenant extends Purchase {
  tenantSlug: string
  tenantName: string
}

/** Every tenant's purchases for the system administrator, newest first, optionally filtered. */
export async function listAllPurchases(
  db: Db,
  filters: { status?: PurchaseStatus; tenantId?: string; limit?: number } = {},
): Promise<PurchaseWithTenant[]> {
  const conditions = [
    filters.status ? eq(tokenPurchases.status, filters.status) : undefined,
    filters.tenantId ? eq(tokenPurchases.tenantId, filters.tenantId) : undefined,
  ].filter((condition) => condition !== undefined)
  const rows = await db
    .select({ purchase: tokenPurchases, tenantSlug: tenants.slug, tenantName: tenants.name })
    .from(tokenPurchases)
    .innerJoin(tenants, eq(tenants.id, tokenPurchases.tenantId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(tokenPurchases.createdAt))
    .limit(filters.limit ?? 200)
  return rows.map((row) => ({ ...row.purchase, tenantSlug: row.tenantSlug, tenantName: row.tenantName }))
}
