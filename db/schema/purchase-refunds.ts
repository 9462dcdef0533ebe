import { sql } from 'drizzle-orm'
import { bigint, check, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { tokenLedger } from './ledger'
import { tokenPurchases } from './payments'
import { tenantIdColumn } from './tenancy'

/**
 * The refund of a credited purchase, recorded by the system administrator on
 * /admin/purchasedTokens (ADR 013). The money goes back outside the product (Stripe's dashboard
 * or a bank transfer); here the purchased tokens come back out of the tenant's balance as one
 * `purchase_refund` ledger entry. The primary key is the purchase: a purchase is refunded once.
 * `tokens_taken_back` is what the balance could give back (never below zero, never what open
 * replies hold); `tokens_not_recovered` the rest, already used.
 */
export const tokenPurchaseRefunds = pgTable(
  'token_purchase_refunds',
  {
    tenantId: tenantIdColumn(),
    purchaseId: text('purchase_id').notNull(),
    tokensTakenBack: bigint('tokens_taken_back', { mode: 'number' }).notNull(),
    tokensNotRecovered: bigint('tokens_not_recovered', { mode: 'number' }).notNull(),
    /** Null when nothing was left to take back (a ledger entry is never zero). */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    refundedBy: text('refunded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.purchaseId] }),
    foreignKey({
      name: 'token_purchase_refunds_purchase_fk',
      columns: [table.tenantId, table.purchaseId],
      foreignColumns: [tokenPurchases.tenantId, tokenPurchases.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'token_purchase_refunds_ledger_entry_fk',
      columns: [table.tenantId, table.ledgerEntryId],
      foreignColumns: [tokenLedger.tenantId, tokenLedger.id],
    }),
    index('token_purchase_refunds_created_idx').on(table.createdAt),
    check(
      'token_purchase_refunds_tokens_non_negative',
      sql`${table.tokensTakenBack} >= 0 and ${table.tokensNotRecovered} >= 0`,
    ),
  ],
)
