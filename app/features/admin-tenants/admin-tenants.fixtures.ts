/** Sample data for the tenant views' stories and tests. */
import type {
  TenantDetail,
  TenantFilterChoices,
  TenantFormOptions,
} from '../../server/admin/tenants/admin-tenants.server'
import type { TenantListPage } from '../../server/admin/tenants/tenant-list.server'
import { searchAdminChoicesIn } from './admin-choices'

/** The applications and plans the pickers find "on the server". */
export const sampleChoiceSearch = searchAdminChoicesIn({
  application: [
    { value: 'fortuna_ai', label: 'フォルトゥナAI (fortuna_ai)' },
    { value: 'hirameki_ai', label: 'ヒラメキAI (hirameki_ai)' },
  ],
  plan: [
    { value: 'standard', label: 'スタンダード (standard)' },
    { value: 'enterprise', label: 'エンタープライズ (enterprise)' },
  ],
})

export const noFilterChoices: TenantFilterChoices = { app: null, plan: null }

export const sampleTenantOptions: TenantFormOptions = {
  themes: [
    { key: 'opsai', name: 'opsai' },
    { key: 'hirameki_ai', name: 'Hirameki AI' },
  ],
}

const row = (index: number, overrides: Partial<TenantListPage['rows'][number]> = {}) => ({
  id: `tenant-${index}`,
  slug: `tenant-${index}`,
  name: `サンプル株式会社 ${index}`,
  status: 'active' as const,
  applicationKey: 'hirameki_ai',
  applicationName: 'ヒラメキAI',
  applicationNameEn: 'Hirameki AI' as string | null,
  planId: 'standard',
  planName: 'スタンダード',
  planNameEn: 'Standard' as string | null,
  themeKey: null,
  effectiveThemeKey: 'hirameki_ai',
  createdAt: '2026-07-01T03:00:00.000Z',
  balance: 1_000_000 - index * 1000,
  members: index + 1,
  primaryHost: `tenant-${index}.example.com`,
  ...overrides,
})

export const sampleTenantPage: TenantListPage = {
  rows: [
    row(1, { name: 'ヒラメキ株式会社', slug: 'hirameki' }),
    row(2, { status: 'suspended', primaryHost: null }),
    ...Array.from({ length: 8 }, (_, index) => row(index + 3)),
  ],
  total: 2480,
  query: { sort: 'slug', desc: false, page: 0, size: 10 },
}

export const sampleTenantDetail: TenantDetail = {
  id: 'tenant-1',
  slug: 'hirameki',
  name: 'ヒラメキ株式会社',
  applicationKey: 'hirameki_ai',
  planId: 'standard',
  applicationChoice: { value: 'hirameki_ai', label: 'ヒラメキAI (hirameki_ai)' },
  planChoice: { value: 'standard', label: 'スタンダード (standard)' },
  themeKey: null,
  effectiveThemeKey: 'hirameki_ai',
  status: 'active',
  createdAt: '2026-07-01T03:00:00.000Z',
  domains: [
    { hostname: 'hirameki.example.com', themeKey: null, isPrimary: true },
    { hostname: 'chat.hirameki.example', themeKey: 'opsai', isPrimary: false },
  ],
  members: [
    { email: 'owner@hirameki.example', name: 'オーナー', role: 'owner' },
    { email: 'member@hirameki.example', name: 'メンバー', role: 'member' },
  ],
  tokens: { balance: 1_250_000, reserved: 2_000, available: 1_248_000 },
  ledger: [
    {
      id: 3,
      kind: 'usage',
      amount: -1_500,
      balanceAfter: 1_250_000,
      actor: 'user:u1',
      reason: null,
      createdAt: '2026-07-10T01:00:00.000Z',
    },
    {
      id: 2,
      kind: 'purchase',
      amount: 250_000,
      balanceAfter: 1_251_500,
      actor: 'admin:a1',
      reason: null,
      createdAt: '2026-07-05T01:00:00.000Z',
    },
    {
      id: 1,
      kind: 'plan_grant',
      amount: 1_000_000,
      balanceAfter: 1_001_500,
      actor: 'system',
      reason: null,
      createdAt: '2026-07-01T03:00:00.000Z',
    },
  ],
  audit: [
    { id: 9, at: '2026-07-05T01:00:00.000Z', actor: 'admin:a1', action: 'purchase.confirm', target: 'p1' },
    {
      id: 8,
      at: '2026-07-01T03:00:00.000Z',
      actor: 'cli:operator',
      action: 'tenant.create',
      target: 'hirameki',
    },
  ],
}
