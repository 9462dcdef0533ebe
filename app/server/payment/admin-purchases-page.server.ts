/**
 * What /admin/purchasedTokens shows: purchases across tenants, filterable, and the label of the
 * tenant filtered by (the filter's picker searches tenants on the server: no tenant list here).
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenants, tokenPacks, tokenPurchaseRefunds, tokenPurchases } from '#db/schema'
import type { PurchaseStatus } from '../../features/payment/payment-schemas.shared'
import { type AdminChoice, adminChoiceOf } from '../admin/tenants/admin-choices.server'
import { type AdminPlanChangeView, loadAdminPlanChanges } from './admin-plan-changes.server'

export interface AdminPurchaseView {
  id: string
  tenantId: string
  tenantSlug: string
  tenantName: string
  packName: string
  /** The pack's English name today, when it has one (the purchase keeps the name it was bought under). */
  packNameEn: string | null
  tokens: number
  priceJpy: number
  method: 'stripe' | 'invoice'
  status: PurchaseStatus
  billingName: string | null
  billingAddress: string | null
  billingEmail: string | null
  note: string | null
  decidedBy: string | null
  createdAt: string
  decidedAt: string | null
  /** Set once the administrator recorded a refund (ADR 013). */
  refund: {
    tokensTakenBack: number
    tokensNotRecovered: number
    reason: string
    refundedBy: string
    refundedAt: string
  } | null
}

export interface AdminPurchasesData {
  /** One page, newest first. */
  purchases: AdminPurchaseView[]
  /** Plan changes under the same filters: invoice requests awaiting a decision first. */
  planChanges: AdminPlanChangeView[]
  /** Every purchase the filters match. */
  total: number
  /** The tenant filter's label (the URL holds its id); null without a filter or for no such tenant. */
  tenantChoice: AdminChoice | null
}

export interface AdminPurchasesQuery {
  status?: PurchaseStatus
  tenantId?: string
  page: number
  pageSize: number
}

/** One page of every tenant's purchases (with their refunds), paged by the database. */
export async function loadAdminPurchases(db: Db, query: AdminPurchasesQuery): Promise<AdminPurchasesData> {
  const where = and(
    query.status ? eq(tokenPurchases.status, query.status) : undefined,
    query.tenantId ? eq(tokenPurchases.tenantId, query.tenantId) : undefined,
  )
  const [rows, [count], tenantChoice, planChanges] = await Promise.all([
    db
      .select({
        purchase: tokenPurchases,
        tenantSlug: tenants.slug,
        tenantName: tenants.name,
        packNameEn: tokenPacks.nameEn,
        refund: tokenPurchaseRefunds,
      })
      .from(tokenPurchases)
      .innerJoin(tenants, eq(tenants.id, tokenPurchases.tenantId))
      .leftJoin(tokenPacks, eq(tokenPacks.id, tokenPurchases.packId))
      .leftJoin(
        tokenPurchaseRefunds,
        and(
          eq(tokenPurchaseRefunds.tenantId, tokenPurchases.tenantId),
          eq(tokenPurchaseRefunds.purchaseId, tokenPurchases.id),
        ),
      )
      .where(where)
      // The id breaks ties, so a page boundary never repeats or skips a purchase.
      .orderBy(desc(tokenPurchases.createdAt), desc(tokenPurchases.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(tokenPurchases)
      .where(where),
    adminChoiceOf(db, 'tenant', query.tenantId),
    loadAdminPlanChanges(db, { status: query.status, tenantId: query.tenantId }),
  ])
  return {
    tenantChoice,
    planChanges,
    total: count?.total ?? 0,
    purchases: rows.map(({ purchase, tenantSlug, tenantName, packNameEn, refund }) => ({
      id: purchase.id,
      tenantId: purchase.tenantId,
      tenantSlug,
      tenantName,
      packName: purchase.packName,
      packNameEn,
      tokens: purchase.tokens,
      priceJpy: purchase.priceJpy,
      method: purchase.method,
      status: purchase.status,
      billingName: purchase.billingName,
      billingAddress: purchase.billingAddress,
      billingEmail: purchase.billingEmail,
      note: purchase.decisionNote,
      decidedBy: purchase.decidedBy,
      createdAt: purchase.createdAt.toISOString(),
      decidedAt: purchase.decidedAt?.toISOString() ?? null,
      refund: refund
        ? {
            tokensTakenBack: refund.tokensTakenBack,
            tokensNotRecovered: refund.tokensNotRecovered,
            reason: refund.reason,
            refundedBy: refund.refundedBy,
            refundedAt: refund.createdAt.toISOString(),
          }
        : null,
    })),
  }
}
