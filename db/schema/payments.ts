import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bilingualName, createdAt, updatedAt } from './columns'
import { tokenLedger } from './ledger'
import { tenantIdColumn } from './tenancy'

/** A token pack tenants can buy on /payment (`opsai seed packs`); prices in yen, tax included. */
export const tokenPacks = pgTable(
  'token_packs',
  {
    id: text('id').primaryKey(),
    ...bilingualName(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
    priceJpy: integer('price_jpy').notNull(),
    /** Retired packs stay for the purchases that refer to them but are no longer offered. */
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('token_packs_tokens_positive', sql`${table.tokens} > 0`),
    check('token_packs_price_positive', sql`${table.priceJpy} > 0`),
  ],
)

export const PURCHASE_METHODS = ['stripe', 'invoice'] as const
/**
 * pending: waiting for Stripe or the administrator; paid: Stripe reported payment (credited);
 * confirmed: the administrator confirmed the invoice (credited); failed: the Checkout session
 * expired or the payment failed; canceled: the administrator rejected the invoice request.
 */
export const PURCHASE_STATUSES = ['pending', 'paid', 'confirmed', 'failed', 'canceled'] as const

/**
 * A token pack bought by a tenant. The pack's tokens and price are copied at purchase time so a
 * later change to the pack never changes what was bought. `ledger_entry_id` is set by the one
 * transaction that credits the tokens.
 */
export const tokenPurchases = pgTable(
  'token_purchases',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    packId: text('pack_id')
      .notNull()
      .references(() => tokenPacks.id),
    packName: text('pack_name').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
    priceJpy: integer('price_jpy').notNull(),
    method: text('method', { enum: PURCHASE_METHODS }).notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    requestedBy: text('requested_by').notNull(),
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    billingEmail: text('billing_email'),
    stripeSessionId: text('stripe_session_id'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    /** The administrator's note on confirming or rejecting an invoice request. */
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // The webhook's session names its tenant in the metadata this server set (ADR 048).
    uniqueIndex('token_purchases_stripe_session_idx').on(table.tenantId, table.stripeSessionId),
    foreignKey({
      name: 'token_purchases_ledger_entry_fk',
      columns: [table.tenantId, table.ledgerEntryId],
      foreignColumns: [tokenLedger.tenantId, tokenLedger.id],
    }),
    index('token_purchases_tenant_created_idx').on(table.tenantId, table.createdAt),
    index('token_purchases_status_created_idx').on(table.status, table.createdAt),
    check(
      'token_purchases_status_known',
      sql`${table.status} in ('pending', 'paid', 'confirmed', 'failed', 'canceled')`,
    ),
    check('token_purchases_method_known', sql`${table.method} in ('stripe', 'invoice')`),
    check('token_purchases_tokens_positive', sql`${table.tokens} > 0`),
  ],
)
