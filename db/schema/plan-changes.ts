import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { plans, tenantIdColumn } from './tenancy'

export const PLAN_CHANGE_DIRECTIONS = ['upgrade', 'downgrade'] as const
/** stripe: Checkout in subscription mode; invoice: the administrator confirms; scheduled: nothing to pay. */
export const PLAN_CHANGE_METHODS = ['stripe', 'invoice', 'scheduled'] as const
/**
 * pending: an upgrade waiting for Stripe or the administrator; scheduled: a downgrade waiting for
 * its month; applied: the tenant is on the new plan; canceled: withdrawn by the owner or rejected
 * by the administrator; failed: the Checkout session expired or was not paid.
 */
export const PLAN_CHANGE_STATUSES = ['pending', 'scheduled', 'applied', 'canceled', 'failed'] as const

/**
 * A tenant's move to another plan (issue 18). The plan changes only when an upgrade is paid or
 * confirmed, or when a downgrade's month starts; until then the tenant stays where it was. At
 * most one change is open per tenant.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    fromPlanId: text('from_plan_id')
      .notNull()
      .references(() => plans.id),
    toPlanId: text('to_plan_id')
      .notNull()
      .references(() => plans.id),
    direction: text('direction', { enum: PLAN_CHANGE_DIRECTIONS }).notNull(),
    method: text('method', { enum: PLAN_CHANGE_METHODS }).notNull(),
    status: text('status', { enum: PLAN_CHANGE_STATUSES }).notNull(),
    /** The new plan's monthly price when requested (a later change to the plan changes nothing here). */
    priceJpy: integer('price_jpy').notNull(),
    /** YYYY-MM (Japan time): the month a downgrade takes effect; null for upgrades. */
    effectiveMonth: text('effective_month'),
    requestedBy: text('requested_by').notNull(),
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    billingEmail: text('billing_email'),
    stripeSessionId: text('stripe_session_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('plan_changes_one_open_idx')
      .on(table.tenantId)
      .where(sql`${table.status} in ('pending', 'scheduled')`),
    // The webhook's session names its tenant in the metadata this server set (ADR 048).
    uniqueIndex('plan_changes_stripe_session_idx').on(table.tenantId, table.stripeSessionId),
    index('plan_changes_status_created_idx').on(table.status, table.createdAt),
    check('plan_changes_direction_known', sql`${table.direction} in ('upgrade', 'downgrade')`),
    check('plan_changes_method_known', sql`${table.method} in ('stripe', 'invoice', 'scheduled')`),
    check(
      'plan_changes_status_known',
      sql`${table.status} in ('pending', 'scheduled', 'applied', 'canceled', 'failed')`,
    ),
    check(
      'plan_changes_effective_month_format',
      sql`${table.effectiveMonth} is null or ${table.effectiveMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
  ],
)
