import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { AdminShell } from '../admin-shell/admin-shell'
import { searchAdminChoicesOnServer } from './admin-choices.functions'
import {
  createAdminTenant,
  mapAdminTenantDomain,
  setAdminTenantStatus,
  unmapAdminTenantDomain,
  updateAdminTenant,
} from './admin-tenants.functions'
import type { ActionResult, AdminTenantActions } from './admin-tenants-actions'
import { adminTenantDetailQuery, adminTenantsQuery } from './admin-tenants-queries.functions'
import type { AdminTenantsSearch } from './admin-tenants-search.shared'
import { AdminTenantsView, type SearchUpdate } from './admin-tenants-view'
import { DeletedTenants } from './deleted-tenants'
import { TenantDetailDialog } from './tenant-detail-dialog'
import { adminArchivesApi } from './tenant-lifecycle-api'

/** The /admin/tenants route's page: the list and the detail wired to the server functions. */
export function AdminTenantsPage({
  search,
  onSearchChange,
}: {
  search: AdminTenantsSearch
  onSearchChange: (search: AdminTenantsSearch) => void
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(adminTenantsQuery(search))
  const detail = useQuery({ ...adminTenantDetailQuery(search.tenant ?? ''), enabled: Boolean(search.tenant) })

  // Two changes in one event (a new sort, then page 1) must build on each other, not on the
  // search of the last render.
  const latest = useRef(search)
  latest.current = search
  const change = (update: SearchUpdate) => {
    const next = typeof update === 'function' ? update(latest.current) : update
    latest.current = next
    onSearchChange(next)
  }

  const refresh = () =>
    Promise.all(
      ['admin-tenants', 'admin-tenant', 'admin-overview', 'admin-audit'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    )
  /** Refreshes after a change and tells the administrator what happened. */
  const after = async (result: ActionResult, success: string): Promise<ActionResult> => {
    if (!result.ok) return result
    await refresh()
    snackbar.show({ message: success, tone: 'success' })
    return result
  }

  const actions: AdminTenantActions = {
    async create(values) {
      const result = await createAdminTenant({ data: values })
      if (result.ok) change((current) => ({ ...current, tenant: result.data.slug }))
      return after(result, t('adminTenants.form.created', { slug: values.slug.trim().toLowerCase() }))
    },
    async update(slug, values) {
      const result = await updateAdminTenant({ data: { ...values, slug } })
      return after(
        result,
        t(result.ok && !result.data.changed ? 'adminTenants.form.unchanged' : 'adminTenants.form.saved'),
      )
    },
    async setStatus(slug, status) {
      const result = await setAdminTenantStatus({ data: { slug, status } })
      return after(
        result,
        t(status === 'suspended' ? 'adminTenants.detail.suspended' : 'adminTenants.detail.resumed'),
      )
    },
    async mapDomain(slug, values) {
      const result = await mapAdminTenantDomain({ data: { tenantSlug: slug, ...values } })
      return after(
        result,
        t('adminTenants.detail.mapped', { hostname: result.ok ? result.data.hostname : '' }),
      )
    },
    async unmapDomain(slug, hostname) {
      const result = await unmapAdminTenantDomain({ data: { tenantSlug: slug, hostname } })
      return after(result, t('adminTenants.detail.unmapped', { hostname }))
    },
    searchChoices: searchAdminChoicesOnServer,
  }

  if (!data.ok) return null
  const detailData = detail.data?.ok ? detail.data.data : null
  return (
    <AdminShell>
      <AdminTenantsView
        page={data.data.page}
        options={data.data.options}
        filterChoices={data.data.filterChoices}
        search={search}
        onSearchChange={change}
        actions={actions}
      />
      <DeletedTenants api={adminArchivesApi} />
      <TenantDetailDialog
        slug={search.tenant ?? null}
        detail={detail.isPending ? null : detailData}
        loading={detail.isPending}
        options={data.data.options}
        actions={actions}
        onClose={() => change(({ tenant: _closed, ...rest }) => rest)}
      />
    </AdminShell>
  )
}
