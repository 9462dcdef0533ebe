import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bilingualName, cascadingRef, createdAt, updatedAt } from './columns'
import { tenantIdColumn } from './tenancy'

/** Sidebar groups of the chat catalogue; `id` is a stable key seed files refer to. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  ...bilingualName(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const CHAT_KINDS = ['custom', 'faq', 'ops'] as const

/**
 * The platform's chat catalogue: custom chats, FAQ chats and ops chats (routes
 * /customchat/{keyword}, /faqchat/{keyword}, /opschat/{keyword}). `model` null means the
 * application's default model; `settings` holds kind-specific options (input hints, retrieval).
 */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: CHAT_KINDS }).notNull(),
    keyword: text('keyword').notNull(),
    ...bilingualName(),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    prompt: text('prompt').notNull().default(''),
    model: text('model'),
    enabled: boolean('enabled').notNull().default(true),
    settings: jsonb('settings').notNull().default(sql`'{}'::jsonb`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('chats_kind_keyword_idx').on(table.kind, table.keyword),
    index('chats_category_idx').on(table.categoryId),
    check('chats_kind_known', sql`${table.kind} in ('custom', 'faq', 'ops')`),
  ],
)

/** A row's catalogue chat: required, and the row goes when the chat is deleted. */
export const chatIdColumn = cascadingRef('chat_id', () => chats.id)

/** The question/answer pairs an FAQ chat answers from; trigram indexes serve fuzzy retrieval. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    chatId: chatIdColumn(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** Other wordings of the question that retrieval also matches (CSV/XLSX import). */
    alternateQuestions: text('alternate_questions').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ columns: [table.chatId, table.position] }),
    index('faq_entries_question_trgm_idx').using('gin', table.question.op('gin_trgm_ops')),
    index('faq_entries_answer_trgm_idx').using('gin', table.answer.op('gin_trgm_ops')),
  ],
)

/** The catalogue chats a tenant has enabled, in the tenant's order. */
export const tenantChats = pgTable(
  'tenant_chats',
  {
    tenantId: tenantIdColumn(),
    chatId: chatIdColumn(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.chatId] }),
    index('tenant_chats_chat_idx').on(table.chatId),
  ],
)
