/** Sample /admin/totalUsageSituation data for stories and component tests. */
import type { TotalUsageData } from '../../server/admin/total-usage/total-usage.server'

const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']

export const sampleTotalUsage: TotalUsageData = {
  range: { preset: 'custom', from: days[0] ?? '', to: days.at(-1) ?? '' },
  application: null,
  applications: [
    { key: 'fortuna', name: 'フォルトゥナ' },
    { key: 'hirameki_ai', name: 'ヒラメキAI' },
  ],
  totals: { tokens: 182_400, charged: 180_000, turns: 212, ledgerCharged: 180_000, tenants: 2 },
  byDay: days.map((day, index) => ({ day, tokens: 20_000 + index * 7_000, charged: 20_000, turns: 40 })),
  byApplication: [
    { key: 'hirameki_ai', name: 'ヒラメキAI', tokens: 150_000, charged: 148_000, turns: 160 },
    { key: 'fortuna', name: 'フォルトゥナ', tokens: 32_400, charged: 32_000, turns: 52 },
  ],
  byModel: [
    { model: 'gpt-4o-mini', tokens: 120_000, charged: 118_000, turns: 150 },
    { model: 'offline', tokens: 62_400, charged: 62_000, turns: 62 },
  ],
  byTenant: {
    total: 2,
    rows: [
      {
        tenantId: 't1',
        slug: 'hirameki',
        name: 'ヒラメキ株式会社',
        applicationName: 'ヒラメキAI',
        tokens: 150_000,
        charged: 148_000,
        turns: 160,
        ledgerCharged: 148_000,
      },
      {
        tenantId: 't2',
        slug: 'fortuna',
        name: 'フォルトゥナ合同会社',
        applicationName: 'フォルトゥナ',
        tokens: 32_400,
        charged: 32_000,
        turns: 52,
        ledgerCharged: 32_000,
      },
    ],
  },
  tenantPage: { page: 0, pageSize: 25, sort: 'tokens', direction: 'desc' },
}
