/**
 * An FAQ chat's entries in the console: paged list, add, edit, delete, move, and the test box
 * (files in and out: admin-faq-transfer.server.ts). Entries are keyed by their position (faq_entries' primary key and
 * the id retrieval reports as a reply's source), so the console keeps positions 0..n-1 without
 * gaps: deleting or moving renumbers the rows between, in two statements whatever the count.
 */
import { and, asc, between, eq, gt, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { chats, faqEntries } from '#db/schema'
import { recordAudit } from '../../audit.server'
import { faqEntrySchema } from '../../catalogue/catalogue-file.server'
import { faqRetrievalOptions, loadFaqEntries } from '../../chat/chat-definition.server'
import { isUniqueViolation } from '../../db-errors.server'
import { ConflictError, NotFoundError } from '../../errors.server'
import { createFaqIndex, DEFAULT_RANK_OPTIONS } from '../../faq/retrieval.shared'
import { says } from '../../issue-text.server'
import { requireChat } from './admin-chats.server'
import { containsText, type ListQuery, type Page } from './admin-paging.server'
import { parseFields } from './catalogue-input.server'

export interface FaqEntryRow {
  position: number
  question: string
  answer: string
  alternateQuestions: string[]
}

const FAQ_ONLY = ['faq'] as const

const chatIdSchema = z.string().min(1).max(100)

/** catalogue-file.ts's rule for an entry, with messages a form can show. */
function parseEntry(input: unknown) {
  return parseFields(faqEntrySchema, input, {
    question: 'errors.adminCatalogue.question',
    answer: 'errors.adminCatalogue.answer',
    alternateQuestions: 'errors.adminCatalogue.alternateQuestions',
  })
}

export async function listFaqEntriesPage(
  db: Db,
  chatId: string,
  query: ListQuery,
): Promise<Page<FaqEntryRow>> {
  const chat = await requireChat(db, chatId, FAQ_ONLY)
  const search = containsText(query.q, [
    faqEntries.question,
    faqEntries.answer,
    sql`array_to_string(${faqEntries.alternateQuestions}, ' ')`,
  ])
  const where = and(eq(faqEntries.chatId, chat.id), search)
  const rows = await db
    .select({
      position: faqEntries.position,
      question: faqEntries.question,
      answer: faqEntries.answer,
      alternateQuestions: faqEntries.alternateQuestions,
    })
    .from(faqEntries)
    .where(where)
    .orderBy(query.sortDesc ? sql`${faqEntries.position} desc` : asc(faqEntries.position))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(faqEntries).where(where)
  return { rows, total: count?.total ?? 0 }
}

export async function entryCount(db: Db, chatId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(faqEntries)
    .where(eq(faqEntries.chatId, chatId))
  return row?.count ?? 0
}

function entryNotFound(position: number) {
  return new NotFoundError('errors.adminCatalogue.entryNotFound', { number: position + 1 })
}

/** Adds an entry at the end; `origin` (where a draft came from) goes into the audit record. */
export async function addFaqEntry(db: Db, input: unknown, actor: string, origin?: Record<string, string>) {
  const { chatId } = parseFields(z.object({ chatId: chatIdSchema }), input)
  const entry = parseEntry(input)
  const chat = await requireChat(db, chatId, FAQ_ONLY)
  try {
    return await db.transaction(async (tx) => {
      const position = await entryCount(tx, chat.id)
      await tx.insert(faqEntries).values({ chatId: chat.id, position, ...entry })
      await recordAudit(tx, {
        actor,
        action: 'faq.entry.create',
        target: `faq:${chat.keyword}`,
        details: { position, question: entry.question, ...(origin && { origin }) },
      })
      return { position }
    })
  } catch (error) {
    // Two administrators adding at once took the same position: the later one tries again.
    if (isUniqueViolation(error)) throw busy()
    throw error
  }
}

function busy() {
  return new ConflictError('errors.adminCatalogue.busy')
}

const positionSchema = z.number().int().min(0)

export async function updateFaqEntry(db: Db, input: unknown, actor: string) {
  const { chatId, position } = parseFields(
    z.object({ chatId: chatIdSchema, position: positionSchema }),
    input,
  )
  const entry = parseEntry(input)
  const chat = await requireChat(db, chatId, FAQ_ONLY)
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(faqEntries)
      .where(and(eq(faqEntries.chatId, chat.id), eq(faqEntries.position, position)))
    if (!before) throw entryNotFound(position)
    await tx
      .update(faqEntries)
      .set(entry)
      .where(and(eq(faqEntries.chatId, chat.id), eq(faqEntries.position, position)))
    await recordAudit(tx, {
      actor,
      action: 'faq.entry.update',
      target: `faq:${chat.keyword}`,
      details: { position, from: { question: before.question }, to: { question: entry.question } },
    })
    return { position }
  })
}

