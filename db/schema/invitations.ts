import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { createdAt } from './columns'
import { MEMBER_ROLES } from './members'
import { tenantIdColumn } from './tenancy'

/**
 * An invitation to join a tenant with a role (/team). Only the SHA-256 of the link's token is
 * stored, so a database dump holds no usable link; resending replaces the token (the old link
 * stops working). An invitation is pending until it is accepted, revoked or past `expires_at`.
 */
export const invitations = pgTable(
  'invitations',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // Unique across the platform through tenant_lookups (the link carries no tenant).
    uniqueIndex('invitations_token_hash_idx').on(table.tenantId, table.tokenHash),
    // One open invitation per address and tenant (an expired one is revoked before a new one).
    uniqueIndex('invitations_open_email_idx')
      .on(table.tenantId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('invitations_tenant_created_idx').on(table.tenantId, table.createdAt),
    check('invitations_role_known', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
)
