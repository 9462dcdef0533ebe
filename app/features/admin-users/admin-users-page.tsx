import type { SearchPageProps } from '../admin-shell/admin-route'
import { AdminShell } from '../admin-shell/admin-shell'
import { useAdminList } from '../admin-shell/use-admin-list'
import { searchAdminChoicesOnServer } from '../admin-tenants/admin-choices.functions'
import { callApi } from './admin-form'
import { adminUsersQuery } from './admin-users.functions'
import type { AdminUserActions } from './admin-users-actions'
import {
  type AdminUsersSearch,
  readAdminUsersSearch,
  validateAdminUsersSearch,
} from './admin-users-filter.shared'
import { AdminUsersView } from './admin-users-view'

const userPath = (id: string, rest = '') => `/api/admin/users/${encodeURIComponent(id)}${rest}`

const actions: AdminUserActions = {
  create: (input) => callApi('POST', '/api/admin/users', input),
  update: (id, input) => callApi('PATCH', userPath(id), input),
  ban: (id, reason) => callApi('POST', userPath(id, '/ban'), reason ? { reason } : {}),
  unban: (id) => callApi('DELETE', userPath(id, '/ban')),
  resetPassword: (id, password) => callApi('POST', userPath(id, '/password'), password ? { password } : {}),
  setRole: (id, role) => callApi('PUT', userPath(id, '/role'), { role }),
  setSystemAdmin: (id, systemAdmin) => callApi('PUT', userPath(id, '/system-admin'), { systemAdmin }),
  resetTwoFactor: (id) => callApi('POST', userPath(id, '/two-factor/reset')),
  searchChoices: searchAdminChoicesOnServer,
}

/** The /admin/users route's page: the view wired to the list query and the JSON API. */
export function AdminUsersPage({ search, onSearchChange }: SearchPageProps<Partial<AdminUsersSearch>>) {
  const list = useAdminList({
    search,
    onSearchChange,
    read: readAdminUsersSearch,
    compact: validateAdminUsersSearch,
    query: adminUsersQuery,
    refetch: ['admin-users', 'admin-overview', 'admin-audit'],
  })
  if (!list) return null
  return (
    <AdminShell>
      <AdminUsersView {...list} actions={actions} />
    </AdminShell>
  )
}
