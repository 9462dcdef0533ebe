/**
 * What /admin/tenants reads (split from admin-tenants.functions.ts so the route's loader does not
 * pull the page's actions into every first load). The handler checks the administrator session
 * again (403 JSON), then refuses unreadable input (400).
 */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { fieldsOf, readFields } from '../../server/admin/tenants/admin-fields.server'
import { handleAdminRequest } from '../../server/admin/tenants/admin-request.server'
import {
  loadTenantDetail,
  tenantFilterChoices,
  tenantFormOptions,
} from '../../server/admin/tenants/admin-tenants.server'
import { listTenantsPage, tenantListQuerySchema } from '../../server/admin/tenants/tenant-list.server'
import { type AdminTenantsSearch, tenantListRequest } from './admin-tenants-search.shared'

/** A filter's key as tenantFilterChoices reads it: text of at most 63 characters, else none. */
const filterKey = (value: unknown) => (typeof value === 'string' && value.length <= 63 ? value : undefined)

export const getAdminTenants = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const filter = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
    return {
      list: readFields(tenantListQuerySchema(), input ?? {}),
      filter: { app: filterKey(filter.app), plan: filterKey(filter.plan) },
    }
  })
  .handler(({ data }) =>
    handleAdminRequest(async (db) => {
      // Only the labels of the filters in the URL: the pickers search applications and plans.
      const [page, filterChoices] = await Promise.all([
        listTenantsPage(db, fieldsOf(data.list)),
        tenantFilterChoices(db, data.filter),
      ])
      return { page, options: tenantFormOptions(), filterChoices }
    }),
  )

export const getAdminTenantDetail = createServerFn({ method: 'GET' })
  .validator((slug: unknown) => (typeof slug === 'string' ? slug : ''))
  .handler(({ data: slug }) => handleAdminRequest((db) => loadTenantDetail(db, slug)))

export const adminTenantsQuery = (search: AdminTenantsSearch) => {
  const list = tenantListRequest(search)
  return queryOptions({
    queryKey: ['admin-tenants', list],
    queryFn: () => getAdminTenants({ data: list }),
    staleTime: 0,
  })
}

export const adminTenantDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: ['admin-tenant', slug],
    queryFn: () => getAdminTenantDetail({ data: slug }),
    staleTime: 0,
  })
