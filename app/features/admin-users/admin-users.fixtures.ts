/** Sample /admin/users data for stories and component tests. */
import { type AdminChoice, searchAdminChoicesIn } from '../admin-tenants/admin-choices'
import type { AdminUsersPage } from './admin-users.functions'
import type { AdminUserActions } from './admin-users-actions'
import type { AdminUsersSearch } from './admin-users-filter.shared'

export const sampleUsersSearch: AdminUsersSearch = { page: 0, size: 25, sort: 'email', dir: 'asc', q: '' }

/** The tenants the pickers find "on the server". */
export const sampleTenantChoices: AdminChoice[] = [
  { value: 't2', label: 'フォルトゥナ合同会社 (fortuna)' },
  { value: 't1', label: 'ヒラメキ株式会社 (hirameki)' },
]

export const sampleAdminUsers: AdminUsersPage = {
  total: 3,
  page: 0,
  size: 25,
  tenantChoice: null,
  defaultTenant: { value: 't1', label: 'ヒラメキ株式会社 (hirameki)' },
  rows: [
    {
      id: 'u1',
      name: '管理 太郎',
      email: 'admin@opsai.local',
      tenantId: null,
      tenantSlug: null,
      tenantName: null,
      tenantRole: null,
      systemAdmin: true,
      banned: false,
      banReason: null,
      createdAt: '2026-10-01T00:00:00.000Z',
    },
    {
      id: 'u2',
      name: '山田 花子',
      email: 'owner@hirameki.example',
      tenantId: 't1',
      tenantSlug: 'hirameki',
      tenantName: 'ヒラメキ株式会社',
      tenantRole: 'owner',
      systemAdmin: false,
      banned: false,
      banReason: null,
      createdAt: '2026-10-02T00:00:00.000Z',
    },
    {
      id: 'u3',
      name: '佐藤 次郎',
      email: 'member@fortuna.example',
      tenantId: 't2',
      tenantSlug: 'fortuna',
      tenantName: 'フォルトゥナ合同会社',
      tenantRole: 'member',
      systemAdmin: false,
      banned: true,
      banReason: '規約違反',
      createdAt: '2026-10-03T00:00:00.000Z',
    },
  ],
}

const ok = async () => ({ ok: true as const, data: {} })

export const noopUserActions: AdminUserActions = {
  create: async (input) => ({
    ok: true,
    data: { id: 'new', email: input.email, generatedPassword: 'Generated-Pass1' },
  }),
  update: ok,
  ban: ok,
  unban: ok,
  resetPassword: async () => ({ ok: true, data: {} }),
  setRole: ok,
  setSystemAdmin: ok,
  resetTwoFactor: ok,
  searchChoices: searchAdminChoicesIn({ tenant: sampleTenantChoices }),
}
