import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AdminShell } from '../admin-shell/admin-shell'
import { searchAdminChoicesOnServer } from '../admin-tenants/admin-choices.functions'
import { callApi } from './admin-form'
import { adminUsersQuery } from './admin-users.functions'
import type { AdminUserActions } from './admin-users-actions'
import { type AdminUsersSearch, readAdminUsersSearch, validateAdminUsersSearch } from './admin-users-filter'
import { AdminUsersView } from './admin-users-view'
import { useInvalidateQueries } from './use-invalidate-queries'
import { useSearchPatch } from './use-search-patch'

const userPath = (id: string, rest = '') => `/api/admin/users/${encodeURIComponent(id)}${rest}`

const actions: AdminUserActions = {
  create: (input) => callApi('POST', '/api/admin/users', input),
  update: (id, input) => callApi('PATCH', userPath(id), input),
  ban: (id, reason) => callApi('POST', userPath(id, '/ban'), reason ? { reason } : {}),
  unban: (id) => callApi('DELETE', userPath(id, '/ban')),
  resetPassword: (id, password) => callApi('POST', userPath(id, '/password'), password ? { password } : {}),
  setRole: (id, role) => callApi('PUT', userPath(id, '/role'), { role }),
  setSystemAdmin: (id, systemAdmin) => callApi('PUT', userPath(id, '/system-admin'), { systemAdmin }),
  searchChoices: searchAdminChoicesOnServer,
}

/** The /admin/users route's page: the view wired to the list query and the JSON API. */
export function AdminUsersPage({
  routeSearch,
  onSearchChange,
}: {
  /** The URL's search (defaults left out). */
  routeSearch: Partial<AdminUsersSearch>
  onSearchChange: (search: Partial<AdminUsersSearch>) => void
}) {
  const search = readAdminUsersSearch(routeSearch)
  const refetchChanged = useInvalidateQueries(['admin-users', 'admin-overview', 'admin-audit'])
  // The previous page stays on screen (dimmed) while the next one loads.
  const { data, isFetching } = useQuery({ ...adminUsersQuery(search), placeholderData: keepPreviousData })
  const patch = useSearchPatch(search, (next) => onSearchChange(validateAdminUsersSearch(next)))
  if (!data?.ok) return null
  return (
    <AdminShell>
      <AdminUsersView
        data={data.data}
        search={search}
        onSearchChange={patch}
        actions={actions}
        loading={isFetching}
        onChanged={refetchChanged}
      />
    </AdminShell>
  )
}
