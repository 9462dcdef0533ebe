/**
 * A prepared chat turn run to its end (chat-turn.server.ts prepares it): the reply streamed out
 * and, however it ends (finished, failed upstream, stopped by the user, the client gone, the
 * consumer leaving the loop), the reservation settled with the usage the provider reported (or
 * the estimate of what was produced), the reply stored with its status and the usage recorded.
 */
import type { Db } from '#db/client'
import { storedReplyError } from '../../features/chat/reply-error.shared'
import type { ChatMessage } from '../ai/stream-chat-reply.server'
import { estimatePromptTokens, estimateTokens } from '../ai/tokens.server'
import { isDatabaseUnavailable } from '../db-errors.server'
import type { ReplySource } from '../knowledge/chat-grounding.server'
import { creditsFor, type ModelPrice } from '../ledger/credits.server'
import { type Reservation, settle } from '../ledger/reservations.server'
import { webhookMessageCompleted } from '../webhooks/webhook-event-points.server'
import type { ChatDefinition } from './chat-definition.server'
import type { ChatTurnEvent, ChatTurnOptions, ChatTurnRequest } from './chat-turn.server'
import { replyEvents, type StartedReply } from './started-turn.server'
import { type MessageStatus, type TokenUsage, threadsRepository } from './threads.server'

export interface RunInput {
  request: ChatTurnRequest
  chat: ChatDefinition
  reply: StartedReply
  modelId: string
  system: string
  prompt: ChatMessage[]
  sources?: ReplySource[]
  reservation: Pick<Reservation, 'tenantId' | 'id'> | null
  price: ModelPrice
  assistantMessageId: string
  threadId: string
  signal?: AbortSignal
  options: ChatTurnOptions
}

const STATUS_OF = { stop: 'complete', length: 'complete', aborted: 'aborted', error: 'failed' } as const

export async function* runChatTurn(db: Db, input: RunInput): AsyncGenerator<ChatTurnEvent, void> {
  const repository = threadsRepository(db, input.request.tenantId)
  let text = ''
  let usage: (TokenUsage & { estimated: boolean }) | undefined
  let finished = false
  let modelCalled = false
  try {
    // Stopped before it started: streamChatReply listens for the abort *event*, which an
    // already-aborted signal never fires, so the model would be called (and charged) in full.
    // The request left already (startReply); stopping it here charges nothing, as before.
    if (input.signal?.aborted) {
      await input.reply.discard()
      return
    }
    modelCalled = true
    for await (const event of replyEvents(input.reply, input.signal)) {
      if (event.type === 'text-delta') {
        text += event.text
        yield { type: 'delta', text: event.text }
      } else if (event.type === 'usage') {
        usage = event
      } else {
        finished = true
        const status = STATUS_OF[event.reason]
        const charged = await closeTurn(db, repository, input, {
          text: event.text,
          status,
          errorMessage: event.error ? storedReplyError(event.error) : undefined,
          usage: usage ?? { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false },
        })
        yield {
          type: 'usage',
          ...(usage ?? { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false }),
          charged,
          free: input.reservation === null,
        }
        yield {
          type: 'done',
          messageId: input.assistantMessageId,
          status,
          finishReason: event.reason,
          ...(event.error
            ? {
                error: {
                  code: event.error.code,
                  message: event.error.message,
                  messages: event.error.messages,
                },
              }
            : {}),
        }
      }
    }
  } finally {
    if (!finished) {
      // The consumer left before the model's turn ended (or it threw): charge what was produced.
      const inputTokens = modelCalled
        ? estimatePromptTokens({ system: input.system, messages: input.prompt })
        : 0
      const outputTokens = estimateTokens(text)
      await closeTurn(db, repository, input, {
        text,
        status: 'aborted',
        usage: usage ?? {
          inputTokens,
          outputTokens,
          totalTokens: inputTokens + outputTokens,
          estimated: true,
        },
      })
    }
  }
}

/**
 * Settles the reservation with the credits the usage cost at the model's price (never more than
 * was reserved), stores the reply and records the usage; returns the credits charged.
 */
async function closeTurn(
  db: Db,
  repository: ReturnType<typeof threadsRepository>,
  input: RunInput,
  outcome: { text: string; status: MessageStatus; errorMessage?: string; usage: TokenUsage },
): Promise<number> {
  const { inputTokens, outputTokens, totalTokens } = outcome.usage
  const usage = { inputTokens, outputTokens, totalTokens }
  const { reservation } = input
  const charged = reservation
    ? (await untilDatabaseAnswers(() => settle(db, reservation, creditsFor(usage, input.price)))).charged
    : 0
  await untilDatabaseAnswers(() =>
    repository.finishMessage(input.assistantMessageId, {
      content: outcome.text,
      status: outcome.status,
      errorMessage: outcome.errorMessage,
      usage,
      credits: charged,
      model: input.modelId,
      sources: input.sources,
    }),
  )
  await untilDatabaseAnswers(() =>
    repository.recordUsage({
      userId: input.request.userId,
      chatKind: input.chat.chatKind,
      keyword: input.chat.keyword,
      threadId: input.threadId,
      model: input.modelId,
      usage,
      chargedTokens: charged,
      idempotencyKey: `turn:${input.assistantMessageId}`,
    }),
  )
  webhookMessageCompleted(db, {
    tenantId: input.request.tenantId,
    threadId: input.threadId,
    chatKind: input.chat.chatKind,
    keyword: input.chat.keyword,
    messageId: input.assistantMessageId,
    status: outcome.status,
    model: input.modelId,
    usage,
    credits: charged,
  })
  return charged
}

/** Waits before each new attempt to store a turn's outcome: about 8 s in all. */
const STORE_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 2000, 2000]

/**
 * The reply has been produced and shown: if the database is restarting at that moment, wait for
 * it rather than lose the reply and its charge (the thread would show a reply "being written"
 * until the reservation expired). Settling again returns the first settlement and storing the
 * reply again writes the same row; recording the usage again writes nothing (its key is the
 * reply's id), so nothing is counted twice.
 */
async function untilDatabaseAnswers<T>(step: () => Promise<T>): Promise<T> {
  for (const delay of STORE_RETRY_DELAYS_MS) {
    try {
      return await step()
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
  return step()
}
