import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bytea, createdAt } from './columns'
import { LEDGER_KINDS } from './ledger'
import { tenantIdColumn } from './tenancy'

export const TENANT_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const

/**
 * A whole-tenant export (issue 18): built in the background into one archive (JSON Lines plus
 * the knowledge files), downloadable until `expires_at` (7 days). One export runs per tenant.
 */
export const tenantExports = pgTable(
  'tenant_exports',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    status: text('status', { enum: TENANT_EXPORT_STATUSES }).notNull().default('queued'),
    /** 0–100. */
    progress: integer('progress').notNull().default(0),
    requestedBy: text('requested_by').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('tenant_exports_one_active_idx')
      .on(table.tenantId)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('tenant_exports_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'ready'`),
    check(
      'tenant_exports_status_known',
      sql`${table.status} in ('queued', 'running', 'ready', 'failed', 'expired')`,
    ),
    check('tenant_exports_progress_range', sql`${table.progress} between 0 and 100`),
  ],
)

/** An export's archive in pieces of at most 1 MB, read back in order by the download. */
export const tenantExportChunks = pgTable(
  'tenant_export_chunks',
  {
    tenantId: text('tenant_id').notNull(),
    exportId: text('export_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.exportId, table.seq] }),
    foreignKey({
      name: 'tenant_export_chunks_export_fk',
      columns: [table.tenantId, table.exportId],
      foreignColumns: [tenantExports.tenantId, tenantExports.id],
    }).onDelete('cascade'),
  ],
)

/**
 * What stays of a deleted tenant (issue 18): who it was and its balance, so its ledger survives
 * as an archived statement (`archived_ledger_entries`) instead of blocking the deletion.
 */
export const tenantArchives = pgTable('tenant_archives', {
  tenantId: text('tenant_id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  applicationKey: text('application_key').notNull(),
  planId: text('plan_id').notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
  /** Counts of what was deleted with it (members, threads, messages, documents, …). */
  counts: jsonb('counts').notNull().default(sql`'{}'::jsonb`),
  deletedBy: text('deleted_by').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A deleted tenant's ledger entries, copied unchanged (ids, amounts, balances, keys). */
export const archivedLedgerEntries = pgTable(
  'archived_ledger_entries',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenantArchives.tenantId),
    id: bigint('id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    actor: text('actor').notNull(),
    reference: text('reference'),
    reason: text('reason'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('archived_ledger_entries_created_idx').on(table.tenantId, table.createdAt),
  ],
)
