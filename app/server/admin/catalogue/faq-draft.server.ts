/**
 * From a question users asked to an FAQ entry: `draftFaqEntry` drafts the answer with the model
 * of the asking tenant's application, grounded in the chat's FAQ entries and (through the
 * `draftContext` seam) knowledge-base passages; the administrator edits the draft and
 * `approveFaqDraft` stores it as a new entry, audited like any other. With the offline provider
 * there is no model to ask: the draft is the question alone, and says so.
 *
 * Drafting is the system administrator's work on the catalogue, so no tenant is charged for it.
 */

import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import { effectiveProviderSettings, ProviderSettingsError } from '../../ai/provider-settings.server'
import { resolveModel } from '../../ai/registry.server'
import { type ChatReplyEvent, type ChatTimeouts, streamChatReply } from '../../ai/stream-chat-reply.server'
import { distinctAlternates, FAQ_ENTRY_LIMITS } from '../../catalogue/catalogue-file.server'
import { loadFaqEntries } from '../../chat/chat-definition.server'
import { NotFoundError } from '../../errors.server'
import { createFaqIndex } from '../../faq/retrieval.shared'
import { says } from '../../issue-text.server'
import { cataloguePassages } from '../../knowledge/chat-grounding.server'
import { loadEffectiveMasking } from '../../pii-masking/masking-settings.server'
import { turnMasking } from '../../pii-masking/turn-masking.server'
import { getApplicationSecrets } from '../../tenancy/applications.server'
import { loadSystemDefaultProvider } from '../system/system-settings.server'
import { requireChat } from './admin-chats.server'
import { addFaqEntry } from './admin-faq.server'
import { parseFields } from './catalogue-input.server'

export interface FaqDraftOptions {
  /** The environment's default provider (OPSAI_AI_*); process.env unless a test gives its own. */
  env?: Record<string, string | undefined>
  /** Knowledge-base passages about the question, to ground the draft in besides the FAQ. */
  draftContext?: (question: string) => Promise<string[]>
  timeouts?: Partial<ChatTimeouts>
}

export interface FaqDraft {
  question: string
  /** The drafted answer; empty when no model drafted one. */
  answer: string
  /** `drafted` by a model; `offline`: no model is configured; `failed`: the model did not answer. */
  status: 'drafted' | 'offline' | 'failed'
  model: string | null
  /** Why the model did not answer (`failed`). */
  failure?: BilingualText
  /** The FAQ entries the draft was grounded in, best first. */
  related: { position: number; question: string; score: number }[]
  /** How many knowledge-base passages it was grounded in. */
  passages: number
}

const RELATED_ENTRIES = 5
/**
 * Entries under this score share only particles and endings with the question (on the fixtures
 * of ADR 008 unrelated entries score ≤ 0.04): they would ground the draft in noise.
 */
const RELATED_FLOOR = 0.05
const PASSAGES = 5
const PASSAGE_LENGTH = 2000
const DRAFT_OUTPUT_TOKENS = 1024

const questionSchema = z
  .string(says('errors.adminCatalogue.question'))
  .trim()
  .min(1, says('errors.adminCatalogue.question'))
  .max(FAQ_ENTRY_LIMITS.question, says('errors.adminCatalogue.question'))

const draftInputSchema = z.object({
  chatId: z.string().min(1).max(100),
  question: questionSchema,
  /** The tenant that asked: its application's model drafts. Absent: the system's default model. */
  tenantId: z.string().min(1).max(100).optional(),
})

/** The application settings of the tenant that asked, or null (the system default applies). */
async function tenantApplicationSettings(db: Db, tenantId: string | undefined) {
  if (!tenantId) return null
  const [tenant] = await db
    .select({ applicationKey: tenants.applicationKey })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  if (!tenant) throw new NotFoundError('errors.adminCatalogue.tenantNotFound', { id: tenantId })
  return getApplicationSecrets(db, tenant.applicationKey)
}

function draftPrompt(
  chatPrompt: string,
  related: { question: string; answer: string }[],
  passages: string[],
) {
  return [
    'You draft the answer of a new FAQ entry. An administrator reviews and edits it before it is published.',
    'Answer the user question in the language of the question: concise, factual, in the tone of the existing FAQ answers.',
    'Use only the reference material below. Where it lacks a fact the answer needs, write [要確認] (Japanese) or [to confirm] (English) in its place instead of inventing it.',
    'Reply with the answer text only, without repeating the question.',
    ...(chatPrompt.trim() ? ['', "The FAQ chat's own instructions:", chatPrompt.trim()] : []),
    '',
    'Existing FAQ entries:',
    ...(related.length > 0
      ? related.map((entry, index) => `[${index + 1}] Q: ${entry.question}\nA: ${entry.answer}`)
      : ['(none related)']),
    ...(passages.length > 0
      ? ['', 'Knowledge base passages:', ...passages.map((passage, index) => `[P${index + 1}] ${passage}`)]
      : []),
  ].join('\n')
}

