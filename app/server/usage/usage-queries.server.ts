/**
 * The SQL behind `/usageSituation` and its CSV export. Every query filters by tenant and by the
 * range, and by user when the viewer may see only their own usage. The sums come from the
 * rollups by Japan day (db/schema/usage-rollups.ts, kept equal to the raw rows by triggers), so
 * the page reads a few hundred rows however many model calls the range holds; only the CSV
 * export reads the raw events (one line per call). A range is whole Japan days, so summing the
 * days of the range equals summing the events of its instants.
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '#db/client'
import {
  ledgerRollupDaily,
  usageEvents,
  usageRollupByChatModel,
  usageRollupByUser,
  usageRollupByUserChatModel,
  user,
} from '#db/schema'

export interface UsageFilter {
  tenantId: string
  /** The range as Japan days, both included (what the rollups are keyed by). */
  from: string
  to: string
  /** The same range as instants [start, end): the raw events of the CSV export. */
  start: Date
  end: Date
  /** Set when the viewer sees only their own usage. */
  userId?: string
}

/** Model tokens as the provider counted them, and the credits the ledger charged for them. */
export interface UsageTotals {
  inputTokens: number
  outputTokens: number
  /** Input and output: the model's total. */
  tokens: number
  /** Credits (the ledger's unit, ADR 028). */
  charged: number
  turns: number
}

export const NO_USAGE: UsageTotals = { inputTokens: 0, outputTokens: 0, tokens: 0, charged: 0, turns: 0 }

/**
 * The summed columns every rollup has: the model's tokens as the provider counted them (input,
 * output, total) and the credits the ledger charged for them (`charged_tokens`, ADR 028).
 */
export function rollupSums(table: {
  turns: AnyPgColumn
  inputTokens: AnyPgColumn
  outputTokens: AnyPgColumn
  totalTokens: AnyPgColumn
  chargedTokens: AnyPgColumn
}) {
  return {
    inputTokens: sql<number>`coalesce(sum(${table.inputTokens}), 0)`.mapWith(Number),
    outputTokens: sql<number>`coalesce(sum(${table.outputTokens}), 0)`.mapWith(Number),
    tokens: sql<number>`coalesce(sum(${table.totalTokens}), 0)`.mapWith(Number),
    charged: sql<number>`coalesce(sum(${table.chargedTokens}), 0)`.mapWith(Number),
    turns: sql<number>`coalesce(sum(${table.turns}), 0)`.mapWith(Number),
  }
}

export const dayText = (column: AnyPgColumn) => sql<string>`to_char(${column}, 'YYYY-MM-DD')`

/**
 * The rollup with the fewest rows that can answer by day, chat or model: the whole tenant's
 * (no user column), or the viewer's own rows of the per-user one.
 */
function chatModelSource(filter: UsageFilter) {
  if (filter.userId) {
    const table = usageRollupByUserChatModel
    return {
      table,
      where: and(
        eq(table.tenantId, filter.tenantId),
        eq(table.userId, filter.userId),
        gte(table.day, filter.from),
        lte(table.day, filter.to),
      ),
    }
  }
  const table = usageRollupByChatModel
  return {
    table,
    where: and(eq(table.tenantId, filter.tenantId), gte(table.day, filter.from), lte(table.day, filter.to)),
  }
}

export function usageByDay(db: Db, filter: UsageFilter) {
  const { table, where } = chatModelSource(filter)
  const day = dayText(table.day)
  return db
    .select({ day, ...rollupSums(table) })
    .from(table)
    .where(where)
    .groupBy(table.day)
}

/** Only this tenant's user lends a name: a user of another tenant with the same id never shows. */
export function usageByUser(db: Db, filter: UsageFilter) {
  const table = usageRollupByUser
  const sums = rollupSums(table)
  return db
    .select({ userId: table.userId, name: user.name, email: user.email, ...sums })
    .from(table)
    .leftJoin(user, and(eq(user.id, table.userId), eq(user.tenantId, filter.tenantId)))
    .where(
      and(
        eq(table.tenantId, filter.tenantId),
        gte(table.day, filter.from),
        lte(table.day, filter.to),
        filter.userId ? eq(table.userId, filter.userId) : undefined,
      ),
    )
    .groupBy(table.userId, user.name, user.email)
    .orderBy(desc(sums.tokens), table.userId)
}

export function usageByChat(db: Db, filter: UsageFilter) {
  const { table, where } = chatModelSource(filter)
  const sums = rollupSums(table)
  return db
    .select({ chatKind: table.chatKind, keyword: table.keyword, ...sums })
    .from(table)
    .where(where)
    .groupBy(table.chatKind, table.keyword)
    .orderBy(desc(sums.tokens), table.chatKind, table.keyword)
}

export function usageByModel(db: Db, filter: UsageFilter) {
  const { table, where } = chatModelSource(filter)
  const sums = rollupSums(table)
  return db
    .select({ model: table.model, ...sums })
    .from(table)
    .where(where)
    .groupBy(table.model)
    .orderBy(desc(sums.tokens), table.model)
}

function eventsIn(filter: UsageFilter) {
  return and(
    eq(usageEvents.tenantId, filter.tenantId),
    gte(usageEvents.occurredAt, filter.start),
    lt(usageEvents.occurredAt, filter.end),
    filter.userId ? eq(usageEvents.userId, filter.userId) : undefined,
  )
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
 * chat turns settled (`actor` = `user:<id>`, app/server/chat/chat-turn.server.ts). Read from the
 * ledger's daily rollup, which sums the same entries by Japan day.
 */
export async function ledgerSums(db: Db, filter: UsageFilter) {
  const table = ledgerRollupDaily
  const rows = await db
    .select({
      kind: table.kind,
      total: sql<number>`coalesce(sum(${table.amount}), 0)`.mapWith(Number),
    })
    .from(table)
    .where(
      and(
        eq(table.tenantId, filter.tenantId),
        gte(table.day, filter.from),
        lte(table.day, filter.to),
        filter.userId ? eq(table.actor, `user:${filter.userId}`) : undefined,
      ),
    )
    .groupBy(table.kind)
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.total ?? 0
  return {
    // 0 - x, not -x: no usage must read 0, not -0.
    charged: 0 - of('usage'),
    planGranted: of('plan_grant'),
    purchased: of('purchase'),
    additional: of('additional_grant'),
  }
}
