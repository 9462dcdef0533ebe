/** Sample /admin/applications data for stories and component tests. */
import { searchAdminChoicesIn } from '../admin-tenants/admin-choices'
import type { AdminApplicationsData } from './admin-applications.functions'
import type { AdminApplicationsSearch } from './admin-applications-search'
import type { AdminApplicationActions } from './admin-applications-view'

export const sampleApplicationsSearch: AdminApplicationsSearch = {
  page: 0,
  size: 25,
  sort: 'key',
  dir: 'asc',
  q: '',
}

const at = new Date('2026-10-01T00:00:00.000Z')

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
        defaultPlanId: 'free',
        defaultPlanName: 'フリー',
        settings: { provider: 'anthropic', model: 'claude-sonnet', hasApiKey: true },
        tenantCount: 14,
        createdAt: at,
        updatedAt: at,
      },
      {
        key: 'opsai_chat',
        name: 'opsai チャット',
        themeKey: 'opsai',
        defaultPlanId: null,
        defaultPlanName: null,
        settings: null,
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
}
