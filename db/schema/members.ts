import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './auth'
import { tenants } from './tenancy'

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const

/** A user's membership of their tenant and role there. */
export const tenantMembers = pgTable(
  'tenant_members',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    index('tenant_members_user_idx').on(table.userId),
    check('tenant_members_role_known', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
)

export const teams = pgTable(
  'teams',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('teams_tenant_name_idx').on(table.tenantId, table.name),
  ],
)

/**
 * Team membership. Both foreign keys include `tenant_id`, so a team can only ever hold members of
 * its own tenant: the database refuses a cross-tenant row.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    tenantId: text('tenant_id').notNull(),
    teamId: text('team_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.teamId, table.userId] }),
    foreignKey({
      columns: [table.tenantId, table.teamId],
      foreignColumns: [teams.tenantId, teams.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.userId],
      foreignColumns: [tenantMembers.tenantId, tenantMembers.userId],
    }).onDelete('cascade'),
    index('team_members_user_idx').on(table.tenantId, table.userId),
  ],
)
