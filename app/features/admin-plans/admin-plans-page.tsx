import type { SearchPageProps } from '../admin-shell/admin-route'
import { AdminShell } from '../admin-shell/admin-shell'
import { useAdminList } from '../admin-shell/use-admin-list'
import { searchAdminChoicesOnServer } from '../admin-tenants/admin-choices.functions'
import { callApi } from '../admin-users/admin-form'
import { adminPlansQuery } from './admin-plans.functions'
import {
  type AdminPlansSearch,
  readAdminPlansSearch,
  validateAdminPlansSearch,
} from './admin-plans-search.shared'
import { type AdminPlanActions, AdminPlansView } from './admin-plans-view'

const planPath = (id: string) => `/api/admin/plans/${encodeURIComponent(id)}`

const actions: AdminPlanActions = {
  create: (values) => callApi('POST', '/api/admin/plans', values),
  update: (id, values) => callApi('PUT', planPath(id), values),
  remove: (id) => callApi('DELETE', planPath(id)),
}

/** The /admin/plans route's page: the view wired to the list query and the JSON API. */
export function AdminPlansPage({ search, onSearchChange }: SearchPageProps<Partial<AdminPlansSearch>>) {
  const list = useAdminList({
    search,
    onSearchChange,
    read: readAdminPlansSearch,
    compact: validateAdminPlansSearch,
    query: adminPlansQuery,
    refetch: ['admin-plans', 'admin-applications', 'admin-audit'],
  })
  if (!list) return null
  return (
    <AdminShell>
      <AdminPlansView {...list} actions={actions} searchChoices={searchAdminChoicesOnServer} />
    </AdminShell>
  )
}
