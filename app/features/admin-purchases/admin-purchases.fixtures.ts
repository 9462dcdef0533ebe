/** Sample /admin/purchasedTokens data for stories and component tests. */
import type { AdminPurchasesData } from '../../server/payment/admin-purchases-page.server'

export const sampleAdminPurchases: AdminPurchasesData = {
  tenants: [
    { id: 't1', slug: 'hirameki', name: 'ヒラメキ株式会社' },
    { id: 't2', slug: 'fortuna', name: 'フォルトゥナ合同会社' },
  ],
  purchases: [
    {
      id: 'p2',
      tenantId: 't1',
      tenantSlug: 'hirameki',
      tenantName: 'ヒラメキ株式会社',
      packName: '100万トークン',
      tokens: 1_000_000,
      priceJpy: 9_000,
      method: 'invoice',
      status: 'pending',
      billingName: 'ヒラメキ株式会社 経理部',
      billingAddress: '東京都千代田区1-1 経理 太郎',
      billingEmail: 'billing@hirameki.example',
      note: null,
      decidedBy: null,
      createdAt: '2026-11-20T03:00:00.000Z',
      decidedAt: null,
    },
    {
      id: 'p1',
      tenantId: 't2',
      tenantSlug: 'fortuna',
      tenantName: 'フォルトゥナ合同会社',
      packName: '10万トークン',
      tokens: 100_000,
      priceJpy: 1_100,
      method: 'stripe',
      status: 'paid',
      billingName: null,
      billingAddress: null,
      billingEmail: null,
      note: null,
      decidedBy: 'stripe:evt_1',
      createdAt: '2026-11-18T03:00:00.000Z',
      decidedAt: '2026-11-18T03:01:00.000Z',
    },
  ],
}
