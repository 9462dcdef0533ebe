/** Sample /payment data for stories and component tests. */
import type { PaymentPageData } from '../../server/payment/payment-page.server'

export const samplePaymentPage: PaymentPageData = {
  role: 'owner',
  canBuy: true,
  canChangePlan: true,
  mode: 'invoice',
  currentPlanId: 'standard',
  allowanceFrom: '2026-12',
  balance: 1_234_567,
  plans: [
    { id: 'free', name: 'フリー', monthlyTokens: 50_000, priceJpy: 0, maxUsers: 3, maxChats: 5 },
    {
      id: 'standard',
      name: 'スタンダード',
      monthlyTokens: 1_000_000,
      priceJpy: 9_800,
      maxUsers: 20,
      maxChats: 30,
    },
    {
      id: 'enterprise',
      name: 'エンタープライズ',
      monthlyTokens: 20_000_000,
      priceJpy: 148_000,
      maxUsers: null,
      maxChats: null,
    },
  ],
  packs: [
    { id: 'tokens-100k', name: '10万トークン', tokens: 100_000, priceJpy: 1_100 },
    { id: 'tokens-1m', name: '100万トークン', tokens: 1_000_000, priceJpy: 9_000 },
  ],
  purchases: [
    {
      id: 'p3',
      packName: '10万トークン',
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
      packName: '100万トークン',
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
      packName: '10万トークン',
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
