import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { THREAD_CHAT_KINDS } from './chat'
import { LEDGER_KINDS } from './ledger'
import { tenantIdColumn } from './tenancy'

/**
 * Rollups of `usage_events` and `token_ledger` by Japan day (Asia/Tokyo, like billing and every
 * dashboard), so the usage pages read a few hundred rows instead of every model call
 * (docs/performance.md, "Usage dashboards"). They are maintained by row triggers in the same
 * transaction that writes the events or the ledger entries (db/migrations/0013, per row since
 * 0036_distribution_keys.sql), so they always equal the raw rows, and were backfilled from them
 * when created. Never written by application code.
 */
const sums = () => ({
  turns: bigint('turns', { mode: 'number' }).notNull().default(0),
  inputTokens: bigint('input_tokens', { mode: 'number' }).notNull().default(0),
  outputTokens: bigint('output_tokens', { mode: 'number' }).notNull().default(0),
  totalTokens: bigint('total_tokens', { mode: 'number' }).notNull().default(0),
  chargedTokens: bigint('charged_tokens', { mode: 'number' }).notNull().default(0),
})
const tenantId = () => tenantIdColumn()
const japanDay = () => date('day', { mode: 'string' }).notNull()

/** Per tenant, day, chat and model: the whole tenant's views and the console's totals. */
export const usageRollupByChatModel = pgTable(
  'usage_rollup_by_chat_model',
  {
    tenantId: tenantId(),
    day: japanDay(),
    chatKind: text('chat_kind', { enum: THREAD_CHAT_KINDS }).notNull(),
    keyword: text('keyword').notNull(),
    model: text('model').notNull(),
    ...sums(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.day, table.chatKind, table.keyword, table.model] }),
    // The console reads a range of days across every tenant.
    index('usage_rollup_by_chat_model_day_idx').on(table.day),
  ],
)

/** Per tenant, day and user: the "by user" tables. */
export const usageRollupByUser = pgTable(
  'usage_rollup_by_user',
  {
    tenantId: tenantId(),
    day: japanDay(),
    userId: text('user_id').notNull(),
    ...sums(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day, table.userId] })],
)

/** Per tenant, day, user, chat and model: a member's own views and a chat's dashboard. */
export const usageRollupByUserChatModel = pgTable(
  'usage_rollup_by_user_chat_model',
  {
    tenantId: tenantId(),
    day: japanDay(),
    userId: text('user_id').notNull(),
    chatKind: text('chat_kind', { enum: THREAD_CHAT_KINDS }).notNull(),
    keyword: text('keyword').notNull(),
    model: text('model').notNull(),
    ...sums(),
  },
  (table) => [
    primaryKey({
      columns: [table.tenantId, table.userId, table.day, table.chatKind, table.keyword, table.model],
    }),
    index('usage_rollup_by_user_chat_model_chat_idx').on(
      table.tenantId,
      table.chatKind,
      table.keyword,
      table.day,
    ),
  ],
)

/** The ledger per tenant, day, kind and actor: charged and credited sums of a range. */
export const ledgerRollupDaily = pgTable(
  'ledger_rollup_daily',
  {
    tenantId: tenantId(),
    day: japanDay(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    actor: text('actor').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.day, table.kind, table.actor] }),
    index('ledger_rollup_daily_kind_day_idx').on(table.kind, table.day),
  ],
)
