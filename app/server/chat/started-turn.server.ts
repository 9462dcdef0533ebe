/**
 * The two halves of storing a chat turn while its model is already thinking (issue 10,
 * docs/performance.md "Chat stream overhead"): `storeTurn` writes the thread and messages in as
 * few round trips as possible, and `startReply` sends the model's request at once, holding its
 * events until the turn, stored, reads them (`replyEvents`) or, not stored, stops them.
 */
import type { MaskedSpan } from '#app/features/pii-masking/masking.shared'
import type { Db } from '#db/client'
import type { ThreadSource } from '#db/schema'
import {
  type ChatReplyEvent,
  type StreamChatReplyOptions,
  streamChatReply,
} from '../ai/stream-chat-reply.server'
import { linkAttachments, moveAttachments } from '../knowledge/attachments.server'
import type { ChatDefinition } from './chat-definition.server'
import { type MessageRow, threadsRepository, titleFrom } from './threads.server'
import type { planTurn } from './turn-plan.server'

/** A promise awaited later: a rejection before then is not reported as unhandled. */
export function handledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {})
  return promise
}

/**
 * The thread (when new), the question (unless kept) and the empty reply: a new thread in one
 * statement; a continued one in a transaction, so the replaced messages go exactly when their
 * replacements arrive, with both messages in one INSERT. The question's attachments are linked
 * to it in the same transaction (an edited question keeps those of the one it replaces).
 */
export async function storeTurn(
  db: Db,
  tenantId: string,
  turn: {
    owner: {
      userId: string
      chatKind: ChatDefinition['chatKind']
      keyword: string
      source?: ThreadSource
      visitorId?: string
    }
    existing: { id: string } | undefined
    plan: ReturnType<typeof planTurn>
    /** The question as stored (masked when the tenant asks) and what was masked in it (ADR 034). */
    question: { content: string; maskedSpans: MaskedSpan[] }
    sentAt: Date
    /** Staged attachments of the asking user, already checked (attachments.server.ts). */
    attachmentIds: string[]
  },
) {
  const { owner, existing, plan, question, sentAt, attachmentIds } = turn
  const uploader = { tenantId, userId: owner.userId }
  const questionRow = {
    role: 'user' as const,
    content: question.content,
    status: 'complete' as const,
    createdAt: sentAt,
    maskedSpans: question.maskedSpans.length > 0 ? question.maskedSpans : null,
  }
  if (!existing) {
    const create = async (scopedDb: Db) => {
      const created = await threadsRepository(scopedDb, tenantId).createWithMessages(
        { ...owner, title: titleFrom(question.content) },
        [
          questionRow,
          { role: 'assistant', content: '', status: 'streaming', createdAt: new Date(sentAt.getTime() + 1) },
        ],
      )
      const [asked, reply] = created.messages as [MessageRow, MessageRow]
      return { threadId: created.thread.id, userMessageId: asked.id, assistantMessageId: reply.id }
    }
    // A new thread without files: no transaction needed, one statement stores it all.
    if (attachmentIds.length === 0) return create(db)
    return db.transaction(async (tx) => {
      const stored = await create(tx)
      await linkAttachments(tx, uploader, {
        ids: attachmentIds,
        threadId: stored.threadId,
        messageId: stored.userMessageId,
      })
      return stored
    })
  }
  return db.transaction(async (tx) => {
    const scoped = threadsRepository(tx, tenantId)
    await scoped.removeMessages(existing.id, plan.replacedIds)
    const kept = plan.keptUserMessage
    // A millisecond later, so the reply always sorts after its question.
    const replyAt = new Date(Math.max(sentAt.getTime(), kept?.createdAt.getTime() ?? 0) + 1)
    const replyRow = {
      role: 'assistant' as const,
      content: '',
      status: 'streaming' as const,
      createdAt: replyAt,
    }
    const rows = await scoped.addMessages(existing.id, kept ? [replyRow] : [questionRow, replyRow], {
      touch: true,
    })
    const userMessageId = kept?.id ?? (rows[0] as { id: string }).id
    const assistantMessageId = (rows[rows.length - 1] as { id: string }).id
    if (!kept) {
      await moveAttachments(tx, tenantId, {
        threadId: existing.id,
        fromMessageIds: plan.replacedIds,
        toMessageId: userMessageId,
      })
    }
    await linkAttachments(tx, uploader, {
      ids: attachmentIds,
      threadId: existing.id,
      messageId: userMessageId,
    })
    return { threadId: existing.id, userMessageId, assistantMessageId }
  })
}

/** The model's reply, asked for before the turn is stored; run() reads it, or discard() stops it. */
export interface StartedReply {
  events: AsyncGenerator<ChatReplyEvent, void>
  first: Promise<IteratorResult<ChatReplyEvent, void>>
  abort: AbortController
  discard(): Promise<void>
}

export function startReply(options: Omit<StreamChatReplyOptions, 'signal'>): StartedReply {
  const abort = new AbortController()
  const events = streamChatReply({ ...options, signal: abort.signal })
  // The first next() runs the generator up to its first event: the request leaves now.
  const first = handledLater(events.next())
  return {
    events,
    first,
    abort,
    async discard() {
      abort.abort()
      await first.catch(() => undefined)
      await events.return(undefined)
    },
  }
}

/**
 * The started reply's events, its first one included, stopped when `signal` aborts; leaving the
 * loop early ends the model's stream (as `for await` over streamChatReply itself did).
 */
export async function* replyEvents(reply: StartedReply, signal: AbortSignal | undefined) {
  const stop = () => reply.abort.abort(signal?.reason)
  signal?.addEventListener('abort', stop, { once: true })
  let done = false
  try {
    let step = await reply.first
    while (!step.done) {
      yield step.value
      step = await reply.events.next()
    }
    done = true
  } finally {
    signal?.removeEventListener('abort', stop)
    if (!done) await reply.events.return(undefined)
  }
}
