/**
 * The numbers on /admin: tenants by status and new this month, users, active users, tokens used
 * today and this month, and invoice requests waiting for the administrator. Days and months are
 * Japan's (billing is in JST). Tokens used are the ledger's usage entries, the figure tenants are
 * charged (the same as /usageSituation's "tokens charged").
 */
import { and, count, countDistinct, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm'
import { startOfJapanDay, startOfJapanMonth } from '#app/lib/japan-day.shared'
import type { Db } from '#db/client'
import { tenants, tokenLedger, tokenPurchases, usageEvents, user } from '#db/schema'

/** "Active" users made at least one chat turn in this many days. */
export const ACTIVE_USER_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export async function loadOverview(db: Db, now: Date = new Date()) {
  const today = startOfJapanDay(now)
  const month = startOfJapanMonth(now)
  const activeSince = new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS)
  const usedSince = (since: Date) =>
    db
      .select({ used: sql<number>`coalesce(-sum(${tokenLedger.amount}), 0)`.mapWith(Number) })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.kind, 'usage'), gte(tokenLedger.createdAt, since)))

  const [[tenantCounts], [users], [active], [usedToday], [usedMonth], [pending]] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${tenants.status} = 'active')`.mapWith(Number),
        suspended: sql<number>`count(*) filter (where ${tenants.status} = 'suspended')`.mapWith(Number),
        newThisMonth:
          sql<number>`count(*) filter (where ${tenants.createdAt} >= ${month.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(tenants),
    // Members of tenants; system administrators have no tenant and are not counted.
    db
      .select({ total: count() })
      .from(user)
      .where(and(isNotNull(user.tenantId), isNull(user.serviceKind))),
    db
      .select({ total: countDistinct(usageEvents.userId) })
      .from(usageEvents)
      .where(gte(usageEvents.occurredAt, activeSince)),
    usedSince(today),
    usedSince(month),
    db
      .select({ total: count() })
      .from(tokenPurchases)
      .where(and(eq(tokenPurchases.status, 'pending'), eq(tokenPurchases.method, 'invoice'))),
  ])
  return {
    tenants: {
      active: tenantCounts?.active ?? 0,
      suspended: tenantCounts?.suspended ?? 0,
      newThisMonth: tenantCounts?.newThisMonth ?? 0,
    },
    users: {
      total: Number(users?.total ?? 0),
      active: Number(active?.total ?? 0),
      activeDays: ACTIVE_USER_DAYS,
    },
    tokens: { today: usedToday?.used ?? 0, thisMonth: usedMonth?.used ?? 0 },
    pendingInvoices: Number(pending?.total ?? 0),
    monthStart: month.toISOString(),
  }
}
export type AdminOverview = Awaited<ReturnType<typeof loadOverview>>
