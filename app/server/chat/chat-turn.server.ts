/**
 * One chat turn (issue 6): the user's message in, the model's reply streamed out, tokens charged.
 *
 * `prepareChatTurn` does everything that can refuse the turn before a byte is streamed — the
 * input, the chat (404 unless enabled for the tenant), the thread (404 unless the user's own),
 * the token reservation (InsufficientTokensError → 402) — and only then stores the thread and
 * the user's message, so a refused turn writes nothing. The model is asked as soon as the tokens
 * are reserved, while the turn is stored (started-turn.server.ts); if storing fails the model is
 * stopped and nothing is charged. `runChatTurn` streams the reply and,
 * however it ends (finished, failed upstream, stopped by the user, the client gone, the
 * consumer leaving the loop), settles the reservation with the usage the provider reported (or
 * the estimate of what was produced), stores the reply with its status and records the usage.
 */
import { z } from 'zod'
import type { MaskedSpan } from '#app/features/pii-masking/masking.shared'
import type { Db } from '#db/client'
import type { ThreadSource } from '#db/schema'
import {
  MAX_ATTACHMENTS_PER_MESSAGE,
  MAX_MESSAGE_LENGTH,
  messageLength,
} from '../../features/chat/chat-limits.shared'
import type { Locale } from '../../i18n/locale'
import { loadSystemDefaultProvider } from '../admin/system/system-settings.server'
import { resolveModel } from '../ai/registry.server'
import type { ChatMessage, ChatTimeouts } from '../ai/stream-chat-reply.server'
import { estimatePromptTokens } from '../ai/tokens.server'
import type { RetryDelayPolicy } from '../ai/upstream-errors.server'
import { InvalidInputError } from '../errors.server'
import { issueList } from '../issue-text.server'
import {
  readStagedAttachments,
  readyAttachmentScopes,
  requireStagedAttachments,
} from '../knowledge/attachments.server'
import {
  groundQuestion,
  knowledgeScopes,
  quotableSource,
  type ReplySource,
} from '../knowledge/chat-grounding.server'
import { questionEmbedder } from '../knowledge/embeddings.server'
import { creditsFor, loadPriceRows, type ModelPrice } from '../ledger/credits.server'
import { reserve, settle } from '../ledger/reservations.server'
import { loadEffectiveMasking } from '../pii-masking/masking-settings.server'
import { turnMasking } from '../pii-masking/turn-masking.server'
import { getApplicationSecrets } from '../tenancy/applications.server'
import { webhookThreadCreated } from '../webhooks/webhook-event-points.server'
import { loadChatDefinition } from './chat-definition.server'
import { MAX_OUTPUT_TOKENS, priceOfSettings, providerSettingsFor } from './chat-pricing.server'
import { runChatTurn } from './chat-turn-run.server'
import { handledLater, startReply, storeTurn } from './started-turn.server'
import { type MessageStatus, threadsRepository } from './threads.server'
import { planTurn, TURN_ACTIONS } from './turn-plan.server'

/** Longest message a user may send, in characters (the screens count the same way). */
export const MAX_CONTENT_LENGTH = MAX_MESSAGE_LENGTH
export { MAX_OUTPUT_TOKENS }
/** Earlier messages sent with a new one (the newest; older ones drop out of the context). */
export const HISTORY_LIMIT = 20

const TOO_LONG = { message: 'errors.chat.contentTooLong', params: { max: MAX_CONTENT_LENGTH } }
const TOO_MANY_ATTACHMENTS = {
  message: 'errors.chat.tooManyAttachments',
  params: { max: MAX_ATTACHMENTS_PER_MESSAGE },
}
const contentSchema = z
  .string({ error: 'errors.chat.contentNotString' })
  .refine((value) => value.trim().length > 0, { message: 'errors.chat.contentEmpty' })
  .refine((value) => messageLength(value) <= MAX_CONTENT_LENGTH, TOO_LONG)

/**
 * `{threadId?, content, attachments?}` asks a new question (with the ids of staged attachments,
 * attachments.server.ts); `{threadId, action: "regenerate"}` answers the
 * last question again; `{threadId, action: "edit", content}` replaces the last question
 * (turn-plan.server.ts). Every kind is charged like a normal turn.
 */
