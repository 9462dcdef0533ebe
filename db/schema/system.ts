import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns'

/** Platform-wide settings edited in /admin/system (registration, maintenance notice, …). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})

/**
 * Append-only record of administrator and operator actions. `tenant_id` is nullable because
 * platform-wide actions (plans, applications) belong to no tenant.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    tenantId: text('tenant_id'),
    target: text('target'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('audit_log_tenant_at_idx').on(table.tenantId, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
)

/**
 * Version counters of data that app servers cache in memory (`domains`: the Host → tenant map).
 * A change bumps its counter in the same transaction; each server polls the counter and drops its
 * cache when it moved, so a mapping changed by the CLI or the console shows without a restart.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
})
