import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AdminShell } from '../admin-shell/admin-shell'
import { searchAdminChoicesOnServer } from '../admin-tenants/admin-choices.functions'
import { callApi } from '../admin-users/admin-form'
import { useInvalidateQueries } from '../admin-users/use-invalidate-queries'
import { useSearchPatch } from '../admin-users/use-search-patch'
import { ConsoleThemeCatalogue } from '../theme/console-theme-catalogue'
import { adminApplicationsQuery } from './admin-applications.functions'
import {
  type AdminApplicationsSearch,
  readAdminApplicationsSearch,
  validateAdminApplicationsSearch,
} from './admin-applications-search'
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
  routeSearch,
  onSearchChange,
}: {
  /** The URL's search (defaults left out). */
  routeSearch: Partial<AdminApplicationsSearch>
  onSearchChange: (search: Partial<AdminApplicationsSearch>) => void
}) {
  const search = readAdminApplicationsSearch(routeSearch)
  const refetchChanged = useInvalidateQueries([
    'admin-applications',
    'admin-plans',
    'admin-tenants',
    'admin-audit',
  ])
  const { data, isFetching } = useQuery({
    ...adminApplicationsQuery(search),
    placeholderData: keepPreviousData,
  })
  const patch = useSearchPatch(search, (next) => onSearchChange(validateAdminApplicationsSearch(next)))
  if (!data?.ok) return null
  return (
    <AdminShell>
      <ConsoleThemeCatalogue>
        <AdminApplicationsView
          data={data.data}
          search={search}
          onSearchChange={patch}
          actions={actions}
          loading={isFetching}
          onChanged={refetchChanged}
        />
      </ConsoleThemeCatalogue>
    </AdminShell>
  )
}