export const chatTurnBodySchema = z
  .object({
    threadId: z
      .string({ error: 'errors.chat.threadIdNotString' })
      .trim()
      .min(1, 'errors.chat.threadIdEmpty')
      .max(100, 'errors.chat.threadIdTooLong')
      .optional(),
    action: z.enum(TURN_ACTIONS, { error: 'errors.chat.actionUnknown' }).optional(),
    content: contentSchema.optional(),
    attachments: z
      .array(
        z
          .string({ error: 'errors.chat.attachmentsNotList' })
          .trim()
          .min(1, 'errors.chat.attachmentsNotList')
          .max(100, 'errors.chat.attachmentsNotList'),
        { error: 'errors.chat.attachmentsNotList' },
      )
      .refine((ids) => ids.length <= MAX_ATTACHMENTS_PER_MESSAGE, TOO_MANY_ATTACHMENTS)
      .optional(),
  })
  .superRefine((body, context) => {
    const needsThread = { message: 'errors.chat.actionNeedsThread', params: { action: body.action } }
    if (body.action && !body.threadId)
      context.addIssue({ code: 'custom', path: ['threadId'], ...needsThread })
    if (body.action === 'regenerate' && body.content !== undefined) {
      context.addIssue({ code: 'custom', path: ['content'], message: 'errors.chat.regenerateTakesNoContent' })
    }
    if (body.action === 'regenerate' && body.attachments?.length) {
      context.addIssue({
        code: 'custom',
        path: ['attachments'],
        message: 'errors.chat.attachmentsWithRegenerate',
      })
    }
    if (body.action !== 'regenerate' && body.content === undefined) {
      context.addIssue({ code: 'custom', path: ['content'], message: 'errors.chat.contentNotString' })
    }
  })
export type ChatTurnBody = z.input<typeof chatTurnBodySchema>

export interface ChatTurnRequest extends ChatTurnBody {
  tenantId: string
  userId: string
  kind: string
  keyword: string
  /** The reader's language (the offline provider replies in it); Japanese when unknown. */
  locale?: Locale
  /** Where a new thread is started: the screens (default), the `/v1` API or a widget. */
  source?: ThreadSource
  /** A widget's anonymous visitor: the thread is theirs among the widget's visitors. */
  visitorId?: string
  /** The `/v1` API's explicit conversation: the model sees it instead of the thread's history. */
  conversation?: ExplicitConversation
}

/**
 * What an OpenAI-style client sends besides its question (`content`, the last user message):
 * the thread (new, or `threadId`) records the turn, but the model is given the client's messages.
 */
export interface ExplicitConversation {
  /** The client's system messages, appended after the chat's own system prompt. */
  system: string[]
  /** The client's earlier user and assistant messages, oldest first. */
  earlier: ChatMessage[]
  /** The reply's ceiling in tokens; never above the chat's own (MAX_OUTPUT_TOKENS). */
  maxOutputTokens?: number
  temperature?: number
}

export interface ChatTurnOptions {
  /** Where the environment's default provider comes from (tests point it at the test server). */
  env?: Record<string, string | undefined>
  offlineChunkDelayMs?: number
  timeouts?: Partial<ChatTimeouts>
  retryDelay?: Partial<RetryDelayPolicy>
  now?: () => Date
  /**
   * Awaited after the read-only lookups and before the reservation: the HTTP API checks the
   * user's rate limit meanwhile (it throws to refuse the turn; nothing is written by then).
   */
  beforeReserve?: () => Promise<void>
  /** How long a turn waits for its attachments to be read before refusing (409). */
  attachmentWaitMs?: number
}

/** A script may send right after uploading: a small text file is read within this. */
const ATTACHMENT_WAIT_MS = 30_000

