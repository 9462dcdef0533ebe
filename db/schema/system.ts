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
 * Version counters of data that app servers cache in memory (the names: CACHE_NAMES in
 * app/server/tenancy/cache-version.server.ts). A change bumps its counter and NOTIFYs in the same
 * transaction; each server applies the notification, or polls the counters, and drops what moved,
 * so a change made by the CLI or any instance shows everywhere within a second (ADR 044).
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
})
