/**
 * What grounds a chat's reply (issue 17): the chat's FAQ entries and the passages of the
 * knowledge bases attached to it for the asking tenant (catalogue bases, and the tenant's own),
 * plus the thread's attachments, ranked together in one list of sources. A real model gets them
 * in its system prompt with the instruction to cite them and to say plainly when nothing
 * answers; the offline provider quotes the best one, labelled as offline.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '#app/i18n/locale'
import { textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { CATALOGUE_TENANT_ID, knowledgeBaseChats, knowledgeBases } from '#db/schema'
import { offlineLabel, QUOTED_ANSWER_THRESHOLD } from '../ai/offline-reply.server'
import { type FaqEntry, type FaqRanking, type RankOptions, rankFaqEntries } from '../faq/retrieval.shared'
import { attachmentScope } from './knowledge-index.server'
import { type ChunkHit, type SearchOptions, searchChunks } from './retrieval.server'

/** One source of a reply, as the `sources` SSE event and the stored message carry it. */
export interface ReplySource {
  type: 'faq' | 'document'
  id: string
  title: string
  documentId?: string
  page?: number
  snippet: string
  /** 0..1, rounded to 3 decimals. */
  score: number
}

/**
 * A passage counts as a match at this lexical score or above: the share of the question's
 * weight it covers (retrieval.server.ts). Tuned on the evaluation set (bench/knowledge-eval, 55
 * answerable and 10 unanswerable questions): at 0.12, 7 answerable questions are refused (all
 * Japanese) and 5 unanswerable ones accepted (all English); at 0.2 it was 14 and 5. The same
 * value as the FAQ's threshold (ADR 008).
 */
export const PASSAGE_THRESHOLD = 0.12
/** With embeddings, a passage also counts when this similar to the question (cosine). */
export const VECTOR_THRESHOLD = 0.5
const MAX_SOURCES = 5
const SNIPPET_LENGTH = 160

/**
 * The scopes a chat answers from for one tenant: the attached bases it may see (the catalogue's
 * and its own) and the thread's ready attachments, each its own scope (knowledge-index.server.ts).
 * One round trip: every chat turn waits for it before the model is asked.
 */
export async function knowledgeScopes(
  db: Db,
  input: { tenantId: string; chatId: string | null; threadId?: string },
): Promise<string[]> {
  if (!input.chatId && !input.threadId) return []
  const result = await db.execute(sql`
    select 'base' as kind, b.id from knowledge_base_chats c
      join knowledge_bases b on b.tenant_id = c.tenant_id and b.id = c.knowledge_base_id
      where c.chat_id = ${input.chatId ?? ''} and c.tenant_id in (${CATALOGUE_TENANT_ID}, ${input.tenantId})
    union all
    select 'attachment' as kind, d.id from knowledge_documents d
      where d.tenant_id = ${input.tenantId} and d.thread_id = ${input.threadId ?? ''} and d.status = 'ready'`)
  return rowsOf<{ kind: 'base' | 'attachment'; id: string }>(result).map((row) =>
    row.kind === 'base' ? row.id : attachmentScope(row.id),
  )
}

/** A passage on one line, cut at `length` characters (a source's snippet, a search hit's). */
export function snippetOf(text: string, length = SNIPPET_LENGTH) {
  const characters = [...text.replace(/\s+/g, ' ').trim()]
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : characters.join('')
}

const rounded = (score: number) => Math.round(score * 1000) / 1000

/** A passage's match score: its lexical coverage, or in a hybrid search its similarity if higher. */
function passageScore(hit: ChunkHit) {
  return Math.max(hit.lexicalScore, hit.vectorScore ?? 0)
}

/** Whether a chat grounds its reply in the passage: lexical coverage, or similarity in a hybrid search. */
export function passageMatches(hit: Pick<ChunkHit, 'lexicalScore' | 'vectorScore'>) {
  return hit.lexicalScore >= PASSAGE_THRESHOLD || (hit.vectorScore ?? 0) >= VECTOR_THRESHOLD
}

type Grounded =
  | { source: ReplySource; kind: 'faq'; entry: FaqEntry }
  | { source: ReplySource; kind: 'document'; hit: ChunkHit }

export interface Grounding {
  sources: ReplySource[]
  answered: boolean
  /** The best score of anything, matched or not (the dashboards' "unanswered" reports). */
  topScore: number
  /** The system-prompt section for a real model. */
  prompt: string
  /** The offline provider's reply in `locale`. */
  offlineReply(locale: Locale): string
  /** True when documents took part (the wording of "nothing matched" names them). */
  usesDocuments: boolean
  mode: 'lexical' | 'hybrid'
}

/**
 * `maskPassage`: PII masking of the documents' passages (ADR 034): files users upload may hold
 * personal data. FAQ entries are the administrators' answers, sent as written.
 */
function groundedPrompt(
  items: Grounded[],
  usesDocuments: boolean,
  maskPassage: (text: string) => string = (text) => text,
): string {
  if (items.length === 0) {
    const key = usesDocuments ? 'replies.noKnowledgeMatch' : 'replies.noFaqMatch'
    return [
      'Nothing in the FAQ or the documents matches the user question.',
      'Say plainly, in the language of the question, that there is no answer to it; do not guess or invent one.',
      `Japanese wording to use: 「${textIn('ja', key)}」`,
    ].join('\n')
  }
  return [
    'Answer only from the sources below, in the language of the question.',
    'Cite the sources you used as [1], [2]. If they do not answer the question, say so plainly instead of guessing.',
    '',
    ...items.map((item, index) =>
      item.kind === 'faq'
        ? `[${index + 1}] FAQ Q: ${item.entry.question}\nA: ${item.entry.answer}`
        : `[${index + 1}] Document "${item.hit.documentName}"${item.hit.page ? `, page ${item.hit.page}` : ''}:\n${maskPassage(item.hit.text)}`,
    ),
  ].join('\n')
}