export type ChatTurnEvent =
  | { type: 'delta'; text: string }
  | {
      type: 'usage'
      inputTokens: number
      outputTokens: number
      totalTokens: number
      /** Credits the ledger took. */
      charged: number
      estimated: boolean
      /** The model costs nothing (the offline provider, or a price of 0): nothing was reserved. */
      free: boolean
    }
  | {
      type: 'done'
      messageId: string
      status: MessageStatus
      /** Why the model stopped: `length` when it reached the reply's ceiling. */
      finishReason?: 'stop' | 'length' | 'aborted' | 'error'
      error?: { code: string; message: string; messages: { ja: string; en: string } }
    }

export interface PreparedChatTurn {
  threadId: string
  /** True when this turn started the thread. */
  created: boolean
  /** Messages this turn replaced (regenerate, edit), already removed from the thread. */
  replacedMessageIds: string[]
  userMessageId: string
  assistantMessageId: string
  /** The user's message as stored (masked when the tenant asks); null: regenerate stored none. */
  userContent: string | null
  /** What was masked before the model, in `userContent` (ADR 034). */
  maskedSpans: MaskedSpan[]
  /** FAQ chats: the entries the reply is grounded in (empty: nothing matched). */
  sources?: ReplySource[]
  /** Null when the model is free: nothing is reserved or charged. */
  reservationId: string | null
  model: string
  /** Credits per 1,000 input and output tokens of that model, and where the price comes from. */
  price: ModelPrice
  run(signal?: AbortSignal): AsyncGenerator<ChatTurnEvent, void>
}

function parseBody(body: ChatTurnBody) {
  const parsed = chatTurnBodySchema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new InvalidInputError('errors.common.issueList', issueList(parsed.error.issues))
}

