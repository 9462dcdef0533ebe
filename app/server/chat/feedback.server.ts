/**
 * Feedback on replies (ADR 019): `POST /api/messages/{id}/feedback` stores the caller's rating
 * of one assistant reply, replacing the one they gave before; the thread API returns it with
 * each message. A message is rateable by whoever may read it (a member of its tenant, its
 * thread not deleted, as `GET /api/threads/{id}`): anything else is 404, never 403.
 */
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { messageFeedback, messages, threads } from '#db/schema'
import {
  type FeedbackBody,
  feedbackBodySchema,
  MAX_FEEDBACK_COMMENT_LENGTH,
  type MessageFeedbackView,
} from '../../features/chat/feedback.shared'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { webhookFeedbackCreated } from '../webhooks/webhook-event-points.server'
import { jsonResponse, tenantBodyHandler } from './chat-http.server'

type FeedbackRow = typeof messageFeedback.$inferSelect

export function feedbackJson(row: FeedbackRow): MessageFeedbackView {
  return {
    messageId: row.messageId,
    rating: row.rating,
    reason: row.reason,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function messageNotFound(id: string) {
  // Echo only what looks like an id: never a caller's arbitrary text.
  const shown = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? ` "${id}"` : ''
  return new NotFoundError('errors.chat.messageNotFound', { shown })
}

/** Stores `userId`'s feedback on a reply of `tenantId`; 404 when they cannot read it. */
export async function saveMessageFeedback(
  db: Db,
  tenantIdInput: string,
  userId: string,
  messageId: string,
  body: FeedbackBody,
): Promise<MessageFeedbackView> {
  const tenantId = requireTenantId(tenantIdInput)
  const [message] = await db
    .select({ role: messages.role, threadId: messages.threadId })
    .from(messages)
    .innerJoin(threads, and(eq(threads.tenantId, messages.tenantId), eq(threads.id, messages.threadId)))
    .where(and(eq(messages.tenantId, tenantId), eq(messages.id, messageId), isNull(threads.deletedAt)))
  if (!message) throw messageNotFound(messageId)
  if (message.role !== 'assistant') {
    throw new InvalidInputError('errors.chat.onlyRepliesRated')
  }
  const values = {
    rating: body.rating,
    // A thumbs-up has no reason; changing to it clears the one a thumbs-down had.
    reason: body.rating === 'down' ? (body.reason ?? null) : null,
    comment: body.comment?.trim() || null,
  }
  const [row] = await db
    .insert(messageFeedback)
    .values({ tenantId, messageId, userId, ...values })
    .onConflictDoUpdate({
      target: [messageFeedback.tenantId, messageFeedback.messageId, messageFeedback.userId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning({ ...getTableColumns(messageFeedback), replaced: sql<boolean>`xmax <> 0` })
  if (!row) throw new Error('feedback upsert returned no row')
  // xmax is set when the upsert replaced an earlier rating (the row was updated, not inserted).
  webhookFeedbackCreated(db, { ...row, threadId: message.threadId, at: row.updatedAt })
  return feedbackJson(row)
}

/** The ids of a thread's replies: only they can carry feedback. */
export function replyIds(rows: { id: string; role: string }[]): string[] {
  return rows.filter((row) => row.role === 'assistant').map((row) => row.id)
}

/** `userId`'s feedback on the given messages of `tenantId`, by message id. */
export async function feedbackOfUser(
  db: Db,
  tenantIdInput: string,
  userId: string,
  messageIds: string[],
): Promise<Map<string, MessageFeedbackView>> {
  const tenantId = requireTenantId(tenantIdInput)
  if (messageIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(messageFeedback)
    .where(
      and(
        eq(messageFeedback.tenantId, tenantId),
        eq(messageFeedback.userId, userId),
        inArray(messageFeedback.messageId, messageIds),
      ),
    )
  return new Map(rows.map((row) => [row.messageId, feedbackJson(row)]))
}

export const handleMessageFeedback = tenantBodyHandler<{ id: string }, typeof feedbackBodySchema>(
  {
    schema: feedbackBodySchema,
    refusal: { key: 'errors.http.feedbackInput', params: { max: MAX_FEEDBACK_COMMENT_LENGTH } },
  },
  async (caller, { params, dependencies, body }) => {
    const db = await dependencies.getDb()
    const feedback = await saveMessageFeedback(db, caller.tenantId, caller.userId, params.id, body)
    return jsonResponse(200, { feedback })
  },
)
