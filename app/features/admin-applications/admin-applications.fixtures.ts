/** Sample /admin/applications data for stories and component tests. */
import { searchAdminChoicesIn } from '../admin-tenants/admin-choices'
import { demoBrands } from '../branding/brand.fixtures'
import type { AdminApplicationsData } from './admin-applications.functions'
import type { AdminApplicationsSearch } from './admin-applications-search.shared'
import type { AdminApplicationActions } from './admin-applications-view'
import type { ApplicationBrandAnswer, ApplicationBrandApi } from './application-brand-dialog'
import { fakeModelPriceApi } from './model-prices.fixtures'

export const sampleApplicationsSearch: AdminApplicationsSearch = {
  page: 0,
  size: 25,
  sort: 'key',
  dir: 'asc',
  q: '',
}

const at = new Date('2026-10-01T00:00:00.000Z')

/** An application's identity columns (ADR 022) when nothing was set. */
const noIdentity = {
  nameEn: null,
  shortName: null,
  supportEmail: null,
  mailSenderName: null,
  footerJa: null,
  footerEn: null,
  termsUrl: null,
  privacyUrl: null,
}

export const sampleAdminApplications: AdminApplicationsData = {
  defaultPlan: { value: 'free', label: 'フリー (free)' },
  page: {
    total: 2,
    page: 0,
    size: 25,
    rows: [
      {
        key: 'hirameki_ai',
        name: 'ヒラメキAI',
        themeKey: 'hirameki_ai',
        ...noIdentity,
        nameEn: 'Hirameki AI',
        supportEmail: 'support@hirameki.example',
        defaultPlanId: 'free',
        defaultPlanName: 'フリー',
        embeddings: null,
        settings: { provider: 'anthropic', model: 'claude-sonnet', hasApiKey: true },
        tenantCount: 14,
        createdAt: at,
        updatedAt: at,
      },
      {
        key: 'opsai_chat',
        name: 'opsai チャット',
        themeKey: 'opsai',
        ...noIdentity,
        defaultPlanId: null,
        defaultPlanName: null,
        settings: null,
        embeddings: null,
        tenantCount: 0,
        createdAt: at,
        updatedAt: at,
      },
    ],
  },
}

export const noopApplicationActions: AdminApplicationActions = {
  create: async (body) => ({ ok: true, data: { name: String(body.name) } }),
  update: async (_key, body) => ({ ok: true, data: { name: String(body.name) } }),
  remove: async () => ({ ok: true, data: {} }),
  // The plans the default-plan picker finds "on the server".
  searchChoices: searchAdminChoicesIn({
    plan: [
      { value: 'free', label: 'フリー (free)' },
      { value: 'business', label: 'ビジネス (business)' },
    ],
  }),
  prices: fakeModelPriceApi(),
}

const hiramekiBrand: ApplicationBrandAnswer = {
  themeKey: 'hirameki_ai',
  identity: demoBrands.hirameki_ai,
  brand: {
    key: 'hirameki_ai',
    themeKey: 'hirameki_ai',
    nameJa: 'ヒラメキAI',
    nameEn: 'Hirameki AI',
    shortName: 'Hirameki',
    supportEmail: 'support@hirameki.example',
    senderName: 'ヒラメキAI サポート',
    footerJa: '© ヒラメキAI',
    footerEn: '© Hirameki AI',
    termsUrl: 'https://hirameki.example/terms',
    privacyUrl: 'https://hirameki.example/privacy',
    logo: null,
    favicon: null,
  },
}

/** The identity dialog's calls, answering with one stored brand (and a refusal for a bad file). */
export const fakeBrandApi: ApplicationBrandApi = {
  load: async () => ({ ok: true, data: hiramekiBrand }),
  save: async () => ({ ok: true, data: hiramekiBrand }),
  upload: async (_key, picture) => ({
    ok: false,
    status: 400,
    message: { ja: '入力を確認してください', en: 'Check the input' },
    fieldErrors: {
      [picture]: {
        ja: 'PNG または SVG の画像ではありません。PNG か SVG のファイルを選んでください。',
        en: 'This is not a PNG or SVG image. Choose a PNG or SVG file.',
      },
    },
  }),
  remove: async () => ({ ok: true, data: hiramekiBrand }),
}
