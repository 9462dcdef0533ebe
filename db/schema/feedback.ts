import { sql } from 'drizzle-orm'
import { check, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { userIdColumn } from './auth'
import { messages } from './chat'
import { createdAt, updatedAt } from './columns'

const FEEDBACK_RATINGS = ['up', 'down'] as const
/** Why a reply was not good, chosen with a thumbs-down (ADR 019; app/features/chat/feedback.shared.ts). */
const FEEDBACK_REASONS = ['wrong', 'outdated', 'unhelpful', 'other'] as const

/**
 * A user's rating of one assistant reply (ADR 019). One row per user and message: rating again
 * replaces the row, so counts never double. Deleting the message (or its thread's hard delete)
 * takes the feedback with it; a soft-deleted thread keeps it for the dashboards.
 */
export const messageFeedback = pgTable(
  'message_feedback',
  {
    tenantId: text('tenant_id').notNull(),
    messageId: text('message_id').notNull(),
    userId: userIdColumn(),
    rating: text('rating', { enum: FEEDBACK_RATINGS }).notNull(),
    /** Only with a thumbs-down; null otherwise. */
    reason: text('reason', { enum: FEEDBACK_REASONS }),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.messageId, table.userId] }),
    foreignKey({
      columns: [table.tenantId, table.messageId],
      foreignColumns: [messages.tenantId, messages.id],
      name: 'message_feedback_message_fk',
    }).onDelete('cascade'),
    // The dashboards read a tenant's feedback of a period.
    index('message_feedback_tenant_updated_idx').on(table.tenantId, table.updatedAt),
    check('message_feedback_rating_known', sql`${table.rating} in ('up', 'down')`),
    check(
      'message_feedback_reason_known',
      sql`${table.reason} is null or ${table.reason} in ('wrong', 'outdated', 'unhelpful', 'other')`,
    ),
  ],
)
