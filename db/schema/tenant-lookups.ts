/**
 * Global look-ups by a value that is unique across the platform but owned by one tenant's row
 * (ADR 048): an API token's or key's hash, an invitation link's hash, a widget's public id. The
 * owning tables are distributed by `tenant_id`, so none of them may hold a key without it; this
 * small reference table holds the value's uniqueness instead and answers "which tenant?", after
 * which the owning row is read by `(tenant_id, value)` on the tenant's shard. Written by the
 * application in the same transaction as the owning row (app/server/tenancy/tenant-lookups.server.ts).
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { tenantIdColumn } from './tenancy'

export const TENANT_LOOKUP_KINDS = ['api_token', 'tenant_api_key', 'invitation', 'chat_widget'] as const
export type TenantLookupKind = (typeof TENANT_LOOKUP_KINDS)[number]

export const tenantLookups = pgTable(
  'tenant_lookups',
  {
    kind: text('kind', { enum: TENANT_LOOKUP_KINDS }).notNull(),
    /** The looked-up value as the owning row stores it (a hex SHA-256, a widget id). */
    value: text('value').notNull(),
    tenantId: tenantIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.value] }),
    index('tenant_lookups_tenant_idx').on(table.tenantId),
    check(
      'tenant_lookups_kind_known',
      sql`${table.kind} in ('api_token', 'tenant_api_key', 'invitation', 'chat_widget')`,
    ),
  ],
)