/** A draft answer for `question`, for the administrator to edit and approve. */
export async function draftFaqEntry(
  db: Db,
  input: unknown,
  options: FaqDraftOptions = {},
): Promise<FaqDraft> {
  const { chatId, question, tenantId } = parseFields(draftInputSchema, input)
  const chat = await requireChat(db, chatId, ['faq'])
  const [application, systemDefault, entries] = await Promise.all([
    tenantApplicationSettings(db, tenantId),
    loadSystemDefaultProvider(db),
    loadFaqEntries(db, chat.id),
  ])
  const matches = createFaqIndex(entries)
    .rank(question, { threshold: 0, relativeCutoff: 0, limit: RELATED_ENTRIES })
    .matches.filter((match) => match.score >= RELATED_FLOOR)
  const related = matches.map(({ entry, score }) => ({
    position: Number(entry.id),
    question: entry.question,
    score,
  }))
  const base = { question, answer: '', model: null, related, passages: 0 }
  let settings: ReturnType<typeof effectiveProviderSettings>
  try {
    settings = effectiveProviderSettings(application, options.env ?? process.env, systemDefault)
  } catch (error) {
    if (!(error instanceof ProviderSettingsError)) throw error
    return { ...base, status: 'failed', failure: bothLanguages('errors.adminCatalogue.draftSettings') }
  }
  if (settings.provider === 'offline') return { ...base, status: 'offline' }

  // The asking tenant's question leaves for the model masked as its own chat turns are (ADR 034).
  const masking = tenantId ? turnMasking(await loadEffectiveMasking(db, tenantId)) : undefined
  const forModel = (text: string) => (masking ? masking.text(text) : text)
  const passages = ((await (options.draftContext ?? cataloguePassages(db, chat.id))(question)) ?? [])
    .slice(0, PASSAGES)
    .map((passage) => forModel(passage.slice(0, PASSAGE_LENGTH)))
  const resolved = resolveModel(chat.model ? { ...settings, model: chat.model } : settings)
  let finish: Extract<ChatReplyEvent, { type: 'finish' }> | undefined
  for await (const event of streamChatReply({
    model: resolved.model,
    system: draftPrompt(
      chat.prompt,
      matches.map(({ entry }) => entry),
      passages,
    ),
    messages: [{ role: 'user', content: forModel(question) }],
    maxOutputTokens: DRAFT_OUTPUT_TOKENS,
    timeouts: options.timeouts,
  })) {
    if (event.type === 'finish') finish = event
  }
  const answer = (finish?.text ?? '').trim().slice(0, FAQ_ENTRY_LIMITS.answer)
  const drafted = (finish?.reason === 'stop' || finish?.reason === 'length') && answer !== ''
  return {
    ...base,
    answer,
    model: resolved.modelId,
    passages: passages.length,
    status: drafted ? 'drafted' : 'failed',
    ...(!drafted && {
      failure: finish?.error?.messages ?? bothLanguages('errors.adminCatalogue.draftEmpty'),
    }),
  }
}

const approveInputSchema = z.object({
  chatId: z.string().min(1).max(100),
  // The entry's own rules apply in addFaqEntry, with their messages at the fields.
  question: z.string().default(''),
  answer: z.string().default(''),
  alternateQuestions: z.array(z.string()).max(100).default([]),
  /** Where the question came from, for the audit record; its wording stays an alternate. */
  origin: z.object({
    kind: z.enum(['unanswered', 'downvote']),
    question: z.string().max(100_000),
    tenantId: z.string().min(1).max(100).optional(),
    messageId: z.string().min(1).max(100).optional(),
  }),
})

/**
 * Stores the approved draft as a new entry at the end. When the administrator reworded the
 * question, the wording users typed is kept as an alternate, so retrieval matches it still.
 */
export async function approveFaqDraft(db: Db, input: unknown, actor: string) {
  const { chatId, question, answer, alternateQuestions, origin } = parseFields(approveInputSchema, input)
  const asked = origin.question.trim()
  const kept = asked !== '' && asked.length <= FAQ_ENTRY_LIMITS.question ? [asked] : []
  const wordings = [...kept, ...alternateQuestions.map((text) => text.trim())]
  return addFaqEntry(
    db,
    { chatId, question, answer, alternateQuestions: distinctAlternates(question.trim(), wordings) },
    actor,
    {
      from: origin.kind,
      ...(origin.tenantId && { tenantId: origin.tenantId }),
      ...(origin.messageId && { messageId: origin.messageId }),
    },
  )
}