const QUOTE_LIMIT = 400

function quoted(text: string) {
  const trimmed = text.trim()
  const short =
    [...trimmed].length > QUOTE_LIMIT ? `${[...trimmed].slice(0, QUOTE_LIMIT).join('')}…` : trimmed
  return short
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
}

/**
 * What the offline provider may quote: a FAQ answer only when clear (ADR 019: quoted verbatim as
 * *the* answer), a passage whenever it matches (it is shown as what it is, with its file and page).
 */
export function quotableSource(source: ReplySource): boolean {
  return source.type === 'document' || source.score >= QUOTED_ANSWER_THRESHOLD
}

function offlineReplyFrom(items: Grounded[], usesDocuments: boolean, locale: Locale): string {
  const best = items.find((item) => quotableSource(item.source))
  if (!best) {
    return `${offlineLabel(locale)} ${textIn(locale, usesDocuments ? 'replies.noKnowledgeMatch' : 'replies.noFaqMatch')}`
  }
  if (best.kind === 'faq') {
    return [
      `${offlineLabel(locale)} ${textIn(locale, 'replies.fromTheFaq')}`,
      '',
      `**Q. ${best.entry.question}**`,
      '',
      best.entry.answer,
    ].join('\n')
  }
  const where = best.hit.page
    ? textIn(locale, 'replies.documentPage', { name: best.hit.documentName, page: best.hit.page })
    : best.hit.documentName
  return [
    `${offlineLabel(locale)} ${textIn(locale, 'replies.fromTheDocuments')}`,
    '',
    `**${where}**`,
    '',
    quoted(best.hit.text),
  ].join('\n')
}

/**
 * Ranks the chat's FAQ entries and the passages of `scopes` for a question, together. Returns
 * undefined when the chat has neither (an ungrounded chat answers freely).
 */
export async function groundQuestion(
  db: Db,
  input: {
    question: string
    faqEntries?: readonly FaqEntry[]
    retrieval?: RankOptions
    scopes: string[]
    vector?: SearchOptions['vector']
    /** Masks a passage before it joins the model's prompt (ADR 034). */
    maskPassage?: (text: string) => string
  },
): Promise<Grounding | undefined> {
  if (!input.faqEntries && input.scopes.length === 0) return undefined
  const faq: FaqRanking | undefined = input.faqEntries
    ? rankFaqEntries(input.question, input.faqEntries, input.retrieval)
    : undefined
  const search =
    input.scopes.length > 0
      ? await searchChunks(db, input.scopes, input.question, { limit: MAX_SOURCES, vector: input.vector })
      : { hits: [], mode: 'lexical' as const }
  const items: Grounded[] = [
    ...(faq?.matches ?? []).map(({ entry, score }) => ({
      kind: 'faq' as const,
      entry,
      source: {
        type: 'faq' as const,
        id: entry.id,
        title: entry.question,
        snippet: snippetOf(entry.answer),
        score: rounded(score),
      },
    })),
    ...search.hits.filter(passageMatches).map((hit) => ({
      kind: 'document' as const,
      hit,
      source: {
        type: 'document' as const,
        id: String(hit.chunkId),
        title: hit.documentName,
        documentId: hit.documentId,
        ...(hit.page ? { page: hit.page } : {}),
        snippet: snippetOf(hit.text),
        score: rounded(passageScore(hit)),
      },
    })),
  ]
    .sort((left, right) => right.source.score - left.source.score)
    .slice(0, MAX_SOURCES)
  const topScore = Math.max(faq?.topScore ?? 0, ...search.hits.map(passageScore), 0)
  const usesDocuments = input.scopes.length > 0
  return {
    sources: items.map((item) => item.source),
    answered: items.length > 0,
    topScore,
    prompt: groundedPrompt(items, usesDocuments, input.maskPassage),
    offlineReply: (locale) => offlineReplyFrom(items, usesDocuments, locale),
    usesDocuments,
    mode: search.mode,
  }
}

/**
 * The passages an FAQ draft for a catalogue chat is grounded in: the chat's catalogue bases only.
 * A tenant's own documents never feed an entry every tenant will read.
 */
export function cataloguePassages(db: Db, chatId: string) {
  return async (question: string): Promise<string[]> => {
    const bases = await db
      .select({ id: knowledgeBases.id })
      .from(knowledgeBaseChats)
      .innerJoin(
        knowledgeBases,
        and(
          eq(knowledgeBases.tenantId, knowledgeBaseChats.tenantId),
          eq(knowledgeBases.id, knowledgeBaseChats.knowledgeBaseId),
        ),
      )
      .where(and(eq(knowledgeBaseChats.chatId, chatId), eq(knowledgeBaseChats.tenantId, CATALOGUE_TENANT_ID)))
    if (bases.length === 0) return []
    const { hits } = await searchChunks(
      db,
      bases.map((base) => base.id),
      question,
      { limit: MAX_SOURCES },
    )
    return hits
      .filter(passageMatches)
      .map((hit) => `${hit.documentName}${hit.page ? ` (page ${hit.page})` : ''}: ${hit.text}`)
  }
}
