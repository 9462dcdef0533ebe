import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { userIdColumn } from './auth'
import { createdAt, updatedAt } from './columns'
import { tenantIdColumn } from './tenancy'

/** The route family a thread belongs to: `/chat`, `/customchat/{keyword}`, `/faqchat/…`, `/opschat/…`. */
export const THREAD_CHAT_KINDS = ['chat', 'customchat', 'faqchat', 'opschat'] as const
/**
 * Where a thread was started (issue 20): the site's screens, the OpenAI-compatible API (`/v1`) or
 * an embedded widget. The sidebar lists the screens' threads; the dashboards count them all.
 */
export const THREAD_SOURCES = ['app', 'api', 'widget'] as const
export type ThreadSource = (typeof THREAD_SOURCES)[number]
export const MESSAGE_ROLES = ['user', 'assistant'] as const
/** `streaming` while a reply is being written; `aborted`/`failed` keep the partial text. */
export const MESSAGE_STATUSES = ['complete', 'streaming', 'aborted', 'failed'] as const

/**
 * A conversation of one user in one chat. `keyword` is `default` for `/chat`. Deleting is soft
 * (`deleted_at`): the thread disappears from lists, its usage stays charged and counted.
 */
export const threads = pgTable(
  'threads',
  {
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    userId: userIdColumn(),
    chatKind: text('chat_kind', { enum: THREAD_CHAT_KINDS }).notNull(),
    keyword: text('keyword').notNull(),
    title: text('title').notNull(),
    source: text('source', { enum: THREAD_SOURCES }).notNull().default('app'),
    /** A widget thread: the anonymous visitor's id (kept in the visitor's browser). */
    visitorId: text('visitor_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    check('threads_source_known', sql`${table.source} in ('app', 'api', 'widget')`),
    index('threads_user_recent_idx').on(table.tenantId, table.userId, table.updatedAt),
    index('threads_chat_idx').on(table.tenantId, table.chatKind, table.keyword, table.createdAt),
    check('threads_chat_kind_known', sql`${table.chatKind} in ('chat', 'customchat', 'faqchat', 'opschat')`),
  ],
)

/** One turn of a thread. `sources` holds the FAQ entries a reply was grounded in. */
export const messages = pgTable(
  'messages',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    threadId: text('thread_id').notNull(),
    role: text('role', { enum: MESSAGE_ROLES }).notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('complete'),
    errorMessage: text('error_message'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    /** What the reply cost in credits (issue 18): 0 for the offline provider and free models. */
    credits: integer('credits').notNull().default(0),
    model: text('model'),
    sources: jsonb('sources'),
    /**
     * A user's message: the spans masked before the model (ADR 034), `[{kind, start, end}]` in
     * `content` as stored; null: nothing was masked.
     */
    maskedSpans: jsonb('masked_spans'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      columns: [table.tenantId, table.threadId],
      foreignColumns: [threads.tenantId, threads.id],
      name: 'messages_thread_fk',
    }).onDelete('cascade'),
    index('messages_thread_idx').on(table.tenantId, table.threadId, table.createdAt),
    check('messages_role_known', sql`${table.role} in ('user', 'assistant')`),
    check('messages_status_known', sql`${table.status} in ('complete', 'streaming', 'aborted', 'failed')`),
  ],
)

/**
 * One row per model call, for the dashboards (tokens by day, user, chat and model). Kept when a
 * thread or user goes away: usage was charged and stays counted.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    tenantId: tenantIdColumn(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    chatKind: text('chat_kind', { enum: THREAD_CHAT_KINDS }).notNull(),
    keyword: text('keyword').notNull(),
    threadId: text('thread_id'),
    model: text('model').notNull(),
    /**
     * The Japan (Asia/Tokyo) day of the event. The dashboards read the rollups of these rows
     * (usage-rollups.ts), which take the day from `occurred_at` the same way.
     */
    day: date('day', { mode: 'string' }).notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    /** What the ledger took (less than `total_tokens` only when the balance ran out). */
    chargedTokens: integer('charged_tokens').notNull().default(0),
    /**
     * One per model call (`turn:<assistant message id>`): a retried write records the call once. Null
     * only on rows written before issue 18.
     */
    idempotencyKey: text('idempotency_key'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('usage_events_chat_day_idx').on(table.tenantId, table.chatKind, table.keyword, table.day),
    index('usage_events_user_day_idx').on(table.tenantId, table.userId, table.day),
    // /admin/totalUsageSituation reads a range across every tenant.
    index('usage_events_occurred_idx').on(table.occurredAt),
    uniqueIndex('usage_events_idempotency_idx').on(table.tenantId, table.idempotencyKey),
  ],
)
