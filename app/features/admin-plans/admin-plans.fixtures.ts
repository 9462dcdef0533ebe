/** Sample /admin/plans data for stories and component tests. */
import { searchAdminChoicesIn } from '../admin-tenants/admin-choices'
import type { AdminPlansPage } from './admin-plans.functions'
import type { AdminPlansSearch } from './admin-plans-search.shared'
import type { AdminPlanActions } from './admin-plans-view'

export const samplePlansSearch: AdminPlansSearch = { page: 0, size: 25, sort: 'position', dir: 'asc', q: '' }

export const sampleAdminPlans: AdminPlansPage = {
  total: 2,
  page: 0,
  size: 25,
  rows: [
    {
      id: 'free',
      name: 'フリー',
      monthlyTokens: 50_000,
      priceJpy: 0,
      maxUsers: 3,
      maxChats: 5,
      storageMb: 100,
      applicationKey: null,
      applicationName: null,
      position: 0,
      tenantCount: 12,
      applicationCount: 2,
    },
    {
      id: 'business',
      name: 'ビジネス',
      monthlyTokens: 2_000_000,
      priceJpy: 29_800,
      maxUsers: null,
      maxChats: null,
      storageMb: null,
      applicationKey: 'fortuna',
      applicationName: 'フォーチュナAI',
      position: 1,
      tenantCount: 0,
      applicationCount: 0,
    },
  ],
}

/** The application picker's search "on the server". */
export const sampleApplicationSearch = searchAdminChoicesIn({
  application: [
    { value: 'fortuna', label: 'フォーチュナAI (fortuna)' },
    { value: 'hirameki_ai', label: 'ヒラメキAI (hirameki_ai)' },
  ],
})

export const noopPlanActions: AdminPlanActions = {
  create: async (values) => ({ ok: true, data: { name: values.name } }),
  update: async (_id, values) => ({ ok: true, data: { name: values.name } }),
  remove: async () => ({ ok: true, data: {} }),
}
