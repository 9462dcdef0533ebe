/**
 * The feedback columns of the usage CSV (ADR 019): for each model call, the thumbs up and down
 * its reply received. A usage event names its thread, not its reply; the reply a call paid for
 * is the thread's latest reply written before the call was recorded (the turn stores the reply
 * first and records usage when the stream ends).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { messageFeedback, messages } from '#db/schema'

export interface FeedbackCounts {
  up: number
  down: number
}

interface RatedReply extends FeedbackCounts {
  createdAt: Date
}

export async function replyFeedbackByThread(
  db: Db,
  tenantId: string,
  threadIds: string[],
): Promise<Map<string, RatedReply[]>> {
  if (threadIds.length === 0) return new Map()
  const rows = await db
    .select({
      threadId: messages.threadId,
      createdAt: messages.createdAt,
      up: sql<number>`count(*) filter (where ${messageFeedback.rating} = 'up')::int`.mapWith(Number),
      down: sql<number>`count(*) filter (where ${messageFeedback.rating} = 'down')::int`.mapWith(Number),
    })
    .from(messages)
    .leftJoin(
      messageFeedback,
      and(eq(messageFeedback.tenantId, messages.tenantId), eq(messageFeedback.messageId, messages.id)),
    )
    .where(
      and(
        eq(messages.tenantId, tenantId),
        eq(messages.role, 'assistant'),
        inArray(messages.threadId, threadIds),
      ),
    )
    .groupBy(messages.threadId, messages.id, messages.createdAt)
    .orderBy(messages.createdAt)
  const byThread = new Map<string, RatedReply[]>()
  for (const row of rows) {
    const list = byThread.get(row.threadId) ?? []
    list.push({ createdAt: row.createdAt, up: row.up, down: row.down })
    byThread.set(row.threadId, list)
  }
  return byThread
}

/** The counts of the reply a call recorded at `occurredAt` in `threadId` paid for. */
export function feedbackOfCall(
  replies: Map<string, RatedReply[]>,
  threadId: string | null,
  occurredAt: Date,
): FeedbackCounts {
  const reply = threadId
    ? replies.get(threadId)?.findLast((candidate) => candidate.createdAt <= occurredAt)
    : undefined
  return { up: reply?.up ?? 0, down: reply?.down ?? 0 }
}
