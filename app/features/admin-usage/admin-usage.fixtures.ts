/** Sample /admin/totalUsageSituation data for stories and component tests. */
import type { TotalUsageData } from '../../server/admin/total-usage/total-usage.server'
import { sampleUsage } from '../usage/usage.fixtures'

const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']

export const sampleTotalUsage: TotalUsageData = {
  range: { preset: 'custom', from: days[0] ?? '', to: days.at(-1) ?? '' },
  application: null,
  applications: [
    { key: 'fortuna', name: 'フォルトゥナ' },
    { key: 'hirameki_ai', name: 'ヒラメキAI' },
  ],
  totals: { ...sampleUsage(182_400, 54_000, 212), ledgerCharged: 54_000, tenants: 2 },
  byDay: days.map((day, index) => ({
    day,
    ...sampleUsage(20_000 + index * 7_000, 6_000 + index * 2_100, 40),
  })),
  byApplication: [
    { key: 'hirameki_ai', name: 'ヒラメキAI', ...sampleUsage(150_000, 54_000, 160) },
    { key: 'fortuna', name: 'フォルトゥナ', ...sampleUsage(32_400, 0, 52) },
  ],
  byModel: [
    { model: 'gpt-4o-mini', ...sampleUsage(120_000, 54_000, 150) },
    { model: 'offline', ...sampleUsage(62_400, 0, 62) },
  ],
  byTenant: {
    total: 2,
    rows: [
      {
        tenantId: 't1',
        slug: 'hirameki',
        name: 'ヒラメキ株式会社',
        applicationName: 'ヒラメキAI',
        ...sampleUsage(150_000, 54_000, 160),
        ledgerCharged: 54_000,
      },
      {
        tenantId: 't2',
        slug: 'fortuna',
        name: 'フォルトゥナ合同会社',
        applicationName: 'フォルトゥナ',
        ...sampleUsage(32_400, 0, 52),
        ledgerCharged: 0,
      },
    ],
  },
  tenantPage: { page: 0, pageSize: 25, sort: 'tokens', direction: 'desc' },
}
