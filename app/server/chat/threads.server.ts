/**
 * Threads and messages of one tenant (DESIGN.md: every tenant-owned query filters by tenant_id).
 * A thread is visible only to its tenant, and a chat turn continues only its own user's thread:
 * anything else is "not found", never "forbidden", so ids of other tenants leak nothing.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import type { MaskedSpan } from '#app/features/pii-masking/masking.shared'
import { japanDate } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import {
  type MESSAGE_STATUSES,
  messages,
  type THREAD_CHAT_KINDS,
  type ThreadSource,
  threads,
  usageEvents,
} from '#db/schema'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.server'
import { deleteThreadAttachments } from '../knowledge/attachments.server'
import type { ReplySource } from '../knowledge/chat-grounding.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { isUnstorableText } from '../unstorable-text.server'

export type ThreadChatKind = (typeof THREAD_CHAT_KINDS)[number]
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]
export type ThreadRow = typeof threads.$inferSelect
export type MessageRow = typeof messages.$inferSelect

/** The thread list shows this much of the first message as the title. */
export const TITLE_LENGTH = 40

/** A title a user types may be longer than the generated one. */
export const MAX_TITLE_LENGTH = 200

/** `%` and `_` in a search are meant literally. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

export function titleFrom(content: string): string {
  const line = content.trim().replace(/\s+/g, ' ')
  const characters = [...line]
  return characters.length > TITLE_LENGTH ? `${characters.slice(0, TITLE_LENGTH).join('')}…` : line
}

export function threadNotFound(id: string) {
  return new NotFoundError('errors.chat.threadNotFound', { id })
}

/** A message a turn stores: a user's carries what was masked in it (ADR 034). */
interface NewMessage {
  role: MessageRow['role']
  content: string
  status: MessageStatus
  createdAt: Date
  maskedSpans?: MaskedSpan[] | null
}

export interface TokenUsage {
  inputTokens: number
  outputTokens: number
  totalTokens: number
}

/** RETURNING does not promise the order of VALUES: the inserted rows matched to them by id. */
function inOrderOf(values: { id: string }[], rows: MessageRow[]): MessageRow[] {
  return values.map((value) => {
    const row = rows.find((candidate) => candidate.id === value.id)
    if (!row) throw new Error('message insert returned too few rows')
    return row
  })
}

