/**
 * The catalogue's chats in the console: custom and ops chats on /admin/customchats, FAQ chats on
 * /admin/faqchats. Field rules come from catalogue-file.ts (what `opsai seed catalogue` accepts):
 * a keyword is URL-safe and unique per kind, so /customchat/{keyword} names one chat.
 *
 * Deleting a chat that has threads archives it instead (disabled, kept): threads and usage rows
 * refer to a chat by kind and keyword, so a deleted chat's keyword could be taken by a new chat
 * that would then show the old chat's threads; kept, it can be enabled again.
 */
import { randomUUID } from 'node:crypto'
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import {
  CHAT_KINDS,
  categories,
  chats,
  faqEntries,
  messageFeedback,
  messages,
  tenantChats,
  threads,
} from '#db/schema'
import { recordAudit } from '../../audit.server'
import { customChatSchema, faqChatSchema } from '../../catalogue/catalogue-file.server'
import { isUniqueViolation } from '../../db-errors.server'
import { NotFoundError } from '../../errors.server'
import { says } from '../../issue-text.server'
import { bumpCacheVersion, CATALOGUE_CACHE } from '../../tenancy/cache-version.server'
import { correlatedCount } from '../correlated-count.server'
import { containsText, type ListQuery, type Page } from './admin-paging.server'
import { fieldError, parseFields } from './catalogue-input.server'

export type CatalogueChatKind = (typeof CHAT_KINDS)[number]

export interface AdminChatRow {
  id: string
  kind: CatalogueChatKind
  keyword: string
  name: string
  categoryId: string | null
  categoryName: string | null
  description: string
  prompt: string
  model: string | null
  enabled: boolean
  /** Custom chats: example requests under the input box. */
  inputHints: string[]
  /** FAQ chats: how many entries ground a reply. */
  retrievalLimit: number
  /** Tenants that have enabled it. */
  tenantCount: number
  /** FAQ chats: their entries. */
  entryCount: number
  /** Thumbs up and down on its replies, across every tenant (ADR 019). */
  upVotes: number
  downVotes: number
  /** upVotes / (upVotes + downVotes); null before any rating. */
  satisfaction: number | null
  updatedAt: string
}

export interface ChatListFilter {
  /** The kinds the page manages (custom+ops, or faq). */
  kinds: CatalogueChatKind[]
  /** One of them, or all. */
  kind?: CatalogueChatKind
  /** A category id, or `none` for chats without one. */
  category?: string
  enabled?: boolean
}

const DEFAULT_RETRIEVAL_LIMIT = 3

const THREAD_KIND: Record<CatalogueChatKind, 'customchat' | 'faqchat' | 'opschat'> = {
  custom: 'customchat',
  faq: 'faqchat',
  ops: 'opschat',
}

const FIELD_MESSAGES = { retrievalLimit: 'errors.adminCatalogue.retrievalLimit' } as const

const optionalText = (max: number) => z.string().max(max, says('errors.admin.mustBeAtMostChars')).default('')

/** The editable fields of a chat; `kind` only when creating (it is part of the chat's URL). */
function chatFieldsSchema() {
  return z.object({
    keyword: customChatSchema.shape.keyword,
    name: customChatSchema.shape.name,
    categoryId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((value) => value || null),
    description: optionalText(2000),
    prompt: optionalText(20_000),
    model: z
      .string()
      .trim()
      .max(200, says('errors.admin.mustBeAtMostChars'))
      .nullish()
      .transform((value) => value || null),
    enabled: z.boolean().default(true),
    inputHints: z
      .array(z.string().trim().max(200, says('errors.adminCatalogue.hintTooLong')))
      .max(10, says('errors.adminCatalogue.tooManyHints'))
      .default([])
      .transform((hints) => hints.filter(Boolean)),
    retrievalLimit: faqChatSchema.shape.retrieval.unwrap().shape.limit,
  })
}

/**
 * Ratings of a catalogue chat's replies in every tenant. Threads name their chat by route kind
 * (`faqchat`) and keyword; the catalogue by kind (`faq`): the route kind is the kind + "chat".
 */
function votesOf(rating: 'up' | 'down') {
  return sql<number>`(select count(*) from ${messageFeedback}
    join ${messages} on ${messages.tenantId} = ${messageFeedback.tenantId} and ${messages.id} = ${messageFeedback.messageId}
    join ${threads} on ${threads.tenantId} = ${messages.tenantId} and ${threads.id} = ${messages.threadId}
    where ${threads.chatKind} = ${chats.kind} || 'chat' and ${threads.keyword} = ${chats.keyword}
      and ${messageFeedback.rating} = ${rating})::int`
}

