/**
 * "Questions to improve" of an FAQ chat, for the system administrator who edits the catalogue:
 * the questions its FAQ could not answer and the replies users rated thumbs-down, in every
 * tenant that uses the chat, newest first. Each can become an FAQ entry (faq-draft.server.ts).
 * Tenant dashboards show the same two lists per tenant (app/server/dashboards/), but only to the
 * tenant's members; the catalogue is edited here.
 */
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { improveRangeDays } from '#app/features/admin-catalogue/faq-improve-range.shared'
import type { FeedbackReason } from '#app/features/chat/feedback.shared'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { chats, messageFeedback, messages, tenants, threads } from '#db/schema'
import { faqRetrievalOptions, loadFaqEntries } from '../../chat/chat-definition.server'
import { normalisedQuestion } from '../../dashboards/dashboard-queries.server'
import { createFaqIndex } from '../../faq/retrieval.shared'
import { requireChat } from './admin-chats.server'
import { parseFields } from './catalogue-input.server'

/** How many of each kind the console lists. */
export const IMPROVE_LIST_LIMIT = 50
const ANSWER_PREFIX_LENGTH = 400

interface CandidateBase {
  tenantId: string
  tenantName: string
  question: string
  /** When it was last asked (unanswered) or rated (thumbs-down), ISO. */
  at: string
}

export type ImproveCandidate =
  | (CandidateBase & {
      kind: 'unanswered'
      /** Times the tenant's members asked it in the range. */
      count: number
      /** The FAQ as it is now answers it: an entry made since covers it. */
      answeredNow: boolean
    })
  | (CandidateBase & {
      kind: 'downvote'
      messageId: string
      /** The beginning of the reply that was rated. */
      answer: string
      reason: FeedbackReason | null
      comment: string | null
    })

const inputSchema = z.object({
  chatId: z.string().min(1).max(100),
  days: z
    .unknown()
    .optional()
    .transform((value) => improveRangeDays(value)),
})

/** The questions of this chat whose reply was grounded in no FAQ entry (as the dashboards count them). */
async function unanswered(db: Db, keyword: string, from: Date) {
  const result = await db.execute(sql`
    select ${messages.tenantId} as tenant_id, ${tenants.name} as tenant_name,
           ${normalisedQuestion} as question, count(*)::int as count,
           max(${messages.createdAt}) as at
    from ${messages}
    join ${threads} on ${threads.tenantId} = ${messages.tenantId} and ${threads.id} = ${messages.threadId}
    join ${tenants} on ${tenants.id} = ${messages.tenantId}
    cross join lateral (
      select reply.sources, reply.status from ${messages} reply
      where reply.tenant_id = ${messages.tenantId} and reply.thread_id = ${messages.threadId}
        and reply.role = 'assistant' and reply.created_at > ${messages.createdAt}
      order by reply.created_at limit 1
    ) next_reply
    where ${threads.chatKind} = 'faqchat' and ${threads.keyword} = ${keyword} and ${threads.deletedAt} is null
      and ${messages.role} = 'user' and ${messages.createdAt} >= ${from.toISOString()}
      and next_reply.status <> 'streaming'
      and coalesce(jsonb_array_length(case when jsonb_typeof(next_reply.sources) = 'array'
                                           then next_reply.sources end), 0) = 0
    group by 1, 2, 3
    order by max(${messages.createdAt}) desc, 1, 3
    limit ${IMPROVE_LIST_LIMIT}
  `)
  return rowsOf<{
    tenant_id: string
    tenant_name: string
    question: string
    count: number | string
    at: string | Date
  }>(result)
}

/** Thumbs-down on this chat's replies, with the question just before each reply. */
async function downvotes(db: Db, keyword: string, from: Date) {
  const result = await db.execute(sql`
    select ${messageFeedback.tenantId} as tenant_id, ${tenants.name} as tenant_name,
           ${messages.id} as message_id, left(${messages.content}, ${ANSWER_PREFIX_LENGTH}) as answer,
           (select question.content from ${messages} question
             where question.tenant_id = ${messages.tenantId} and question.thread_id = ${messages.threadId}
               and question.role = 'user' and question.created_at < ${messages.createdAt}
             order by question.created_at desc limit 1) as question,
           ${messageFeedback.reason} as reason, ${messageFeedback.comment} as comment,
           ${messageFeedback.updatedAt} as at
    from ${messageFeedback}
    join ${messages} on ${messages.tenantId} = ${messageFeedback.tenantId} and ${messages.id} = ${messageFeedback.messageId}
    join ${threads} on ${threads.tenantId} = ${messages.tenantId} and ${threads.id} = ${messages.threadId}
    join ${tenants} on ${tenants.id} = ${messageFeedback.tenantId}
    where ${threads.chatKind} = 'faqchat' and ${threads.keyword} = ${keyword} and ${threads.deletedAt} is null
      and ${messageFeedback.rating} = 'down' and ${messageFeedback.updatedAt} >= ${from.toISOString()}
    order by ${messageFeedback.updatedAt} desc, ${messages.id}
    limit ${IMPROVE_LIST_LIMIT}
  `)
  return rowsOf<{
    tenant_id: string
    tenant_name: string
    message_id: string
    answer: string
    question: string | null
    reason: FeedbackReason | null
    comment: string | null
    at: string | Date
  }>(result)
}

/**
 * An FAQ chat's questions to improve over the last `days` (7, 30 or 90; 30 otherwise), newest
 * first, each unanswered question marked when the FAQ as it is now would answer it.
 */
export async function listImproveCandidates(db: Db, input: unknown, now = new Date()) {
  const { chatId, days } = parseFields(inputSchema, input)
  const chat = await requireChat(db, chatId, ['faq'])
  const from = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const [unansweredRows, downvoteRows, entries, [stored]] = await Promise.all([
    unanswered(db, chat.keyword, from),
    downvotes(db, chat.keyword, from),
    loadFaqEntries(db, chat.id),
    db.select({ settings: chats.settings }).from(chats).where(eq(chats.id, chat.id)),
  ])
  const index = createFaqIndex(entries)
  const options = faqRetrievalOptions(stored?.settings)
  const candidates: ImproveCandidate[] = [
    ...unansweredRows.map((row) => ({
      kind: 'unanswered' as const,
      tenantId: row.tenant_id,
      tenantName: row.tenant_name,
      question: row.question,
      at: new Date(row.at).toISOString(),
      count: Number(row.count),
      answeredNow: index.rank(row.question, options).answered,
    })),
    ...downvoteRows.map((row) => ({
      kind: 'downvote' as const,
      tenantId: row.tenant_id,
      tenantName: row.tenant_name,
      question: row.question ?? '',
      at: new Date(row.at).toISOString(),
      messageId: row.message_id,
      answer: row.answer,
      reason: row.reason,
      comment: row.comment,
    })),
  ]
  candidates.sort((left, right) => right.at.localeCompare(left.at))
  return { days, candidates }
}
