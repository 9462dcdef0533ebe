/** What /payment shows: the plan and the others on offer, the packs, the balance, the purchases. */

import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import { NotFoundError } from '../errors.server'
import type { TenantMember } from '../home/tenant-member.server'
import { tenantStorage } from '../knowledge/documents.server'
import { getBalance } from '../ledger/ledger.server'
import { listPlans } from '../tenancy/plans.server'
import { listPacks } from './packs.server'
import { canBuyTokens, canChangePlan } from './payment-roles.server'
import { nextBillingMonth } from './plan-change.server'
import { listTenantPurchases } from './purchases.server'

export interface PaymentPlanView {
  id: string
  name: string
  /** English names (ADR 020); null: `name` in English too. */
  nameEn: string | null
  monthlyTokens: number
  priceJpy: number
  maxUsers: number | null
  maxChats: number | null
  storageMb: number | null
}

export interface PaymentPackView {
  id: string
  name: string
  nameEn: string | null
  tokens: number
  priceJpy: number
}

export interface PaymentPurchaseView {
  id: string
  packName: string
  /** The pack's English name today (the purchase keeps the Japanese name it was bought under). */
  packNameEn: string | null
  tokens: number
  priceJpy: number
  method: 'stripe' | 'invoice'
  status: 'pending' | 'paid' | 'confirmed' | 'failed' | 'canceled'
  note: string | null
  createdAt: string
  decidedAt: string | null
}

export interface PaymentPageData {
  role: TenantMember['role']
  canBuy: boolean
  canChangePlan: boolean
  /** `stripe` when Stripe Checkout is configured, else invoice requests. */
  mode: 'stripe' | 'invoice'
  currentPlanId: string
  plans: PaymentPlanView[]
  packs: PaymentPackView[]
  balance: number
  purchases: PaymentPurchaseView[]
  /** YYYY-MM: when a plan changed today first grants its allowance. */
  allowanceFrom: string
  /** Knowledge documents' bytes, and the plan's allowance (null: unlimited). */
  storage: { usedBytes: number; limitBytes: number | null }
}

export async function loadPaymentPage(
  db: Db,
  member: TenantMember,
  options: { stripeEnabled: boolean },
): Promise<PaymentPageData> {
  const [tenant] = await db
    .select({ planId: tenants.planId })
    .from(tenants)
    .where(eq(tenants.id, member.tenantId))
  if (!tenant) throw new NotFoundError('errors.tenancy.tenantMissing')
  const [plans, packs, balance, purchases, storage] = await Promise.all([
    listPlans(db),
    listPacks(db),
    getBalance(db, member.tenantId),
    listTenantPurchases(db, member.tenantId),
    tenantStorage(db, member.tenantId),
  ])
  return {
    role: member.role,
    canBuy: canBuyTokens(member.role),
    canChangePlan: canChangePlan(member.role),
    mode: options.stripeEnabled ? 'stripe' : 'invoice',
    currentPlanId: tenant.planId,
    storage,
    plans: plans.map(({ id, name, nameEn, monthlyTokens, priceJpy, maxUsers, maxChats, storageMb }) => ({
      id,
      name,
      nameEn,
      monthlyTokens,
      priceJpy,
      maxUsers,
      maxChats,
      storageMb,
    })),
    packs: packs
      .filter((pack) => pack.active)
      .map(({ id, name, nameEn, tokens, priceJpy }) => ({ id, name, nameEn, tokens, priceJpy })),
    balance: balance.balance,
    purchases: purchases.map((purchase) => ({
      id: purchase.id,
      packName: purchase.packName,
      packNameEn: packs.find((pack) => pack.id === purchase.packId)?.nameEn ?? null,
      tokens: purchase.tokens,
      priceJpy: purchase.priceJpy,
      method: purchase.method,
      status: purchase.status,
      note: purchase.decisionNote,
      createdAt: purchase.createdAt.toISOString(),
      decidedAt: purchase.decidedAt?.toISOString() ?? null,
    })),
    allowanceFrom: nextBillingMonth(),
  }
}
