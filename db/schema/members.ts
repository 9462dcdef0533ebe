import { sql } from 'drizzle-orm'
import { bigint, check, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userIdColumn } from './auth'
import { createdAt } from './columns'
import { tenantIdColumn } from './tenancy'

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const

/** A user's membership of their tenant and role there. */
export const tenantMembers = pgTable(
  'tenant_members',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    /** Credits this member may spend per calendar month (Japan time); null: no cap (issue 18). */
    monthlyCreditCap: bigint('monthly_credit_cap', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    index('tenant_members_user_idx').on(table.userId),
    check('tenant_members_role_known', sql`${table.role} in ('owner', 'admin', 'member')`),
    check(
      'tenant_members_credit_cap_non_negative',
      sql`${table.monthlyCreditCap} is null or ${table.monthlyCreditCap} >= 0`,
    ),
  ],
)

export const teams = pgTable(
  'teams',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** Credits the team's members together may spend per calendar month; null: no cap. */
    monthlyCreditCap: bigint('monthly_credit_cap', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('teams_tenant_name_idx').on(table.tenantId, table.name),
    check(
      'teams_credit_cap_non_negative',
      sql`${table.monthlyCreditCap} is null or ${table.monthlyCreditCap} >= 0`,
    ),
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
    createdAt: createdAt(),
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
