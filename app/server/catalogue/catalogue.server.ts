import { randomUUID } from 'node:crypto'
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { categories, chats, faqEntries } from '#db/schema'
import { recordAudit } from '../audit.server'
import { NotFoundError } from '../errors.server'
import { bumpCacheVersion, CATALOGUE_CACHE } from '../tenancy/cache-version.server'
import { validateInput } from '../tenancy/fields.server'
import { type CatalogueChat, catalogueFileSchema } from './catalogue-file.server'

export interface CatalogueProgress {
  done: number
  total: number
  /** `custom:mail-writer` */
  item: string
}

export interface CatalogueResult {
  categories: { created: number; updated: number }
  chats: { created: number; updated: number }
  faqEntries: number
}

/**
 * Creates or updates the catalogue from a file: categories by id, chats by kind and keyword, FAQ
 * entries by position (extra old entries are removed). Running it again updates, never
 * duplicates. Everything is validated before the first write and written in one transaction.
 */
export async function upsertCatalogue(
  db: Db,
  /** A parsed file (JSON/YAML): validated here, whatever its source. */
  input: unknown,
  actor: string,
  onProgress: (progress: CatalogueProgress) => void = () => {},
): Promise<CatalogueResult> {
  const file = validateInput(catalogueFileSchema, input)
  return db.transaction(async (tx) => {
    const known = new Set([
      ...file.categories.map((category) => category.id),
      ...(await tx.select({ id: categories.id }).from(categories)).map((row) => row.id),
    ])
    const missing = file.chats.filter((chat) => chat.category && !known.has(chat.category))
    if (missing.length > 0) {
      const names = missing.map((chat) => `${chat.kind}:${chat.keyword} → "${chat.category}"`).join(', ')
      throw new NotFoundError('errors.tenancy.unknownCategories', { names })
    }
    await bumpCacheVersion(tx, CATALOGUE_CACHE)
    const result: CatalogueResult = {
      categories: { created: 0, updated: 0 },
      chats: { created: 0, updated: 0 },
      faqEntries: 0,
    }
    const existingCategories = new Set(
      file.categories.length === 0
        ? []
        : (
            await tx
              .select({ id: categories.id })
              .from(categories)
              .where(
                inArray(
                  categories.id,
                  file.categories.map((category) => category.id),
                ),
              )
          ).map((row) => row.id),
    )
    for (const category of file.categories) {
      await tx
        .insert(categories)
        .values(category)
        .onConflictDoUpdate({ target: categories.id, set: { ...category, updatedAt: sql`now()` } })
      result.categories[existingCategories.has(category.id) ? 'updated' : 'created'] += 1
    }
    const total = file.chats.length
    for (const [index, chat] of file.chats.entries()) {
      const { id, created } = await upsertChat(tx, chat)
      result.chats[created ? 'created' : 'updated'] += 1
      if (chat.kind === 'faq') result.faqEntries += await replaceFaqEntries(tx, id, chat.faqs)
      onProgress({ done: index + 1, total, item: `${chat.kind}:${chat.keyword}` })
    }
    await recordAudit(tx, { actor, action: 'catalogue.seed', details: { ...result } })
    return result
  })
}

const FAQ_BATCH = 500

function chatSettings(chat: CatalogueChat) {
  if (chat.kind === 'custom') return { inputHints: chat.inputHints }
  if (chat.kind === 'faq') return { retrieval: chat.retrieval }
  return {}
}

async function upsertChat(tx: Db, chat: CatalogueChat) {
  const [existing] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.kind, chat.kind), eq(chats.keyword, chat.keyword)))
  const values = {
    name: chat.name,
    nameEn: chat.nameEn ?? null,
    categoryId: chat.category ?? null,
    description: chat.description,
    prompt: chat.prompt,
    model: chat.model ?? null,
    enabled: chat.enabled,
    settings: chatSettings(chat),
    position: chat.position,
  }
  if (existing) {
    await tx
      .update(chats)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(chats.id, existing.id))
    return { id: existing.id, created: false }
  }
  const id = randomUUID()
  await tx.insert(chats).values({ id, kind: chat.kind, keyword: chat.keyword, ...values })
  return { id, created: true }
}

/**
 * Makes `entries` the chat's FAQ, in order (positions 0..n-1); the console's CSV import uses it
 * too. Written in batches: an FAQ of thousands of entries is a few statements, not thousands.
 */
export async function replaceFaqEntries(
  tx: Db,
  chatId: string,
  entries: readonly { question: string; answer: string; alternateQuestions?: readonly string[] }[],
) {
  for (let start = 0; start < entries.length; start += FAQ_BATCH) {
    const batch = entries.slice(start, start + FAQ_BATCH).map((entry, index) => ({
      chatId,
      position: start + index,
      question: entry.question,
      answer: entry.answer,
      alternateQuestions: [...(entry.alternateQuestions ?? [])],
    }))
    await tx
      .insert(faqEntries)
      .values(batch)
      .onConflictDoUpdate({
        target: [faqEntries.chatId, faqEntries.position],
        set: {
          question: sql`excluded.question`,
          answer: sql`excluded.answer`,
          alternateQuestions: sql`excluded.alternate_questions`,
        },
      })
  }
  await tx
    .delete(faqEntries)
    .where(and(eq(faqEntries.chatId, chatId), gte(faqEntries.position, entries.length)))
  return entries.length
}

export function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id))
}

export function listChats(db: Db) {
  return db.select().from(chats).orderBy(asc(chats.kind), asc(chats.position), asc(chats.keyword))
}

export function listFaqEntries(db: Db, chatId: string) {
  return db.select().from(faqEntries).where(eq(faqEntries.chatId, chatId)).orderBy(asc(faqEntries.position))
}
