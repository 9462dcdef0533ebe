/** Sample /admin/additionalTokens data for stories and component tests. */
import type { AdminTokensViewProps } from './admin-tokens-view'

export const sampleGrantHistory: AdminTokensViewProps['history'] = {
  total: 2,
  query: { page: 0, pageSize: 25, sort: 'createdAt', direction: 'desc' },
  rows: [
    {
      tenantId: 't1',
      id: 12,
      tenantSlug: 'hirameki',
      tenantName: 'ヒラメキ株式会社',
      amount: 50_000,
      balanceAfter: 1_250_000,
      reason: '障害のお詫び',
      actor: 'admin:u1',
      actorEmail: 'admin@opsai.local',
      createdAt: '2026-11-20T03:00:00.000Z',
    },
    {
      tenantId: 't2',
      id: 7,
      tenantSlug: 'fortuna',
      tenantName: 'フォルトゥナ合同会社',
      amount: 10_000,
      balanceAfter: 30_000,
      reason: 'トライアル延長',
      actor: 'cli:operator',
      actorEmail: null,
      createdAt: '2026-11-18T03:00:00.000Z',
    },
  ],
}
