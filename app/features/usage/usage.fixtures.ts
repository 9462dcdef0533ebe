/** Sample usage data for stories and component tests (shaped as the server returns it). */
import type { UsageData } from '../../server/usage/usage.server'
import { daysBetween } from './usage-range.shared'

const days = daysBetween('2026-03-01', '2026-03-31')
const wave = (index: number) => ((index * 7) % 11) + (index > 24 ? 6 : 0)

export const ownerUsage: UsageData = {
  scope: 'all',
  range: { preset: 'this-month', from: '2026-03-01', to: '2026-03-31' },
  balance: { balance: 842_500, reserved: 4_096, available: 838_404 },
  storage: { usedBytes: 12_900_000, limitBytes: 2000 * 1024 * 1024 },
  plan: {
    name: 'スタンダード',
    monthlyTokens: 1_000_000,
    month: '2026-03',
    granted: 1_000_000,
    grantedAt: '2026-03-01T00:00:05Z',
  },
  credits: { planGranted: 1_000_000, purchased: 200_000, additional: 50_000 },
  ledgerCharged: 407_500,
  totals: { tokens: 409_000, charged: 407_500, turns: 321 },
  byDay: days.map((day, index) => ({
    day,
    tokens: wave(index) * 1_000,
    charged: wave(index) * 1_000,
    turns: wave(index),
  })),
  byUser: [
    {
      userId: 'u1',
      name: 'オーナー 一郎',
      email: 'owner@hirameki.example',
      tokens: 210_000,
      charged: 210_000,
      turns: 160,
    },
    {
      userId: 'u2',
      name: '管理 花子',
      email: 'admin@hirameki.example',
      tokens: 150_000,
      charged: 148_500,
      turns: 120,
    },
    { userId: 'u3', name: null, email: null, tokens: 49_000, charged: 49_000, turns: 41 },
  ],
  byChat: [
    {
      chatKind: 'faqchat',
      keyword: 'work-rules',
      name: '就業規則FAQ',
      nameEn: 'Work rules FAQ',
      tokens: 250_000,
      charged: 250_000,
      turns: 200,
    },
    {
      chatKind: 'customchat',
      keyword: 'mail',
      name: 'メール作成, "丁寧"',
      nameEn: null,
      tokens: 109_000,
      charged: 107_500,
      turns: 81,
    },
    {
      chatKind: 'chat',
      keyword: 'default',
      name: null,
      nameEn: null,
      tokens: 50_000,
      charged: 50_000,
      turns: 40,
    },
  ],
  byModel: [
    { model: 'gpt-4o-mini', tokens: 300_000, charged: 298_500, turns: 250 },
    { model: 'offline', tokens: 109_000, charged: 109_000, turns: 71 },
  ],
}

export const memberUsage: UsageData = {
  ...ownerUsage,
  scope: 'own',
  plan: null,
  credits: null,
  ledgerCharged: 49_000,
  totals: { tokens: 49_000, charged: 49_000, turns: 41 },
  byUser: [ownerUsage.byUser[2] ?? ownerUsage.byUser[0]].filter((row) => row !== undefined),
  byChat: [
    {
      chatKind: 'chat',
      keyword: 'default',
      name: null,
      nameEn: null,
      tokens: 49_000,
      charged: 49_000,
      turns: 41,
    },
  ],
  byModel: [{ model: 'offline', tokens: 49_000, charged: 49_000, turns: 41 }],
}

export const emptyUsage: UsageData = {
  ...ownerUsage,
  range: { preset: 'custom', from: '2020-01-01', to: '2020-01-07' },
  balance: { balance: 12_000, reserved: 0, available: 12_000 },
  plan: { name: 'ゼロ', monthlyTokens: 0, month: '2026-03', granted: 0, grantedAt: null },
  credits: { planGranted: 0, purchased: 0, additional: 0 },
  ledgerCharged: 0,
  totals: { tokens: 0, charged: 0, turns: 0 },
  byDay: daysBetween('2020-01-01', '2020-01-07').map((day) => ({ day, tokens: 0, charged: 0, turns: 0 })),
  byUser: [],
  byChat: [],
  byModel: [],
}
