/** What /admin/purchasedTokens shows: purchases across tenants, filterable, and the tenants to filter by. */
import { asc } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { tenants } from '../../../db/schema'
import type { PurchaseStatus } from '../../features/payment/payment-schemas.shared'
import { listAllPurchases } from './purchases.server'

export interface AdminPurchaseView {
  id: string
  tenantId: string
  tenantSlug: string
  tenantName: string
  packName: string
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
}

export interface AdminPurchasesData {
  purchases: AdminPurchaseView[]
  tenants: { id: string; slug: string; name: string }[]
}

export async function loadAdminPurchases(
  db: Db,
  filters: { status?: PurchaseStatus; tenantId?: string },
): Promise<AdminPurchasesData> {
  const [purchases, tenantRows] = await Promise.all([
    listAllPurchases(db, filters),
    db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
      .from(tenants)
      .orderBy(asc(tenants.slug)),
  ])
  return {
    tenants: tenantRows,
    purchases: purchases.map((purchase) => ({
      id: purchase.id,
      tenantId: purchase.tenantId,
      tenantSlug: purchase.tenantSlug,
      tenantName: purchase.tenantName,
      packName: purchase.packName,
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
    })),
  }
}
