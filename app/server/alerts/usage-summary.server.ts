/**
 * A tenant's usage in one Japan month, as the monthly summary mail tells it: read from the
 * rollups by the same queries as `/usageSituation` (app/server/usage/usage-queries.server.ts), so
 * the mail and the page show the same figures for the month; never from the raw events.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import { addJapanDays } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { plans, tenants, usageRollupByChatModel } from '#db/schema'
import type { RouteChatKind } from '../../features/home/chat-paths.shared'
import { rangeInstants } from '../../features/usage/usage-range.shared'
import type { Named } from '../../i18n/localized-name'
import { getBalance } from '../ledger/ledger.server'
import { chatNameOf, chatNames } from '../usage/usage.server'
import { ledgerSums, type UsageFilter, usageByChat, usageByUser } from '../usage/usage-queries.server'

/** How many chats and members the mail lists. */
export const SUMMARY_TOP = 3

export interface UsageSummary {
  /** `YYYY-MM` (Japan). */
  month: string
  /** The ledger's usage entries of the month: what `/usageSituation` shows as charged. */
  creditsUsed: number
  inputTokens: number
  outputTokens: number
  turns: number
  /** By credits, most first; `name` null for the general chat. */
  topChats: { chatKind: RouteChatKind; keyword: string; name: Named | null; credits: number }[]
  topMembers: { userId: string; name: string | null; email: string | null; credits: number }[]
  /** Now, when the mail is written. */
  balance: number
  plan: Named & { monthlyTokens: number }
}

/** The Japan month before `period`'s (`2030-04` → `2030-03`). */
export function previousMonth(period: string): string {
  return addJapanDays(`${period.slice(0, 7)}-01`, -1).slice(0, 7)
}

/** The month as the usage page's range: its first and last Japan days. */
export function monthFilter(tenantId: string, month: string): UsageFilter {
  const from = `${month}-01`
  const nextMonth = addJapanDays(`${month}-28`, 7).slice(0, 7)
  const to = addJapanDays(`${nextMonth}-01`, -1)
  return { tenantId, from, to, ...rangeInstants({ from, to }) }
}

async function modelTokens(db: Db, filter: UsageFilter) {
  const table = usageRollupByChatModel
  const [row] = await db
    .select({
      input: sql<number>`coalesce(sum(${table.inputTokens}), 0)`.mapWith(Number),
      output: sql<number>`coalesce(sum(${table.outputTokens}), 0)`.mapWith(Number),
      turns: sql<number>`coalesce(sum(${table.turns}), 0)`.mapWith(Number),
    })
    .from(table)
    .where(and(eq(table.tenantId, filter.tenantId), gte(table.day, filter.from), lte(table.day, filter.to)))
  return row ?? { input: 0, output: 0, turns: 0 }
}

async function planOf(db: Db, tenantId: string) {
  const [row] = await db
    .select({ name: plans.name, nameEn: plans.nameEn, monthlyTokens: plans.monthlyTokens })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(eq(tenants.id, tenantId))
  return row ?? { name: '', nameEn: null, monthlyTokens: 0 }
}

const byCredits = <T extends { charged: number }>(rows: T[]) =>
  rows
    .filter((row) => row.charged > 0)
    .sort((a, b) => b.charged - a.charged)
    .slice(0, SUMMARY_TOP)

export async function loadUsageSummary(db: Db, tenantId: string, month: string): Promise<UsageSummary> {
  const filter = monthFilter(tenantId, month)
  const [ledger, tokens, chats, users, names, balance, plan] = await Promise.all([
    ledgerSums(db, filter),
    modelTokens(db, filter),
    usageByChat(db, filter),
    usageByUser(db, filter),
    chatNames(db),
    getBalance(db, tenantId),
    planOf(db, tenantId),
  ])
  return {
    month,
    creditsUsed: ledger.charged,
    inputTokens: tokens.input,
    outputTokens: tokens.output,
    turns: tokens.turns,
    topChats: byCredits(chats).map((row) => ({
      chatKind: row.chatKind,
      keyword: row.keyword,
      name: chatNameOf(names, row.chatKind, row.keyword),
      credits: row.charged,
    })),
    topMembers: byCredits(users).map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      credits: row.charged,
    })),
    balance: balance.balance,
    plan,
  }
}