export function threadsRepository(db: Db, tenantIdInput: string) {
  const tenantId = requireTenantId(tenantIdInput)
  const visible = (id: string) =>
    and(eq(threads.tenantId, tenantId), eq(threads.id, id), isNull(threads.deletedAt))

  return {
    tenantId,
    async create(input: { userId: string; chatKind: ThreadChatKind; keyword: string; title: string }) {
      const [row] = await db
        .insert(threads)
        .values({ tenantId, id: randomUUID(), ...input })
        .returning()
      if (!row) throw new Error('thread insert returned no row')
      return row
    },
    /** A live thread of this tenant, or undefined. */
    async find(id: string): Promise<ThreadRow | undefined> {
      // An id the database cannot hold (a NUL) names no thread; asking would be a query error.
      if (isUnstorableText(id)) return undefined
      const [row] = await db.select().from(threads).where(visible(id))
      return row
    },
    /** The thread a user continues: theirs, in this chat, not deleted; else 404. */
    async requireOwn(
      id: string,
      owner: {
        userId: string
        chatKind: ThreadChatKind
        keyword: string
        source?: ThreadSource
        visitorId?: string
      },
    ) {
      if (isUnstorableText(id)) throw threadNotFound(id)
      const [row] = await db
        .select()
        .from(threads)
        .where(
          and(
            visible(id),
            eq(threads.userId, owner.userId),
            eq(threads.chatKind, owner.chatKind),
            eq(threads.keyword, owner.keyword),
            // A widget's visitors share its service user: each continues only their own threads.
            owner.visitorId === undefined ? undefined : eq(threads.visitorId, owner.visitorId),
            // The API continues only its own threads, never one of the screens' (and the reverse).
            owner.source === undefined ? undefined : eq(threads.source, owner.source),
          ),
        )
      if (!row) throw threadNotFound(id)
      return row
    },
    messages(threadId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.tenantId, tenantId), eq(messages.threadId, threadId)))
        .orderBy(asc(messages.createdAt), asc(messages.role))
    },
    async addMessage(input: {
      threadId: string
      role: MessageRow['role']
      content: string
      status: MessageStatus
      createdAt?: Date
    }): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({ tenantId, id: randomUUID(), ...input })
        .returning()
      if (!row) throw new Error('message insert returned no row')
      await db
        .update(threads)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(threads.tenantId, tenantId), eq(threads.id, input.threadId)))
      return row
    },
    /**
     * A new thread with its first messages in one statement (a data-modifying WITH: all or
     * nothing, one round trip instead of a transaction's four). The messages' foreign key is
     * checked at the end of the statement, when the thread is there.
     */
    async createWithMessages(
      input: {
        userId: string
        chatKind: ThreadChatKind
        keyword: string
        title: string
        source?: ThreadSource
        visitorId?: string
      },
      inputs: NewMessage[],
    ): Promise<{ thread: { id: string }; messages: MessageRow[] }> {
      const threadId = randomUUID()
      const newThread = db.$with('new_thread').as(
        db
          .insert(threads)
          .values({ tenantId, id: threadId, ...input })
          .returning({ id: threads.id }),
      )
      const values = inputs.map((message) => ({ tenantId, id: randomUUID(), threadId, ...message }))
      const rows = await db.with(newThread).insert(messages).values(values).returning()
      return { thread: { id: threadId }, messages: inOrderOf(values, rows) }
    },
    /**
     * Several messages of one thread in one statement (a turn's question and its reply: one
     * round trip instead of four, docs/performance.md "Chat stream overhead"). `touch: false`
     * when the thread was created in the same transaction (its updatedAt is already now()).
     */
    async addMessages(
      threadId: string,
      inputs: NewMessage[],
      options: { touch: boolean },
    ): Promise<MessageRow[]> {
      const values = inputs.map((input) => ({ tenantId, id: randomUUID(), threadId, ...input }))
      const rows = await db.insert(messages).values(values).returning()
      if (options.touch) {
        await db
          .update(threads)
          .set({ updatedAt: sql`now()` })
          .where(and(eq(threads.tenantId, tenantId), eq(threads.id, threadId)))
      }
      return inOrderOf(values, rows)
    },
    /**
     * Removes messages a regenerate or edit replaces. All or none: when one is already gone,
     * another request replaced it first, and this one is refused (its transaction rolls back).
     */
    async removeMessages(threadId: string, ids: string[]) {
      if (ids.length === 0) return
      const removed = await db
        .delete(messages)
        .where(
          and(eq(messages.tenantId, tenantId), eq(messages.threadId, threadId), inArray(messages.id, ids)),
        )
        .returning({ id: messages.id })
      if (removed.length !== ids.length) {
        throw new ConflictError('errors.chat.alreadyReplaced')
      }
    },
    /** Writes the end of a reply: its text (partial or not), status, usage and sources. */
    async finishMessage(
      id: string,
      outcome: {
        content: string
        status: MessageStatus
        /** Why it failed: a chat.replyErrors key with its values (storedReplyError). */
        errorMessage?: string
        usage: TokenUsage
        /** What the ledger charged for the reply, in credits. */
        credits: number
        model: string
        sources?: ReplySource[]
      },
    ) {
      await db
        .update(messages)
        .set({
          content: outcome.content,
          status: outcome.status,
          errorMessage: outcome.errorMessage ?? null,
          inputTokens: outcome.usage.inputTokens,
          outputTokens: outcome.usage.outputTokens,
          totalTokens: outcome.usage.totalTokens,
          credits: outcome.credits,
          model: outcome.model,
          sources: outcome.sources ?? null,
        })
        .where(and(eq(messages.tenantId, tenantId), eq(messages.id, id)))
    },
    /**
     * A user's live threads started on the site's screens, newest activity first (threads of the
     * `/v1` API stay out of the sidebar); `query` matches the title or any message (a substring,
     * case-insensitive: Japanese has no words to split on).
     */
    list(filter: {
      userId: string
      chatKind?: ThreadChatKind
      keyword?: string
      query?: string
      limit?: number
    }) {
      const pattern = filter.query?.trim() ? `%${escapeLike(filter.query.trim())}%` : undefined
      return db
        .select()
        .from(threads)
        .where(
          and(
            eq(threads.tenantId, tenantId),
            eq(threads.userId, filter.userId),
            isNull(threads.deletedAt),
            eq(threads.source, 'app'),
            filter.chatKind ? eq(threads.chatKind, filter.chatKind) : undefined,
            filter.keyword ? eq(threads.keyword, filter.keyword) : undefined,
            pattern
              ? or(
                  ilike(threads.title, pattern),
                  exists(
                    db
                      .select({ id: messages.id })
                      .from(messages)
                      .where(
                        and(
                          eq(messages.tenantId, tenantId),
                          eq(messages.threadId, threads.id),
                          ilike(messages.content, pattern),
                        ),
                      ),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(threads.updatedAt), desc(threads.id))
        .limit(Math.min(Math.max(filter.limit ?? 50, 1), 200))
    },
    async rename(id: string, userId: string, titleInput: string) {
      const title = titleInput.trim()
      if (!title || [...title].length > MAX_TITLE_LENGTH) {
        throw new InvalidInputError('errors.chat.titleLength', { max: MAX_TITLE_LENGTH })
      }
      const renamed = await db
        .update(threads)
        .set({ title, updatedAt: sql`now()` })
        .where(and(visible(id), eq(threads.userId, userId)))
        .returning()
      if (!renamed[0]) throw threadNotFound(id)
      return renamed[0]
    },
    /**
     * Soft delete: gone from the lists; usage already charged stays charged (no refund). Its
     * attachments are deleted for real in the same transaction: files belong to their thread.
     */
    async softDelete(id: string, userId: string) {
      await db.transaction(async (tx) => {
        const deleted = await tx
          .update(threads)
          .set({ deletedAt: sql`now()` })
          .where(and(visible(id), eq(threads.userId, userId)))
          .returning({ id: threads.id })
        if (deleted.length === 0) throw threadNotFound(id)
        await deleteThreadAttachments(tx, tenantId, id)
      })
    },
    /**
     * Records one model call's usage once: a retried write (the database answered after its
     * commit was lost) finds the same key and counts nothing twice, in the events or the rollups.
     * Returns whether this call wrote the event.
     */
    async recordUsage(input: {
      userId: string
      chatKind: ThreadChatKind
      keyword: string
      threadId: string
      model: string
      usage: TokenUsage
      chargedTokens: number
      /** One per model call, unique in the tenant (a chat turn's is `turn:<assistant message id>`). */
      idempotencyKey: string
      occurredAt?: Date
    }): Promise<boolean> {
      const occurredAt = input.occurredAt ?? new Date()
      const written = await db
        .insert(usageEvents)
        .values({
          tenantId,
          userId: input.userId,
          chatKind: input.chatKind,
          keyword: input.keyword,
          threadId: input.threadId,
          model: input.model,
          day: japanDate(occurredAt),
          ...input.usage,
          chargedTokens: input.chargedTokens,
          idempotencyKey: input.idempotencyKey,
          occurredAt,
        })
        .onConflictDoNothing({ target: [usageEvents.tenantId, usageEvents.idempotencyKey] })
        .returning({ id: usageEvents.id })
      return written.length > 0
    },
    usageEvents() {
      return db.select().from(usageEvents).where(eq(usageEvents.tenantId, tenantId))
    },
  }
}
export type ThreadsRepository = ReturnType<typeof threadsRepository>
