import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { tenants } from './tenancy'

/**
 * One row per tenant, updated in the same transaction as every ledger entry: `balance` is the sum
 * of the tenant's ledger, `reserved` the sum of its open reservations. The checks make an
 * overdraft impossible even for a buggy caller.
 */
export const tokenBalances = pgTable(
  'token_balances',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    /**
     * The low-balance alert (tenants.low_balance_threshold): true until it is sent, and again once
     * the balance is back at or above the threshold — one mail per crossing. Kept on this row, which
     * every writer of the balance holds locked, so the alert's check (opsai_low_balance_alert_check,
     * migrations/0036) needs no other lock.
     */
    lowBalanceAlertArmed: boolean('low_balance_alert_armed').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('token_balances_balance_non_negative', sql`${table.balance} >= 0`),
    check(
      'token_balances_reserved_covered',
      sql`${table.reserved} >= 0 and ${table.reserved} <= ${table.balance}`,
    ),
  ],
)

export const LEDGER_KINDS = [
  'plan_grant',
  'purchase',
  'additional_grant',
  'usage',
  'refund',
  'expiry',
  // A purchase refunded to the customer: its tokens taken back out (ADR 013). `refund` stays a
  // credit (tokens given back to a tenant).
  'purchase_refund',
] as const

/**
 * The append-only token ledger (a trigger refuses UPDATE and DELETE). Credits are positive,
 * usage and expiry negative; `idempotency_key` is unique per tenant so a retried grant, purchase
 * webhook or settlement is recorded once.
 */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    actor: text('actor').notNull(),
    reference: text('reference'),
    reason: text('reason'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('token_ledger_idempotency_idx').on(table.tenantId, table.idempotencyKey),
    index('token_ledger_tenant_created_idx').on(table.tenantId, table.createdAt),
    // The console's views across tenants (additional grants, usage of a range) by kind and time.
    index('token_ledger_kind_created_idx').on(table.kind, table.createdAt),
    check(
      'token_ledger_amount_sign',
      sql`(${table.kind} in ('usage', 'expiry', 'purchase_refund') and ${table.amount} < 0) or (${table.kind} in ('plan_grant', 'purchase', 'additional_grant', 'refund') and ${table.amount} > 0)`,
    ),
    check('token_ledger_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
)

export const RESERVATION_STATUSES = ['open', 'settled', 'expired'] as const

/** Tokens held for a chat turn between the model call and its settlement. */
export const tokenReservations = pgTable(
  'token_reservations',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: text('id').notNull(),
    estimate: bigint('estimate', { mode: 'number' }).notNull(),
    charged: bigint('charged', { mode: 'number' }),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('open'),
    actor: text('actor').notNull(),
    reference: text('reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('token_reservations_open_expiry_idx')
      .on(table.tenantId, table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    // The platform-wide sweeper finds expired reservations of every tenant.
    index('token_reservations_sweep_idx').on(table.expiresAt).where(sql`${table.status} = 'open'`),
    // A member's (and their teams') open holds, counted against monthly credit caps (issue 18).
    index('token_reservations_open_actor_idx')
      .on(table.tenantId, table.actor)
      .where(sql`${table.status} = 'open'`),
    check('token_reservations_estimate_positive', sql`${table.estimate} > 0`),
    check('token_reservations_status_known', sql`${table.status} in ('open', 'settled', 'expired')`),
  ],
)
