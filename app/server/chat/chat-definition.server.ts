/**
 * What a chat turn needs to know about the chat behind `/{kind}/{keyword}`: whether this tenant
 * may use it, its system prompt and model, and (FAQ chats) its entries. `/chat` (keyword
 * `default`) is the general assistant every tenant has; the other kinds come from the catalogue
 * and must be enabled for the tenant.
 */
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { chats, faqEntries, THREAD_CHAT_KINDS, tenantChats, tenants } from '#db/schema'
import { textIn } from '../../i18n/texts.server'
import { NotFoundError } from '../errors.server'
import type { FaqEntry, RankOptions } from '../faq/retrieval.shared'
import { CACHE_READS } from '../tenancy/cache-version.server'
import { versionedCache } from '../tenancy/versioned-cache.server'
import type { ThreadChatKind } from './threads.server'

export const GENERAL_KEYWORD = 'default'

/** The general assistant's system prompt (the catalogue holds the others). */
export const GENERAL_ASSISTANT_PROMPT = [
  'You are a helpful business assistant for the members of one organisation.',
  "Answer in the language of the user's message (usually Japanese), clearly and concisely.",
  'Use Markdown for lists and code. Say so when you are not sure instead of guessing.',
].join('\n')

/**
 * The catalogue's retrieval settings. Only `limit` is taken: the catalogue file's default
 * threshold (0.3) is far above the one retrieval.ts was tuned to (0.12, ADR 008), where it would
 * turn away questions the FAQ answers; the tuned threshold applies until the two agree.
 */
const faqSettingsSchema = z.object({
  retrieval: z.object({ limit: z.number().int().min(1).max(20).optional() }).optional(),
})

/** The ranking options an FAQ chat's stored settings give (the console's test box uses them too). */
export function faqRetrievalOptions(settings: unknown): RankOptions | undefined {
  const limit = faqSettingsSchema.safeParse(settings).data?.retrieval?.limit
  return limit === undefined ? undefined : { limit }
}

/** An FAQ chat's entries as retrieval ranks them: catalogue order, the position as id, other wordings too. */
export async function loadFaqEntries(db: Db, chatId: string): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.chatId, chatId))
    .orderBy(asc(faqEntries.position))
  return rows.map((row) => ({
    id: String(row.position),
    question: row.question,
    answer: row.answer,
    alternateQuestions: row.alternateQuestions,
  }))
}

const CATALOGUE_KIND = { customchat: 'custom', faqchat: 'faq', opschat: 'ops' } as const

export const chatPathSchema = z.object({
  kind: z.enum(THREAD_CHAT_KINDS),
  keyword: z.string().min(1).max(100),
})

export interface ChatDefinition {
  chatKind: ThreadChatKind
  keyword: string
  /** The catalogue id; null for `/chat`. */
  chatId: string | null
  /** The catalogue's (Japanese) name; screens and exports word `/chat` themselves (chat.generalName). */
  name: string
  systemPrompt: string
  /** The catalogue's model for this chat; null: the application's default. */
  model: string | null
  /** FAQ chats only (possibly empty). */
  faqEntries?: FaqEntry[]
  /** FAQ chats: how many entries to ground a reply in. */
  retrieval?: RankOptions
  /** The tenant's application, whose provider settings the turn uses. */
  applicationKey: string
}

/** Echoed in messages only when it looks like a chat path: never a visitor's arbitrary text. */
const ECHOABLE_PATH_PART = /^[A-Za-z0-9_-]{1,64}$/

export function chatNotFound(kind: string, keyword: string) {
  const path =
    ECHOABLE_PATH_PART.test(kind) && ECHOABLE_PATH_PART.test(keyword) ? `/${kind}/${keyword}` : null
  return path
    ? new NotFoundError('errors.chat.chatNotFoundAt', { path })
    : new NotFoundError('errors.chat.chatNotFound')
}

async function tenantApplicationOf(db: Db, tenantId: string) {
  const [tenant] = await db
    .select({ applicationKey: tenants.applicationKey })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  return tenant
}

/** A tenant's application, kept per `domains` version (moving a tenant to another application bumps it). */
const keptTenantApplications = versionedCache(CACHE_READS.tenantApplications, tenantApplicationOf)

/** The chat as this tenant sees it, or a NotFoundError for an unknown kind, keyword or disabled chat. */
export async function loadChatDefinition(
  db: Db,
  tenantId: string,
  kind: string,
  keyword: string,
): Promise<ChatDefinition> {
  const path = chatPathSchema.safeParse({ kind, keyword })
  if (!path.success) throw chatNotFound(kind, keyword)
  const tenant = await keptTenantApplications(db, tenantId)
  if (!tenant) throw chatNotFound(kind, keyword)
  const chatKind = path.data.kind
  if (chatKind === 'chat') {
    if (keyword !== GENERAL_KEYWORD) throw chatNotFound(kind, keyword)
    return {
      chatKind,
      keyword,
      chatId: null,
      // Like a catalogue chat's `name`, the Japanese name: no screen shows it for `/chat`.
      name: textIn('ja', 'chat.generalName'),
      systemPrompt: GENERAL_ASSISTANT_PROMPT,
      model: null,
      applicationKey: tenant.applicationKey,
    }
  }
  const [chat] = await db
    .select({
      id: chats.id,
      name: chats.name,
      prompt: chats.prompt,
      model: chats.model,
      settings: chats.settings,
    })
    .from(tenantChats)
    .innerJoin(chats, eq(chats.id, tenantChats.chatId))
    .where(
      and(
        eq(tenantChats.tenantId, tenantId),
        eq(chats.enabled, true),
        eq(chats.kind, CATALOGUE_KIND[chatKind]),
        eq(chats.keyword, keyword),
      ),
    )
  if (!chat) throw chatNotFound(kind, keyword)
  const definition: ChatDefinition = {
    chatKind,
    keyword,
    chatId: chat.id,
    name: chat.name,
    systemPrompt: chat.prompt,
    model: chat.model,
    applicationKey: tenant.applicationKey,
  }
  if (chatKind === 'faqchat') {
    const retrieval = faqRetrievalOptions(chat.settings)
    if (retrieval) definition.retrieval = retrieval
    definition.faqEntries = await loadFaqEntries(db, chat.id)
  }
  return definition
}