const chatColumns = {
  id: chats.id,
  kind: chats.kind,
  keyword: chats.keyword,
  name: chats.name,
  categoryId: chats.categoryId,
  categoryName: categories.name,
  description: chats.description,
  prompt: chats.prompt,
  model: chats.model,
  enabled: chats.enabled,
  settings: chats.settings,
  updatedAt: chats.updatedAt,
  tenantCount: correlatedCount(tenantChats, tenantChats.chatId, chats, chats.id),
  entryCount: correlatedCount(faqEntries, faqEntries.chatId, chats, chats.id),
  upVotes: votesOf('up'),
  downVotes: votesOf('down'),
}

/** What `chatColumns` reads: the row before its settings and dates are unpacked. */
type ChatSelect = Omit<AdminChatRow, 'inputHints' | 'retrievalLimit' | 'satisfaction' | 'updatedAt'> & {
  settings: unknown
  updatedAt: Date
}

function settingsOf(settings: unknown): { inputHints: string[]; retrievalLimit: number } {
  const parsed = z
    .object({
      inputHints: z.array(z.string()).catch([]),
      retrieval: z.object({ limit: z.number().int() }).partial().catch({}),
    })
    .partial()
    .catch({})
    .parse(settings)
  return {
    inputHints: parsed.inputHints ?? [],
    retrievalLimit: parsed.retrieval?.limit ?? DEFAULT_RETRIEVAL_LIMIT,
  }
}

function toRow(row: ChatSelect): AdminChatRow {
  const { settings, updatedAt, ...rest } = row
  const rated = rest.upVotes + rest.downVotes
  return {
    ...rest,
    ...settingsOf(settings),
    satisfaction: rated === 0 ? null : rest.upVotes / rated,
    updatedAt: updatedAt.toISOString(),
  }
}

const SORTS: Record<string, SQL | AnyColumn> = {
  keyword: chats.keyword,
  name: chats.name,
  kind: chats.kind,
  categoryName: sql`coalesce(${categories.name}, '')`,
  enabled: chats.enabled,
  tenantCount: chatColumns.tenantCount,
  entryCount: chatColumns.entryCount,
  updatedAt: chats.updatedAt,
}

export async function listChatsPage(
  db: Db,
  filter: ChatListFilter,
  query: ListQuery,
): Promise<Page<AdminChatRow>> {
  const kinds = filter.kind && filter.kinds.includes(filter.kind) ? [filter.kind] : filter.kinds
  if (kinds.length === 0) return { rows: [], total: 0 }
  const conditions = [inArray(chats.kind, kinds)]
  if (filter.category === 'none') conditions.push(isNull(chats.categoryId))
  else if (filter.category) conditions.push(eq(chats.categoryId, filter.category))
  if (filter.enabled !== undefined) conditions.push(eq(chats.enabled, filter.enabled))
  const search = containsText(query.q, [chats.keyword, chats.name])
  if (search) conditions.push(search)
  const where = and(...conditions)
  const column = SORTS[query.sortBy ?? 'keyword'] ?? chats.keyword
  const rows = await db
    .select(chatColumns)
    .from(chats)
    .leftJoin(categories, eq(categories.id, chats.categoryId))
    .where(where)
    .orderBy(query.sortDesc ? desc(column) : asc(column), asc(chats.kind), asc(chats.keyword))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(chats).where(where)
  return { rows: rows.map(toRow), total: count?.total ?? 0 }
}

export async function requireChat(db: Db, id: string, kinds: readonly CatalogueChatKind[] = CHAT_KINDS) {
  const [row] =
    kinds.length === 0
      ? []
      : await db
          .select(chatColumns)
          .from(chats)
          .leftJoin(categories, eq(categories.id, chats.categoryId))
          .where(and(eq(chats.id, id), inArray(chats.kind, [...kinds])))
  if (!row) throw new NotFoundError('errors.adminCatalogue.chatNotFound', { id })
  return toRow(row)
}

/** Threads of this chat in every tenant (deleted ones too: their usage still refers to it). */
export async function countChatThreads(db: Db, chat: { kind: CatalogueChatKind; keyword: string }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(threads)
    .where(and(eq(threads.chatKind, THREAD_KIND[chat.kind]), eq(threads.keyword, chat.keyword)))
  return row?.count ?? 0
}

async function checkCategory(db: Db, categoryId: string | null) {
  if (!categoryId) return
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
  if (!found) throw fieldError('categoryId', 'errors.adminCatalogue.noSuchCategory')
}

type ChatFields = z.output<ReturnType<typeof chatFieldsSchema>>

/** The form fields stored in the chat's own columns; the rest go into `settings`. */
const COLUMN_FIELDS = ['keyword', 'name', 'categoryId', 'description', 'prompt', 'model', 'enabled'] as const

function columnsFrom(fields: ChatFields) {
  const { keyword, name, categoryId, description, prompt, model, enabled } = fields
  return { keyword, name, categoryId, description, prompt, model, enabled }
}

