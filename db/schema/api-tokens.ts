/**
 * Personal API tokens for the chat API (ADR 011): a user makes one on /user, sees it once, and
 * scripts send it as `Authorization: Bearer`. Only the SHA-256 of the token is kept; `prefix`
 * (its first characters) lets the owner tell tokens apart. Tenant-owned: each row carries the
 * tenant of the user who made it.
 */
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { userIdColumn } from './auth'
import { createdAt } from './columns'
import { tenantIdColumn } from './tenancy'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').notNull(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole token: a leaked table gives nobody a usable token (unique: tenant_lookups). */
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    /** Revoked tokens stay for the audit trail but never authenticate again. */
    revokedAt: at('revoked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('api_tokens_token_hash_idx').on(table.tenantId, table.tokenHash),
    index('api_tokens_tenant_user_idx').on(table.tenantId, table.userId),
  ],
)
