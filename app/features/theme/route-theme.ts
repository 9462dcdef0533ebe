import { queryOptions } from '@tanstack/react-query'
import { getRequestHostTenant } from './theme.functions'

/**
 * The Host's tenant is query data: resolved once on the server and sent with the page by the SSR
 * query integration, so the browser hydrates with the same context without a second request.
 */
export const hostTenantQuery = queryOptions({
  queryKey: ['host', 'tenant'],
  queryFn: () => getRequestHostTenant(),
  staleTime: Number.POSITIVE_INFINITY,
})
