import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import { findTenantMember } from '../../server/home/tenant-member.server'

/**
 * The signed-in member's role in their tenant, for the navigation: a menu shows only what the
 * role can use (a member has no category settings). The pages still check on the server.
 */
export const getTenantRole = createServerFn({ method: 'GET' }).handler(async () => {
  const { db } = await getDatabase()
  const member = await findTenantMember(db, getRequest().headers)
  return member?.role ?? null
})

export const tenantRoleQuery = queryOptions({
  queryKey: ['tenant-role'],
  queryFn: () => getTenantRole(),
  staleTime: 60_000,
})
