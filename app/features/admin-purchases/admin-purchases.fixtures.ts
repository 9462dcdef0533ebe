/** Sample /admin/purchasedTokens data for stories and component tests. */
import type { AdminPurchasesData } from '../../server/payment/admin-purchases-page.server'
import { searchAdminChoicesIn } from '../admin-tenants/admin-choices'

/** The tenant filter's search "on the server". */
export const sampleTenantSearch = searchAdminChoicesIn({
  tenant: [
    { value: 't2', label: 'フォルトゥナ合同会社 (fortuna)' },
    { value: 't1', label: 'ヒラメキ株式会社 (hirameki)' },
  ],
})

export const sampleAdminPurchases: AdminPurchasesData = {
  tenantChoice: null,
  purchases: [
    {
      id: 'p2',
      tenantId: 't1',
      tenantSlug: 'hirameki',
      tenantName: 'ヒラメキ株式会社',
      packName: '100万トークン',
      packNameEn: '1M tokens',
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
      refund: null,
    },
    {
      id: 'p1',
      tenantId: 't2',
      tenantSlug: 'fortuna',
      tenantName: 'フォルトゥナ合同会社',
      packName: '10万トークン',
      packNameEn: '100K tokens',
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
      refund: null,
    },
    {
      id: 'p0',
      tenantId: 't1',
      tenantSlug: 'hirameki',
      tenantName: 'ヒラメキ株式会社',
      packName: '10万トークン',
      packNameEn: '100K tokens',
      tokens: 100_000,
      priceJpy: 1_100,
      method: 'invoice',
      status: 'confirmed',
      billingName: 'ヒラメキ株式会社 総務部',
      billingAddress: '東京都千代田区1-1 経理 太郎',
      billingEmail: 'billing@hirameki.example',
      note: '入金確認',
      decidedBy: 'admin:u1',
      createdAt: '2026-11-10T03:00:00.000Z',
      decidedAt: '2026-11-11T03:00:00.000Z',
      refund: {
        tokensTakenBack: 40_000,
        tokensNotRecovered: 60_000,
        reason: '解約のため',
        refundedBy: 'admin:u1',
        refundedAt: '2026-11-15T03:00:00.000Z',
      },
    },
  ],
  total: 3,
}
