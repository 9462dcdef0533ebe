/** Sample /payment data for stories and component tests. */
import type { PaymentPageData } from '../../server/payment/payment-page.server'
import type { PendingPlanChangeView } from '../../server/payment/plan-change-view.server'

export const samplePaymentPage: PaymentPageData = {
  role: 'owner',
  canBuy: true,
  canChangePlan: true,
  mode: 'invoice',
  currentPlanId: 'standard',
  downgradeMonth: '2026-12',
  pendingChange: null,
  changeOutcome: null,
  storage: { usedBytes: 12_900_000, limitBytes: 2000 * 1024 * 1024 },
  balance: 1_234_567,
  plans: [
    {
      id: 'free',
      name: 'フリー',
      nameEn: 'Free',
      monthlyTokens: 50_000,
      priceJpy: 0,
      maxUsers: 3,
      maxChats: 5,
      storageMb: 2000,
      change: 'downgrade',
    },
    {
      id: 'standard',
      name: 'スタンダード',
      nameEn: 'Standard',
      monthlyTokens: 1_000_000,
      priceJpy: 9_800,
      maxUsers: 20,
      maxChats: 30,
      storageMb: 2000,
      change: 'current',
    },
    {
      id: 'business',
      name: 'ビジネス',
      nameEn: 'Business',
      monthlyTokens: 5_000_000,
      priceJpy: 39_800,
      maxUsers: 100,
      maxChats: null,
      storageMb: 10000,
      change: 'upgrade',
    },
    {
      id: 'enterprise',
      name: 'エンタープライズ',
      nameEn: 'Enterprise',
      monthlyTokens: 20_000_000,
      priceJpy: 148_000,
      maxUsers: null,
      maxChats: null,
      storageMb: null,
      change: 'upgrade',
    },
  ],
  packs: [
    { id: 'tokens-100k', name: '10万クレジット', nameEn: '100K credits', tokens: 100_000, priceJpy: 1_100 },
    { id: 'tokens-1m', name: '100万クレジット', nameEn: '1M credits', tokens: 1_000_000, priceJpy: 9_000 },
  ],
  purchases: [
    {
      id: 'p3',
      packName: '10万クレジット',
      packNameEn: '100K credits',
      tokens: 100_000,
      priceJpy: 1_100,
      method: 'invoice',
      status: 'pending',
      note: null,
      createdAt: '2026-11-20T03:00:00.000Z',
      decidedAt: null,
    },
    {
      id: 'p2',
      packName: '100万クレジット',
      packNameEn: '1M credits',
      tokens: 1_000_000,
      priceJpy: 9_000,
      method: 'stripe',
      status: 'paid',
      note: null,
      createdAt: '2026-11-10T03:00:00.000Z',
      decidedAt: '2026-11-10T03:01:00.000Z',
    },
    {
      id: 'p1',
      packName: '10万クレジット',
      packNameEn: '100K credits',
      tokens: 100_000,
      priceJpy: 1_100,
      method: 'invoice',
      status: 'canceled',
      note: '請求先が確認できませんでした',
      createdAt: '2026-11-01T03:00:00.000Z',
      decidedAt: '2026-11-02T03:00:00.000Z',
    },
  ],
}

export const memberPaymentPage: PaymentPageData = {
  ...samplePaymentPage,
  role: 'member',
  canBuy: false,
  canChangePlan: false,
}

const pendingUpgrade: PendingPlanChangeView = {
  id: 'pc1',
  toPlanId: 'business',
  toPlanName: 'ビジネス',
  toPlanNameEn: 'Business',
  direction: 'upgrade',
  method: 'invoice',
  priceJpy: 39_800,
  effectiveMonth: null,
  createdAt: '2026-11-20T03:00:00.000Z',
}

/** An upgrade by invoice waiting for the administrator. */
export const awaitingConfirmationPage: PaymentPageData = {
  ...samplePaymentPage,
  pendingChange: pendingUpgrade,
}

/** An upgrade paid by card, waiting for Stripe's confirmation. */
export const awaitingPaymentPage: PaymentPageData = {
  ...samplePaymentPage,
  mode: 'stripe',
  pendingChange: { ...pendingUpgrade, method: 'stripe' },
}

/** A downgrade waiting for the 1st of next month. */
export const scheduledDowngradePage: PaymentPageData = {
  ...samplePaymentPage,
  pendingChange: {
    ...pendingUpgrade,
    toPlanId: 'free',
    toPlanName: 'フリー',
    toPlanNameEn: 'Free',
    direction: 'downgrade',
    method: 'scheduled',
    priceJpy: 0,
    effectiveMonth: '2026-12',
  },
}

/** The administrator declined the last request, with a note the owner reads once. */
export const rejectedChangePage: PaymentPageData = {
  ...samplePaymentPage,
  changeOutcome: {
    id: 'pc0',
    toPlanId: 'enterprise',
    toPlanName: 'エンタープライズ',
    toPlanNameEn: 'Enterprise',
    status: 'canceled',
    method: 'invoice',
    note: '請求先の会社名を確認できませんでした',
    decidedAt: '2026-11-21T03:00:00.000Z',
  },
}

/** The last card payment for a plan expired. */
export const failedPaymentPage: PaymentPageData = {
  ...samplePaymentPage,
  mode: 'stripe',
  changeOutcome: {
    id: 'pc0',
    toPlanId: 'business',
    toPlanName: 'ビジネス',
    toPlanNameEn: 'Business',
    status: 'failed',
    method: 'stripe',
    note: 'checkout_expired',
    decidedAt: '2026-11-21T03:00:00.000Z',
  },
}