function settingsFor(
  kind: CatalogueChatKind,
  fields: { inputHints: string[]; retrievalLimit: number },
  before: unknown = {},
) {
  const kept = before && typeof before === 'object' && !Array.isArray(before) ? before : {}
  if (kind === 'custom') return { ...kept, inputHints: fields.inputHints }
  if (kind === 'faq') {
    const retrieval =
      'retrieval' in kept && kept.retrieval && typeof kept.retrieval === 'object' ? kept.retrieval : {}
    return { ...kept, retrieval: { ...retrieval, limit: fields.retrievalLimit } }
  }
  return kept
}

function keywordTaken(kind: CatalogueChatKind, keyword: string) {
  return fieldError('keyword', `errors.adminCatalogue.keywordTaken.${kind}`, { keyword }, 409)
}

export async function createChat(db: Db, kinds: readonly CatalogueChatKind[], input: unknown, actor: string) {
  const { kind } = parseFields(
    z.object({
      kind: z.enum(
        kinds as [CatalogueChatKind, ...CatalogueChatKind[]],
        says('errors.adminCatalogue.chooseKind'),
      ),
    }),
    input,
  )
  const fields = parseFields(chatFieldsSchema(), input, FIELD_MESSAGES)
  await checkCategory(db, fields.categoryId)
  const id: string = randomUUID()
  try {
    await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${chats.position}), 0)::int` })
        .from(chats)
        .where(eq(chats.kind, kind))
      await tx.insert(chats).values({
        id,
        kind,
        ...columnsFrom(fields),
        settings: settingsFor(kind, fields),
        position: (last?.position ?? 0) + 1,
      })
      await bumpCacheVersion(tx, CATALOGUE_CACHE)
      await recordAudit(tx, {
        actor,
        action: 'chat.create',
        target: `${kind}:${fields.keyword}`,
        details: {
          id,
          name: fields.name,
          categoryId: fields.categoryId,
          model: fields.model,
          enabled: fields.enabled,
        },
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw keywordTaken(kind, fields.keyword)
    throw error
  }
  return { id }
}

export async function updateChat(db: Db, kinds: readonly CatalogueChatKind[], input: unknown, actor: string) {
  const { id } = parseFields(z.object({ id: z.string().min(1).max(100) }), input)
  const fields = parseFields(chatFieldsSchema(), input, FIELD_MESSAGES)
  const before = await requireChat(db, id, kinds)
  await checkCategory(db, fields.categoryId)
  const [stored] = await db.select({ settings: chats.settings }).from(chats).where(eq(chats.id, id))
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(chats)
        .set({
          ...columnsFrom(fields),
          settings: settingsFor(before.kind, fields, stored?.settings),
          updatedAt: sql`now()`,
        })
        .where(eq(chats.id, id))
      await bumpCacheVersion(tx, CATALOGUE_CACHE)
      await recordAudit(tx, {
        actor,
        action: 'chat.update',
        target: `${before.kind}:${fields.keyword}`,
        details: { id, changed: changedFields(before, fields) },
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw keywordTaken(before.kind, fields.keyword)
    throw error
  }
  return { id }
}

function changedFields(before: AdminChatRow, after: ChatFields) {
  const changed: string[] = COLUMN_FIELDS.filter((key) => before[key] !== after[key])
  if (before.kind === 'custom' && before.inputHints.join('\n') !== after.inputHints.join('\n'))
    changed.push('inputHints')
  if (before.kind === 'faq' && before.retrievalLimit !== after.retrievalLimit) changed.push('retrievalLimit')
  return changed
}

/** Deletes a chat without threads; one with threads is archived (disabled, kept) instead. */
export async function deleteChat(db: Db, kinds: readonly CatalogueChatKind[], input: unknown, actor: string) {
  const { id } = parseFields(z.object({ id: z.string().min(1).max(100) }), input)
  const chat = await requireChat(db, id, kinds)
  const threadCount = await countChatThreads(db, chat)
  return db.transaction(async (tx) => {
    const target = `${chat.kind}:${chat.keyword}`
    if (threadCount > 0) {
      await tx.update(chats).set({ enabled: false, updatedAt: sql`now()` }).where(eq(chats.id, id))
      await bumpCacheVersion(tx, CATALOGUE_CACHE)
      await recordAudit(tx, { actor, action: 'chat.archive', target, details: { id, threads: threadCount } })
      return { result: 'archived' as const, threads: threadCount }
    }
    await tx.delete(chats).where(eq(chats.id, id))
    await bumpCacheVersion(tx, CATALOGUE_CACHE)
    await recordAudit(tx, {
      actor,
      action: 'chat.delete',
      target,
      details: { id, name: chat.name, tenants: chat.tenantCount, entries: chat.entryCount },
    })
    return { result: 'deleted' as const, threads: 0 }
  })
}
