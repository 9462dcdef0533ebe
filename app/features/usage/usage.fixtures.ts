/** Sample usage data for stories and component tests (shaped as the server returns it). */
import type { UsageData, UsageTotals } from '../../server/usage/usage.server'
import { daysBetween } from './usage-range.shared'

/**
 * Model tokens and credits as a turn's rows hold them: a total split about 3:1 into input and
 * output, and the credits the prices made of them (less than the tokens on a cheap model, more
 * on a dear one, 0 on the offline provider).
 */
export function sampleUsage(tokens: number, charged: number, turns: number): UsageTotals {
  const inputTokens = Math.round(tokens * 0.74)
  return { inputTokens, outputTokens: tokens - inputTokens, tokens, charged, turns }
}

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
  ledgerCharged: 122_350,
  totals: sampleUsage(409_000, 122_350, 321),
  byDay: days.map((day, index) => ({
    day,
    ...sampleUsage(wave(index) * 1_000, wave(index) * 300, wave(index)),
  })),
  byUser: [
    {
      userId: 'u1',
      name: 'オーナー 一郎',
      email: 'owner@hirameki.example',
      ...sampleUsage(210_000, 63_000, 160),
    },
    {
      userId: 'u2',
      name: '管理 花子',
      email: 'admin@hirameki.example',
      ...sampleUsage(150_000, 44_850, 120),
    },
    { userId: 'u3', name: null, email: null, ...sampleUsage(49_000, 14_500, 41) },
  ],
  byChat: [
    {
      chatKind: 'faqchat',
      keyword: 'work-rules',
      name: '就業規則FAQ',
      nameEn: 'Work rules FAQ',
      ...sampleUsage(250_000, 75_000, 200),
    },
    {
      chatKind: 'customchat',
      keyword: 'mail',
      name: 'メール作成, "丁寧"',
      nameEn: null,
      ...sampleUsage(109_000, 47_350, 81),
    },
    {
      chatKind: 'chat',
      keyword: 'default',
      name: null,
      nameEn: null,
      ...sampleUsage(50_000, 0, 40),
    },
  ],
  byModel: [
    { model: 'gpt-4o-mini', ...sampleUsage(300_000, 122_350, 250) },
    { model: 'offline', ...sampleUsage(109_000, 0, 71) },
  ],
}

export const memberUsage: UsageData = {
  ...ownerUsage,
  scope: 'own',
  plan: null,
  credits: null,
  ledgerCharged: 14_500,
  totals: sampleUsage(49_000, 14_500, 41),
  byUser: [ownerUsage.byUser[2] ?? ownerUsage.byUser[0]].filter((row) => row !== undefined),
  byChat: [
    {
      chatKind: 'chat',
      keyword: 'default',
      name: null,
      nameEn: null,
      ...sampleUsage(49_000, 14_500, 41),
    },
  ],
  byModel: [{ model: 'gpt-4o-mini', ...sampleUsage(49_000, 14_500, 41) }],
}

export const emptyUsage: UsageData = {
  ...ownerUsage,
  range: { preset: 'custom', from: '2020-01-01', to: '2020-01-07' },
  balance: { balance: 12_000, reserved: 0, available: 12_000 },
  plan: { name: 'ゼロ', monthlyTokens: 0, month: '2026-03', granted: 0, grantedAt: null },
  credits: { planGranted: 0, purchased: 0, additional: 0 },
  ledgerCharged: 0,
  totals: sampleUsage(0, 0, 0),
  byDay: daysBetween('2020-01-01', '2020-01-07').map((day) => ({ day, ...sampleUsage(0, 0, 0) })),
  byUser: [],
  byChat: [],
  byModel: [],
}
