/**
 * /admin/tenants' server functions. Inputs are parsed on the server, in the handlers (a validator
 * would ship zod to the browser); each call checks the administrator session again (403 JSON).
 */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { handleAdminRequest } from '../../server/admin/tenants/admin-request.server'
import {
  createTenantFromConsole,
  editTenantFromConsole,
  loadTenantDetail,
  mapDomainFromConsole,
  setTenantStatusFromConsole,
  tenantFilterChoices,
  tenantFormOptions,
  unmapDomainFromConsole,
} from '../../server/admin/tenants/admin-tenants.server'
import { listTenantsPage } from '../../server/admin/tenants/tenant-list.server'
import { type AdminTenantsSearch, tenantListRequest } from './admin-tenants-search'

export const getAdminTenants = createServerFn({ method: 'GET' })
  .validator((input: unknown) => input)
  .handler(({ data }) =>
    handleAdminRequest(async (db) => {
      // Only the labels of the filters in the URL: the pickers search applications and plans.
      const filter = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
      const [page, filterChoices] = await Promise.all([
        listTenantsPage(db, data),
        tenantFilterChoices(db, filter),
      ])
      return { page, options: tenantFormOptions(), filterChoices }
    }),
  )

export const getAdminTenantDetail = createServerFn({ method: 'GET' })
  .validator((input: unknown) => input)
  .handler(({ data }) =>
    handleAdminRequest((db) => loadTenantDetail(db, typeof data === 'string' ? data : '')),
  )

export const createAdminTenant = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(({ data }) => handleAdminRequest((db, caller) => createTenantFromConsole(db, data, caller.actor)))

export const updateAdminTenant = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(({ data }) => handleAdminRequest((db, caller) => editTenantFromConsole(db, data, caller.actor)))

export const setAdminTenantStatus = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(({ data }) =>
    handleAdminRequest((db, caller) => setTenantStatusFromConsole(db, data, caller.actor)),
  )

export const mapAdminTenantDomain = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(({ data }) => handleAdminRequest((db, caller) => mapDomainFromConsole(db, data, caller.actor)))

export const unmapAdminTenantDomain = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(({ data }) => handleAdminRequest((db, caller) => unmapDomainFromConsole(db, data, caller.actor)))

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
