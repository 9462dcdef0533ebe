import type { SearchPageProps } from '../admin-shell/admin-route'
import { AdminShell } from '../admin-shell/admin-shell'
import { useAdminList } from '../admin-shell/use-admin-list'
import { searchAdminChoicesOnServer } from '../admin-tenants/admin-choices.functions'
import { callApi } from '../admin-users/admin-form'
import { ConsoleThemeCatalogue } from '../theme/console-theme-catalogue'
import { adminApplicationsQuery } from './admin-applications.functions'
import {
  type AdminApplicationsSearch,
  readAdminApplicationsSearch,
  validateAdminApplicationsSearch,
} from './admin-applications-search.shared'
import { type AdminApplicationActions, AdminApplicationsView } from './admin-applications-view'

const applicationPath = (key: string) => `/api/admin/applications/${encodeURIComponent(key)}`

const actions: AdminApplicationActions = {
  create: (body) => callApi('POST', '/api/admin/applications', body),
  update: (key, body) => callApi('PATCH', applicationPath(key), body),
  remove: (key) => callApi('DELETE', applicationPath(key)),
  searchChoices: searchAdminChoicesOnServer,
}

/** The /admin/applications route's page: the view wired to the list query and the JSON API. */
export function AdminApplicationsPage({
  search,
  onSearchChange,
}: SearchPageProps<Partial<AdminApplicationsSearch>>) {
  const list = useAdminList({
    search,
    onSearchChange,
    read: readAdminApplicationsSearch,
    compact: validateAdminApplicationsSearch,
    query: adminApplicationsQuery,
    refetch: ['admin-applications', 'admin-plans', 'admin-tenants', 'admin-audit'],
  })
  if (!list) return null
  return (
    <AdminShell>
      <ConsoleThemeCatalogue>
        <AdminApplicationsView {...list} actions={actions} />
      </ConsoleThemeCatalogue>
    </AdminShell>
  )
}
