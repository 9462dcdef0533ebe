/**
 * Tenant API keys for the OpenAI-compatible API (issue 20, ADR 039): made by owners and admins,
 * scoped to chosen chats (or all), revocable, last use shown. A key chats, and is charged, as its
 * own service identity (`serviceUserId`, a user with `service_kind = 'api_key'`); only the
 * SHA-256 of the key is stored, and `prefix` (its first characters) tells keys apart.
 */
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { createdAt } from './columns'
import { tenantIdColumn } from './tenancy'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const tenantApiKeys = pgTable(
  'tenant_api_keys',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole key: a leaked table gives nobody a usable key (unique: tenant_lookups). */
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    /** The service identity the key chats and is charged as. */
    serviceUserId: text('service_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The chats the key may use, as model ids (`chat`, `custom:kw`…); null: every chat of the tenant. */
    chats: text('chats').array(),
    /** The owner or admin who made it (null once that user is gone). */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    /** Revoked keys stay for the audit trail and the usage history but never authenticate again. */
    revokedAt: at('revoked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('tenant_api_keys_key_hash_idx').on(table.tenantId, table.keyHash),
    index('tenant_api_keys_service_user_idx').on(table.serviceUserId),
  ],
)
