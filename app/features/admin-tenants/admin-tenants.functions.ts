/**
 * /admin/tenants' actions (what it reads is in admin-tenants-queries.functions.ts). Each validator
 * reads its input with the service's schema; the handler checks the administrator session again
 * (403 JSON), then refuses unreadable input (400).
 */
import { createServerFn } from '@tanstack/react-start'
import { fieldsOf, readFields } from '../../server/admin/tenants/admin-fields.server'
import { handleAdminRequest } from '../../server/admin/tenants/admin-request.server'
import {
  createConsoleTenant,
  createTenantSchema,
  editTargetSchema,
  editTenantFromConsole,
  mapDomainFromConsole,
  mapDomainSchema,
  setTenantStatusFromConsole,
  tenantStatusSchema,
  unmapDomainFromConsole,
  unmapDomainSchema,
} from '../../server/admin/tenants/admin-tenants.server'
import { tenantPatchSchema } from '../../server/admin/tenants/tenant-update.server'

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
