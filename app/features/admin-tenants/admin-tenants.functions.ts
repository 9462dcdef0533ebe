/**
 * /admin/tenants' server functions. Each validator reads its input with the service's schema; the
 * handler checks the administrator session again (403 JSON), then refuses unreadable input (400).
 */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { fieldsOf, readFields } from '../../server/admin/tenants/admin-fields.server'
import { handleAdminRequest } from '../../server/admin/tenants/admin-request.server'
import {
  createConsoleTenant,
  createTenantSchema,
  editTargetSchema,
  editTenantFromConsole,
  loadTenantDetail,
  mapDomainFromConsole,
  mapDomainSchema,
  setTenantStatusFromConsole,
  tenantFilterChoices,
  tenantFormOptions,
  tenantStatusSchema,
  unmapDomainFromConsole,
  unmapDomainSchema,
} from '../../server/admin/tenants/admin-tenants.server'
import { listTenantsPage, tenantListQuerySchema } from '../../server/admin/tenants/tenant-list.server'
import { tenantPatchSchema } from '../../server/admin/tenants/tenant-update.server'
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

export const createAdminTenant = createServerFn({ method: 'POST' })
  .validator((input: unknown) => readFields(createTenantSchema(), input))
  .handler(({ data }) =>
    handleAdminRequest((db, caller) => createConsoleTenant(db, fieldsOf(data), caller.actor)),
  )

/** The tenant first: a bad slug is refused alone, as the service does, before the form's fields. */
export const updateAdminTenant = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({
    target: readFields(editTargetSchema(), input),
    patch: readFields(tenantPatchSchema(), input),
  }))
  .handler(({ data }) =>
    handleAdminRequest((db, caller) => {
      const { slug } = fieldsOf(data.target)
      return editTenantFromConsole(db, { ...fieldsOf(data.patch), slug }, caller.actor)
    }),
  )

export const setAdminTenantStatus = createServerFn({ method: 'POST' })
  .validator((input: unknown) => readFields(tenantStatusSchema(), input))
  .handler(({ data }) =>
    handleAdminRequest((db, caller) => setTenantStatusFromConsole(db, fieldsOf(data), caller.actor)),
  )

export const mapAdminTenantDomain = createServerFn({ method: 'POST' })
  .validator((input: unknown) => readFields(mapDomainSchema(), input))
  .handler(({ data }) =>
    handleAdminRequest((db, caller) => mapDomainFromConsole(db, fieldsOf(data), caller.actor)),
  )

export const unmapAdminTenantDomain = createServerFn({ method: 'POST' })
  .validator((input: unknown) => readFields(unmapDomainSchema(), input))
  .handler(({ data }) =>
    handleAdminRequest((db, caller) => unmapDomainFromConsole(db, fieldsOf(data), caller.actor)),
  )

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
