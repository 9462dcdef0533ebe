/**
 * The SQL behind a chat's dashboard. Every query filters by tenant, chat (kind + keyword) and
 * the range's first Japan day, and by user when the viewer may only see their own data. Days are
 * Japan (Asia/Tokyo) days everywhere; tokens come from the per-user usage rollup
 * (db/schema/usage-rollups.ts) rather than every model call. The same SQL runs on PGlite and
 * PostgreSQL (one dialect, ADR 001).
 */
import { type AnyColumn, and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { messages, threads, usageRollupByUserChatModel, user } from '#db/schema'
import type { CatalogueRouteKind } from '../../features/home/chat-paths.shared'
import { dayText, rollupSums } from '../usage/usage-queries.server'

export interface DashboardFilter {
  tenantId: string
  chatKind: CatalogueRouteKind
  keyword: string
  /** The first instant of the range (midnight in Japan). */
  from: Date
  /** The same, as the Japan day `YYYY-MM-DD` the rollups are keyed by. */
  fromDay: string
  /** Set when the viewer sees only their own data. */
  userId?: string
}

/** How many questions the top lists show. */
export const TOP_QUESTION_LIMIT = 10
/** Questions are grouped on (and shown with) at most this many characters. */
export const QUESTION_PREFIX_LENGTH = 200

const dayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`

/** The same question typed with other spacing counts as the same question. */
export const normalisedQuestion = sql<string>`left(btrim(regexp_replace(${messages.content}, '\\s+', ' ', 'g')), ${sql.raw(String(QUESTION_PREFIX_LENGTH))})`

function threadsOfChat(filter: DashboardFilter) {
  return and(
    eq(threads.tenantId, filter.tenantId),
    eq(threads.chatKind, filter.chatKind),
    eq(threads.keyword, filter.keyword),
    filter.userId ? eq(threads.userId, filter.userId) : undefined,
  )
}

/** Threads started per day (deleted ones too: the activity happened). */
export async function threadsPerDay(db: Db, filter: DashboardFilter) {
  const day = dayOf(threads.createdAt)
  return db
    .select({ day, threads: count().mapWith(Number) })
    .from(threads)
    .where(and(threadsOfChat(filter), gte(threads.createdAt, filter.from)))
    .groupBy(day)
}

/** Messages per day, the user's questions and all messages (questions and replies). */
export async function messagesPerDay(db: Db, filter: DashboardFilter) {
  const day = dayOf(messages.createdAt)
  return db
    .select({
      day,
      messages: count().mapWith(Number),
      questions: sql<number>`count(*) filter (where ${messages.role} = 'user')`.mapWith(Number),
    })
    .from(messages)
    .innerJoin(threads, and(eq(threads.tenantId, messages.tenantId), eq(threads.id, messages.threadId)))
    .where(
      and(
        threadsOfChat(filter),
        eq(messages.tenantId, filter.tenantId),
        gte(messages.createdAt, filter.from),
      ),
    )
    .groupBy(day)
}

const usage = usageRollupByUserChatModel

function usageOfChat(filter: DashboardFilter) {
  return and(
    eq(usage.tenantId, filter.tenantId),
    eq(usage.chatKind, filter.chatKind),
    eq(usage.keyword, filter.keyword),
    gte(usage.day, filter.fromDay),
    filter.userId ? eq(usage.userId, filter.userId) : undefined,
  )
}

const sums = rollupSums(usage)

/** Per Japan day: the model's tokens (input, output, total) and the credits the ledger took. */
export async function tokensPerDay(db: Db, filter: DashboardFilter) {
  return db
    .select({ day: dayText(usage.day), ...sums })
    .from(usage)
    .where(usageOfChat(filter))
    .groupBy(usage.day)
}

/**
 * Tokens and credits per user, most tokens first. The user may have left the tenant (their usage
 * stays counted): only the user of this tenant is joined, so another tenant's user never lends a name.
 */
export async function tokensPerUser(db: Db, filter: DashboardFilter) {
  return db
    .select({ userId: usage.userId, name: user.name, email: user.email, ...sums })
    .from(usage)
    .leftJoin(user, and(eq(user.id, usage.userId), eq(user.tenantId, filter.tenantId)))
    .where(usageOfChat(filter))
    .groupBy(usage.userId, user.name, user.email)
    .orderBy(desc(sums.tokens), usage.userId)
}

/** The questions asked most often in live threads (a deleted thread's text is no longer shown). */
export async function topQuestions(db: Db, filter: DashboardFilter) {
  const asked = count().mapWith(Number)
  return db
    .select({
      question: normalisedQuestion,
      count: asked,
      lastAskedAt: sql<string>`max(${messages.createdAt})`.mapWith((value) => new Date(value).toISOString()),
    })
    .from(messages)
    .innerJoin(threads, and(eq(threads.tenantId, messages.tenantId), eq(threads.id, messages.threadId)))
    .where(
      and(
        threadsOfChat(filter),
        isNull(threads.deletedAt),
        eq(messages.tenantId, filter.tenantId),
        eq(messages.role, 'user'),
        gte(messages.createdAt, filter.from),
      ),
    )
    .groupBy(normalisedQuestion)
    .orderBy(desc(asked), desc(sql`max(${messages.createdAt})`))
    .limit(TOP_QUESTION_LIMIT)
}

/**
 * FAQ chats: questions whose reply was grounded in no FAQ entry. A FAQ reply stores the entries
 * it used in `sources` (app/server/chat/chat-turn.server.ts), an empty array when retrieval
 * found nothing and the reply said so; a reply still streaming is not judged yet.
 */
export async function unansweredQuestions(db: Db, filter: DashboardFilter) {
  const result = await db.execute(sql`
    select ${normalisedQuestion} as question,
           count(*)::int as count,
           max(${messages.createdAt}) as last_asked_at
    from ${messages}
    join ${threads} on ${threads.tenantId} = ${messages.tenantId} and ${threads.id} = ${messages.threadId}
    cross join lateral (
      select reply.sources, reply.status
      from ${messages} reply
      where reply.tenant_id = ${messages.tenantId}
        and reply.thread_id = ${messages.threadId}
        and reply.role = 'assistant'
        and reply.created_at > ${messages.createdAt}
      order by reply.created_at
      limit 1
    ) next_reply
    where ${threadsOfChat(filter)}
      and ${threads.deletedAt} is null
      and ${messages.tenantId} = ${filter.tenantId}
      and ${messages.role} = 'user'
      and ${messages.createdAt} >= ${filter.from.toISOString()}
      and next_reply.status <> 'streaming'
      and coalesce(jsonb_array_length(case when jsonb_typeof(next_reply.sources) = 'array'
                                           then next_reply.sources end), 0) = 0
    group by 1
    order by count(*) desc, max(${messages.createdAt}) desc
    limit ${TOP_QUESTION_LIMIT}
  `)
  return rowsOf<{ question: string; count: number | string; last_asked_at: string | Date }>(result).map(
    (row) => ({
      question: row.question,
      count: Number(row.count),
      lastAskedAt: new Date(row.last_asked_at).toISOString(),
    }),
  )
}