export async function prepareChatTurn(
  db: Db,
  request: ChatTurnRequest,
  options: ChatTurnOptions = {},
): Promise<PreparedChatTurn> {
  const now = options.now ?? (() => new Date())
  const body = parseBody(request)
  // Lookups that do not depend on each other go out together: every round trip before the
  // model is called is time to first token (docs/performance.md, "Chat stream overhead").
  const systemDefaultLookup = handledLater(loadSystemDefaultProvider(db))
  const chat = await loadChatDefinition(db, request.tenantId, request.kind, request.keyword)
  const repository = threadsRepository(db, request.tenantId)
  const owner = {
    userId: request.userId,
    chatKind: chat.chatKind,
    keyword: chat.keyword,
    source: request.source,
    visitorId: request.visitorId,
  }
  const uploader = { tenantId: request.tenantId, userId: request.userId }
  const [existing, application, systemDefault, threadScopes, staged, priceRows, maskSettings] =
    await Promise.all([
      body.threadId ? repository.requireOwn(body.threadId, owner) : undefined,
      getApplicationSecrets(db, chat.applicationKey),
      systemDefaultLookup,
      knowledgeScopes(db, { tenantId: request.tenantId, chatId: chat.chatId, threadId: body.threadId }),
      requireStagedAttachments(db, uploader, body.attachments ?? []),
      loadPriceRows(db, chat.applicationKey),
      loadEffectiveMasking(db, request.tenantId),
    ])
  // The files sent with this question ground its own reply: they join the thread when it is stored.
  const attachments = staged.some((item) => item.status === 'queued' || item.status === 'processing')
    ? await readStagedAttachments(
        db,
        uploader,
        body.attachments ?? [],
        options.attachmentWaitMs ?? ATTACHMENT_WAIT_MS,
      )
    : staged
  const scopes = [...new Set([...threadScopes, ...readyAttachmentScopes(attachments)])]
  const { conversation } = request
  const history = existing && !conversation ? await repository.messages(existing.id) : []
  const plan = planTurn(body.action, body.content, history, now())
  // Everything bound for the model provider is masked here, and only here (ADR 034).
  const masking = turnMasking(maskSettings)
  const question = masking.question(plan.content)

  const settings = providerSettingsFor(application, chat, options.env, systemDefault)
  let system = [chat.systemPrompt, ...(conversation?.system ?? []).map(masking.text)]
    .filter(Boolean)
    .join('\n\n')
  let sources: ReplySource[] | undefined
  let groundedReply: string | undefined
  const grounding = await groundQuestion(db, {
    question: plan.content,
    faqEntries: chat.faqEntries,
    retrieval: chat.retrieval,
    scopes,
    // The embeddings endpoint is a provider too: it gets the masked question.
    vector: scopes.length > 0 ? questionEmbedder(db, chat.applicationKey, question.forModel) : undefined,
    maskPassage: masking.active ? masking.text : undefined,
  })
  if (grounding) {
    const offline = settings.provider === 'offline'
    // The offline reply quotes only a clear match (offline-reply.ts): its sources are the same.
    sources = offline ? grounding.sources.filter(quotableSource) : grounding.sources
    if (offline) groundedReply = grounding.offlineReply(request.locale ?? 'ja')
    system = [system, grounding.prompt].filter(Boolean).join('\n\n')
  }
  const resolved = resolveModel(settings, {
    groundedReply,
    faqEntries: chat.faqEntries,
    retrieval: chat.retrieval,
    locale: request.locale,
    offlineChunkDelayMs: options.offlineChunkDelayMs,
  })
  const earlier = conversation
    ? conversation.earlier
    : plan.earlier
        .filter((message) => message.content.trim() !== '' && message.status !== 'streaming')
        .slice(-HISTORY_LIMIT)
  const prompt: ChatMessage[] = [
    ...earlier.map((message) => ({ role: message.role, content: masking.text(message.content) })),
    { role: 'user', content: question.forModel },
  ]
  const maxOutputTokens = Math.min(conversation?.maxOutputTokens ?? MAX_OUTPUT_TOKENS, MAX_OUTPUT_TOKENS)
  const price = priceOfSettings(settings, priceRows, chat.applicationKey)
  const estimate = creditsFor(
    { inputTokens: estimatePromptTokens({ system, messages: prompt }), outputTokens: maxOutputTokens },
    price,
  )

  await options.beforeReserve?.()
  // Reserve before anything is stored: a tenant without credits, or a member or team over their
  // monthly cap, gets a 402 and no half turn. A free model reserves nothing.
  const reservation =
    estimate > 0
      ? await reserve(db, request.tenantId, {
          estimate,
          actor: `user:${request.userId}`,
          reference: `chat:${chat.chatKind}/${chat.keyword}`,
          userId: request.userId,
        })
      : null
  // The tokens are held: ask the model, and store the turn while it thinks (the model's
  // answer is the longer wait, so its request leaves first). Its first token waits in the
  // stream until run() reads it, after the turn is stored.
  const reply = startReply({
    model: resolved.model,
    system: system || undefined,
    messages: prompt,
    maxOutputTokens,
    temperature: conversation?.temperature,
    timeouts: options.timeouts,
    retryDelay: options.retryDelay,
  })
  const storing = storeTurn(db, request.tenantId, {
    owner,
    existing,
    plan,
    question: question.stored,
    sentAt: now(),
    attachmentIds: attachments.map((item) => item.id),
  })
  let stored: { threadId: string; userMessageId: string; assistantMessageId: string }
  try {
    stored = await storing
  } catch (error) {
    // Nothing of the turn was stored, so nothing is shown or charged: stop the model.
    await reply.discard()
    if (reservation) await settle(db, reservation, 0)
    throw error
  }
  if (!existing)
    webhookThreadCreated(db, {
      ...owner,
      tenantId: request.tenantId,
      threadId: stored.threadId,
      createdAt: now(),
    })
  return {
    ...stored,
    created: !existing,
    replacedMessageIds: plan.replacedIds,
    userContent: plan.keptUserMessage ? null : question.stored.content,
    maskedSpans: plan.keptUserMessage ? [] : question.stored.maskedSpans,
    sources,
    reservationId: reservation?.id ?? null,
    model: resolved.modelId,
    price,
    run: (signal) =>
      runChatTurn(db, {
        request,
        chat,
        reply,
        modelId: resolved.modelId,
        system,
        prompt,
        sources,
        reservation,
        price,
        assistantMessageId: stored.assistantMessageId,
        threadId: stored.threadId,
        signal,
        options,
      }),
  }
}
