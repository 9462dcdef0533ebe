/**
 * Feedback on a chat's replies for its dashboard (ADR 019): how many thumbs up and down were
 * given in the period (by when the rating was last set) and the thumbs-down with the question,
 * the reply, the reason and the comment. Satisfaction is up / (up + down); null without ratings.
 * A viewer who sees only their own data sees only their own ratings.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { messageFeedback, messages, threads } from '#db/schema'
import type { FeedbackReason } from '../../features/chat/feedback.shared'
import type { DashboardFilter } from './dashboard-queries.server'

/** How many thumbs-down the dashboard lists (newest first). */
export const DOWNVOTE_LIST_LIMIT = 50
/** A long reply is shown by its beginning; the thread holds the rest. */
const ANSWER_PREFIX_LENGTH = 400

export interface DownvoteRow {
  messageId: string
  threadId: string
  question: string
  answer: string
  reason: FeedbackReason | null
  comment: string | null
  ratedAt: string
}

export interface FeedbackSummary {
  up: number
  down: number
  /** up / (up + down), 0..1; null when no reply was rated in the period. */
  satisfaction: number | null
  downvotes: DownvoteRow[]
}

export function satisfactionOf(up: number, down: number): number | null {
  return up + down === 0 ? null : up / (up + down)
}

function ratedInChat(filter: DashboardFilter) {
  return sql`${messageFeedback.tenantId} = ${filter.tenantId}
    and ${threads.chatKind} = ${filter.chatKind}
    and ${threads.keyword} = ${filter.keyword}
    and ${messageFeedback.updatedAt} >= ${filter.from.toISOString()}
    ${filter.userId ? sql`and ${messageFeedback.userId} = ${filter.userId}` : sql``}`
}

const ratedReplies = sql`${messageFeedback}
  join ${messages} on ${messages.tenantId} = ${messageFeedback.tenantId} and ${messages.id} = ${messageFeedback.messageId}
  join ${threads} on ${threads.tenantId} = ${messages.tenantId} and ${threads.id} = ${messages.threadId}`

export async function feedbackSummary(db: Db, filter: DashboardFilter): Promise<FeedbackSummary> {
  const [counts, downvotes] = await Promise.all([
    db.execute(sql`
      select count(*) filter (where ${messageFeedback.rating} = 'up')::int as up,
             count(*) filter (where ${messageFeedback.rating} = 'down')::int as down
      from ${ratedReplies}
      where ${ratedInChat(filter)}
    `),
    // The question is the user's message just before the reply in its thread. A deleted
    // thread's text is no longer shown (as the top questions), its rating still counts.
    db.execute(sql`
      select ${messages.id} as message_id,
             ${threads.id} as thread_id,
             left(${messages.content}, ${ANSWER_PREFIX_LENGTH}) as answer,
             (select question.content from ${messages} question
               where question.tenant_id = ${messages.tenantId}
                 and question.thread_id = ${messages.threadId}
                 and question.role = 'user'
                 and question.created_at < ${messages.createdAt}
               order by question.created_at desc
               limit 1) as question,
             ${messageFeedback.reason} as reason,
             ${messageFeedback.comment} as comment,
             ${messageFeedback.updatedAt} as rated_at
      from ${ratedReplies}
      where ${ratedInChat(filter)}
        and ${messageFeedback.rating} = 'down'
        and ${threads.deletedAt} is null
      order by ${messageFeedback.updatedAt} desc, ${messages.id}
      limit ${DOWNVOTE_LIST_LIMIT}
    `),
  ])
  const [count] = rowsOf<{ up: number | string; down: number | string }>(counts)
  const up = Number(count?.up ?? 0)
  const down = Number(count?.down ?? 0)
  return {
    up,
    down,
    satisfaction: satisfactionOf(up, down),
    downvotes: rowsOf<{
      message_id: string
      thread_id: string
      answer: string
      question: string | null
      reason: FeedbackReason | null
      comment: string | null
      rated_at: string | Date
    }>(downvotes).map((row) => ({
      messageId: row.message_id,
      threadId: row.thread_id,
      question: row.question ?? '',
      answer: row.answer,
      reason: row.reason,
      comment: row.comment,
      ratedAt: new Date(row.rated_at).toISOString(),
    })),
  }
}
