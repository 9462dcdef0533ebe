/** /admin/plans' list, read by a server function that checks the administrator session again. */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { listAdminPlans } from '../../server/admin/plans/admin-plans.server'
import { readAsSystemAdmin } from '../../server/admin/users/admin-read.server'
import { type AdminPlansSearch, readAdminPlansSearch } from './admin-plans-search'

export type { AdminPlanRow, AdminPlansPage } from '../../server/admin/plans/admin-plans.server'

export const getAdminPlans = createServerFn({ method: 'GET' })
  .validator((input: unknown) => input)
  .handler(({ data }) => {
    const search = readAdminPlansSearch(
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {},
    )
    return readAsSystemAdmin((db) => listAdminPlans(db, search))
  })

export const adminPlansQuery = (search: AdminPlansSearch) =>
  queryOptions({
    queryKey: ['admin-plans', search],
    queryFn: () => getAdminPlans({ data: search }),
    staleTime: 0,
  })
