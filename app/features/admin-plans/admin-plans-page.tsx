import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AdminShell } from '../admin-shell/admin-shell'
import { callApi } from '../admin-users/admin-form'
import { useInvalidateQueries } from '../admin-users/use-invalidate-queries'
import { useSearchPatch } from '../admin-users/use-search-patch'
import { adminPlansQuery } from './admin-plans.functions'
import { type AdminPlansSearch, readAdminPlansSearch, validateAdminPlansSearch } from './admin-plans-search'
import { type AdminPlanActions, AdminPlansView } from './admin-plans-view'

const planPath = (id: string) => `/api/admin/plans/${encodeURIComponent(id)}`

const actions: AdminPlanActions = {
  create: (values) => callApi('POST', '/api/admin/plans', values),
  update: (id, values) => callApi('PUT', planPath(id), values),
  remove: (id) => callApi('DELETE', planPath(id)),
}

/** The /admin/plans route's page: the view wired to the list query and the JSON API. */
export function AdminPlansPage({
  routeSearch,
  onSearchChange,
}: {
  /** The URL's search (defaults left out). */
  routeSearch: Partial<AdminPlansSearch>
  onSearchChange: (search: Partial<AdminPlansSearch>) => void
}) {
  const search = readAdminPlansSearch(routeSearch)
  const refetchChanged = useInvalidateQueries(['admin-plans', 'admin-applications', 'admin-audit'])
  const { data, isFetching } = useQuery({ ...adminPlansQuery(search), placeholderData: keepPreviousData })
  const patch = useSearchPatch(search, (next) => onSearchChange(validateAdminPlansSearch(next)))
  if (!data?.ok) return null
  return (
    <AdminShell>
      <AdminPlansView
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