export async function deleteFaqEntry(db: Db, input: unknown, actor: string) {
  const { chatId, position } = parseFields(
    z.object({ chatId: chatIdSchema, position: positionSchema }),
    input,
  )
  const chat = await requireChat(db, chatId, FAQ_ONLY)
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(faqEntries)
      .where(and(eq(faqEntries.chatId, chat.id), eq(faqEntries.position, position)))
      .returning()
    if (!removed) throw entryNotFound(position)
    // Close the gap: out of the way to negatives first, so no two rows share a position mid-update.
    const mine = eq(faqEntries.chatId, chat.id)
    await tx
      .update(faqEntries)
      .set({ position: sql`-${faqEntries.position} - 1` })
      .where(and(mine, gt(faqEntries.position, position)))
    await tx
      .update(faqEntries)
      .set({ position: sql`-${faqEntries.position} - 2` })
      .where(and(mine, lt(faqEntries.position, 0)))
    await recordAudit(tx, {
      actor,
      action: 'faq.entry.delete',
      target: `faq:${chat.keyword}`,
      details: { position, question: removed.question },
    })
    return { deleted: true }
  })
}

/** Moves entry `position` to `to` (0-based), shifting the entries between by one. */
export async function moveFaqEntry(db: Db, input: unknown, actor: string) {
  const { chatId, position, to } = parseFields(
    z.object({ chatId: chatIdSchema, position: positionSchema, to: positionSchema }),
    input,
  )
  const chat = await requireChat(db, chatId, FAQ_ONLY)
  return db.transaction(async (tx) => {
    const count = await entryCount(tx, chat.id)
    if (position >= count) throw entryNotFound(position)
    const target = Math.min(to, count - 1)
    if (target === position) return { position }
    const mine = eq(faqEntries.chatId, chat.id)
    await tx
      .update(faqEntries)
      .set({ position: sql`-${faqEntries.position} - 1` })
      .where(and(mine, between(faqEntries.position, Math.min(position, target), Math.max(position, target))))
    // A stored value v = -(old) - 1: the moved row takes `target`, the others shift one towards the gap.
    await tx
      .update(faqEntries)
      .set({
        position: sql`case when -${faqEntries.position} - 1 = ${position} then ${target}
          when ${position} < ${target} then -${faqEntries.position} - 2 else -${faqEntries.position} end`,
      })
      .where(and(mine, lt(faqEntries.position, 0)))
    await recordAudit(tx, {
      actor,
      action: 'faq.entry.move',
      target: `faq:${chat.keyword}`,
      details: { from: position, to: target },
    })
    return { position: target }
  })
}

export interface FaqTestResult {
  question: string
  /** The options the chat ranks with (retrieval.ts defaults and the chat's own limit). */
  threshold: number
  limit: number
  relativeCutoff: number
  answered: boolean
  topScore: number
  /** The entries the chat would answer from, best first (retrieval.ts's `matches`). */
  matches: { position: number; question: string; answer: string; score: number }[]
  /** The best-scoring entries whether or not they count, to see what fell short and by how much. */
  nearest: { position: number; question: string; score: number; matched: boolean }[]
}

const NEAREST = 10

/** What the FAQ chat would find for `question`: the same entries, options and ranking as a chat turn. */
export async function testFaqRetrieval(db: Db, input: unknown): Promise<FaqTestResult> {
  const { chatId, question } = parseFields(
    z.object({
      chatId: chatIdSchema,
      question: z
        .string()
        .trim()
        .min(1, says('errors.adminCatalogue.enterQuestion'))
        .max(2000, says('errors.adminCatalogue.atMostChars')),
    }),
    input,
  )
  const chat = await requireChat(db, chatId, FAQ_ONLY)
  const entries = await loadFaqEntries(db, chat.id)
  const [stored] = await db.select({ settings: chats.settings }).from(chats).where(eq(chats.id, chat.id))
  // The chat's own options (chat-definition.server.ts), over retrieval.ts's defaults for display.
  const chatOptions = faqRetrievalOptions(stored?.settings)
  const options = { ...DEFAULT_RANK_OPTIONS, ...chatOptions }
  const index = createFaqIndex(entries)
  const ranking = index.rank(question, chatOptions)
  const matched = new Set(ranking.matches.map((match) => match.entry.id))
  const nearest = index.rank(question, { limit: NEAREST, threshold: 0, relativeCutoff: 0 }).matches
  return {
    question,
    threshold: options.threshold,
    limit: options.limit,
    relativeCutoff: options.relativeCutoff,
    answered: ranking.answered,
    topScore: ranking.topScore,
    matches: ranking.matches.map(({ entry, score }) => ({
      position: Number(entry.id),
      question: entry.question,
      answer: entry.answer,
      score,
    })),
    nearest: nearest.map(({ entry, score }) => ({
      position: Number(entry.id),
      question: entry.question,
      score,
      matched: matched.has(entry.id),
    })),
  }
}
