/**
 * What /payment shows: the plan and the others offered to the tenant's application (each with
 * what choosing it does), the open plan change, the packs, the balance, the purchases.
 */

import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenants } from '#db/schema'
import {
  isPlanOffered,
  type PlanDirection,
  planDirection,
} from '../../features/payment/plan-change-rules.shared'
import { NotFoundError } from '../errors.server'
import type { TenantMember } from '../home/tenant-member.server'
import { tenantStorage } from '../knowledge/documents.server'
import { getBalance } from '../ledger/ledger.server'
import { listPlans } from '../tenancy/plans.server'
import { listPacks } from './packs.server'
import { canBuyTokens, canChangePlan } from './payment-roles.server'
import { nextBillingMonth } from './plan-change.server'
import {
  loadPlanChangeView,
  type PendingPlanChangeView,
  type PlanChangeOutcomeView,
} from './plan-change-view.server'
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
  /** What choosing it does from the current plan: pay now, or from the 1st of next month. */
  change: 'current' | PlanDirection
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
  /** YYYY-MM: the month a downgrade requested now takes effect (on its 1st, Japan time). */
  downgradeMonth: string
  /** The open plan change, if any. */
  pendingChange: PendingPlanChangeView | null
  /** How the latest change ended when it did not go through, until an owner closes the notice. */
  changeOutcome: PlanChangeOutcomeView | null
  /** Knowledge documents' bytes, and the plan's allowance (null: unlimited). */
  storage: { usedBytes: number; limitBytes: number | null }
}

export async function loadPaymentPage(
  db: Db,
  member: TenantMember,
  options: { stripeEnabled: boolean },
): Promise<PaymentPageData> {
  const [tenant] = await db
    .select({ planId: tenants.planId, applicationKey: tenants.applicationKey })
    .from(tenants)
    .where(eq(tenants.id, member.tenantId))
  if (!tenant) throw new NotFoundError('errors.tenancy.tenantMissing')
  const [allPlans, packs, balance, purchases, storage] = await Promise.all([
    listPlans(db),
    listPacks(db),
    getBalance(db, member.tenantId),
    listTenantPurchases(db, member.tenantId),
    tenantStorage(db, member.tenantId),
  ])
  // Another application's plans are not on offer; the current plan is listed whatever it is.
  const plans = allPlans.filter(
    (plan) => plan.id === tenant.planId || isPlanOffered(plan, tenant.applicationKey),
  )
  const current = plans.find((plan) => plan.id === tenant.planId)
  const changes = await loadPlanChangeView(db, member.tenantId, allPlans)
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
      change:
        id === tenant.planId
          ? 'current'
          : current
            ? planDirection(current, { priceJpy, monthlyTokens })
            : 'upgrade',
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
    downgradeMonth: nextBillingMonth(),
    pendingChange: changes.pending,
    changeOutcome: changes.outcome,
  }
}
