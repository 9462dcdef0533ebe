/**
 * `/usageSituation`: the tenant's balance, this month's plan allowance, the tokens purchased and
 * granted in the range, and usage by day, user, chat and model. The headline "charged" figure is
 * the ledger's own (−sum of its usage entries in the range), so the page and `opsai tokens
 * ledger` always agree; the breakdowns come from the usage events the same turns recorded.
 * Owners and admins see the whole tenant; members see their own usage and the tenant balance.
 */

import { and, eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { chats, plans, tenants, tokenLedger } from '#db/schema'
import { ROUTE_KIND_OF, type RouteChatKind } from '../../features/home/chat-paths.shared'
import { daysBetween, rangeInstants, type UsageRange } from '../../features/usage/usage-range.shared'
import type { Named } from '../../i18n/localized-name'
import { seesAllUsers, type TenantMember } from '../home/tenant-member.server'
import { tenantStorage } from '../knowledge/documents.server'
import { billingMonth } from '../ledger/plan-grants.server'
import { forTenant } from '../tenancy/scope.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import {
  ledgerSums,
  NO_USAGE,
  type UsageFilter,
  type UsageTotals,
  usageByChat,
  usageByDay,
  usageByModel,
  usageByUser,
} from './usage-queries.server'

export { NO_USAGE, type UsageTotals }

export interface UsageData {
  scope: 'all' | 'own'
  range: UsageRange
  balance: { balance: number; reserved: number; available: number }
  /** Owners and admins only: the plan and this billing month's grant. */
  plan: {
    name: string
    /** The English name (ADR 020); null: `name` in English too. */
    nameEn?: string | null
    monthlyTokens: number
    month: string
    granted: number
    grantedAt: string | null
  } | null
  /** Owners and admins only: knowledge storage used and the plan's allowance (null: unlimited). */
  storage: { usedBytes: number; limitBytes: number | null } | null
  /** Owners and admins only: credits recorded in the range. */
  credits: { planGranted: number; purchased: number; additional: number } | null
  /** The ledger's usage entries in the range (the viewer's own for a member). */
  ledgerCharged: number
  totals: UsageTotals
  byDay: ({ day: string } & UsageTotals)[]
  byUser: ({ userId: string; name: string | null; email: string | null } & UsageTotals)[]
  /** `name` null for the general chat (the page names it in the reader's language). */
  byChat: ({
    chatKind: RouteChatKind
    keyword: string
    name: string | null
    nameEn: string | null
  } & UsageTotals)[]
  byModel: ({ model: string } & UsageTotals)[]
}

export function usageFilter(member: TenantMember, range: { from: string; to: string }): UsageFilter {
  const { start, end } = rangeInstants(range)
  return {
    tenantId: requireTenantId(member.tenantId),
    from: range.from,
    to: range.to,
    start,
    end,
    userId: seesAllUsers(member.role) ? undefined : member.userId,
  }
}

/** Catalogue names by route kind and keyword (`customchat/mail` → メール作成, Email drafting). */
export async function chatNames(db: Db): Promise<Map<string, Named>> {
  const rows = await db
    .select({ kind: chats.kind, keyword: chats.keyword, name: chats.name, nameEn: chats.nameEn })
    .from(chats)
  return new Map(
    rows.map((row) => [`${ROUTE_KIND_OF[row.kind]}/${row.keyword}`, { name: row.name, nameEn: row.nameEn }]),
  )
}

/** A chat's names; null for the general chat; the keyword when the catalogue no longer has it. */
export function chatNameOf(
  names: Map<string, Named>,
  chatKind: RouteChatKind,
  keyword: string,
): Named | null {
  return chatKind === 'chat' ? null : (names.get(`${chatKind}/${keyword}`) ?? { name: keyword })
}

async function planOf(db: Db, tenantId: string, now: Date) {
  const month = billingMonth(now)
  const [row] = await db
    .select({ name: plans.name, nameEn: plans.nameEn, monthlyTokens: plans.monthlyTokens })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(eq(tenants.id, tenantId))
  if (!row) return null
  const [grant] = await db
    .select({ amount: tokenLedger.amount, createdAt: tokenLedger.createdAt })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.tenantId, tenantId), eq(tokenLedger.idempotencyKey, `plan_grant:${month}`)))
  return {
    name: row.name,
    nameEn: row.nameEn,
    monthlyTokens: row.monthlyTokens,
    month,
    granted: grant?.amount ?? 0,
    grantedAt: grant ? grant.createdAt.toISOString() : null,
  }
}

export async function loadUsage(
  db: Db,
  member: TenantMember,
  range: UsageRange,
  now: Date = new Date(),
): Promise<UsageData> {
  const all = seesAllUsers(member.role)
  const filter = usageFilter(member, range)
  const [balance, ledger, days, users, chatRows, models, names, plan, storage] = await Promise.all([
    forTenant(db, member.tenantId).tokens.balance(),
    ledgerSums(db, filter),
    usageByDay(db, filter),
    usageByUser(db, filter),
    usageByChat(db, filter),
    usageByModel(db, filter),
    chatNames(db),
    all ? planOf(db, member.tenantId, now) : Promise.resolve(null),
    all ? tenantStorage(db, member.tenantId) : Promise.resolve(null),
  ])
  const byDay = new Map(days.map((row) => [row.day, row]))
  const sum = (key: keyof UsageTotals) => models.reduce((total, row) => total + row[key], 0)
  return {
    scope: all ? 'all' : 'own',
    range,
    balance,
    plan,
    storage,
    credits: all
      ? { planGranted: ledger.planGranted, purchased: ledger.purchased, additional: ledger.additional }
      : null,
    ledgerCharged: ledger.charged,
    totals: {
      inputTokens: sum('inputTokens'),
      outputTokens: sum('outputTokens'),
      tokens: sum('tokens'),
      charged: sum('charged'),
      turns: sum('turns'),
    },
    byDay: daysBetween(range.from, range.to).map((day) => byDay.get(day) ?? { day, ...NO_USAGE }),
    byUser: users,
    byChat: chatRows.map((row) => {
      const named = chatNameOf(names, row.chatKind, row.keyword)
      return { ...row, name: named?.name ?? null, nameEn: named?.nameEn ?? null }
    }),
    byModel: models,
  }
}
