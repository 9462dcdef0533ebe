import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { resolveRequestTenant } from '../../server/tenancy/request-tenant.server'

/**
 * The tenant the request's Host is mapped to (null on an unmapped Host): its own tenant only. The
 * page's theme comes with its brand (brand.functions.ts), resolved on the server (ADR 023).
 */
export const getRequestHostTenant = createServerFn({ method: 'GET' }).handler(async () => {
  const host = await resolveRequestTenant(getRequest())
  return { hostTenant: host.tenant }
})
