/**
 * The SQL behind `/usageSituation` and its CSV export. Every query filters by tenant and by the
 * range's instants [start, end), and by user when the viewer may see only their own usage. Days
 * are Japan days: JST is UTC+9 all year, so a fixed offset needs no time-zone database.
 */
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { tokenLedger, usageEvents, user } from '../../../db/schema'

export interface UsageFilter {
  tenantId: string
  start: Date
  end: Date
  /** Set when the viewer sees only their own usage. */
  userId?: string
}

const tokyoDayOf = (column: SQL | typeof usageEvents.occurredAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`

function eventsIn(filter: UsageFilter) {
  return and(
    eq(usageEvents.tenantId, filter.tenantId),
    gte(usageEvents.occurredAt, filter.start),
    lt(usageEvents.occurredAt, filter.end),
    filter.userId ? eq(usageEvents.userId, filter.userId) : undefined,
  )
}

const sums = {
  tokens: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number),
  charged: sql<number>`coalesce(sum(${usageEvents.chargedTokens}), 0)`.mapWith(Number),
  turns: sql<number>`count(*)`.mapWith(Number),
}

export function usageByDay(db: Db, filter: UsageFilter) {
  const day = tokyoDayOf(usageEvents.occurredAt)
  return db
    .select({ day, ...sums })
    .from(usageEvents)
    .where(eventsIn(filter))
    .groupBy(day)
}

/** Only this tenant's user lends a name: a user of another tenant with the same id never shows. */
export function usageByUser(db: Db, filter: UsageFilter) {
  return db
    .select({ userId: usageEvents.userId, name: user.name, email: user.email, ...sums })
    .from(usageEvents)
    .leftJoin(user, and(eq(user.id, usageEvents.userId), eq(user.tenantId, filter.tenantId)))
    .where(eventsIn(filter))
    .groupBy(usageEvents.userId, user.name, user.email)
    .orderBy(desc(sums.tokens), usageEvents.userId)
}

export function usageByChat(db: Db, filter: UsageFilter) {
  return db
    .select({ chatKind: usageEvents.chatKind, keyword: usageEvents.keyword, ...sums })
    .from(usageEvents)
    .where(eventsIn(filter))
    .groupBy(usageEvents.chatKind, usageEvents.keyword)
    .orderBy(desc(sums.tokens), usageEvents.chatKind, usageEvents.keyword)
}

export function usageByModel(db: Db, filter: UsageFilter) {
  return db
    .select({ model: usageEvents.model, ...sums })
    .from(usageEvents)
    .where(eventsIn(filter))
    .groupBy(usageEvents.model)
    .orderBy(desc(sums.tokens), usageEvents.model)
}

/** Every model call of the range, oldest first: the CSV export's rows. */
export function usageEventRows(db: Db, filter: UsageFilter) {
  return db
    .select({
      occurredAt: usageEvents.occurredAt,
      userId: usageEvents.userId,
      name: user.name,
      email: user.email,
      chatKind: usageEvents.chatKind,
      keyword: usageEvents.keyword,
      threadId: usageEvents.threadId,
      model: usageEvents.model,
      inputTokens: usageEvents.inputTokens,
      outputTokens: usageEvents.outputTokens,
      totalTokens: usageEvents.totalTokens,
      chargedTokens: usageEvents.chargedTokens,
    })
    .from(usageEvents)
    .leftJoin(user, and(eq(user.id, usageEvents.userId), eq(user.tenantId, filter.tenantId)))
    .where(eventsIn(filter))
    .orderBy(asc(usageEvents.occurredAt), asc(usageEvents.id))
}

/**
 * Ledger sums by kind over the range: what the tenant was charged (usage entries, negative) and
 * credited (plan grants, purchases, additional grants). A member's usage is the entries their
 * chat turns settled (`actor` = `user:<id>`, app/server/chat/chat-turn.server.ts).
 */
export async function ledgerSums(db: Db, filter: UsageFilter) {
  const rows = await db
    .select({
      kind: tokenLedger.kind,
      total: sql<number>`coalesce(sum(${tokenLedger.amount}), 0)`.mapWith(Number),
    })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.tenantId, filter.tenantId),
        gte(tokenLedger.createdAt, filter.start),
        lt(tokenLedger.createdAt, filter.end),
        filter.userId ? eq(tokenLedger.actor, `user:${filter.userId}`) : undefined,
      ),
    )
    .groupBy(tokenLedger.kind)
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.total ?? 0
  return {
    // 0 - x, not -x: no usage must read 0, not -0.
    charged: 0 - of('usage'),
    planGranted: of('plan_grant'),
    purchased: of('purchase'),
    additional: of('additional_grant'),
  }
}
