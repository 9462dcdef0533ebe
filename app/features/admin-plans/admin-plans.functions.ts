/** /admin/plans' list, read by a server function that checks the administrator session again. */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { listAdminPlans } from '../../server/admin/plans/admin-plans.server'
import { readAsSystemAdmin } from '../../server/admin/users/admin-read.server'
import { type AdminPlansSearch, readAdminPlansSearch } from './admin-plans-search.shared'

export type { AdminPlanRow, AdminPlansPage } from '../../server/admin/plans/admin-plans.server'

export const getAdminPlans = createServerFn({ method: 'GET' })
  // The route's own reader: each unreadable parameter falls back to its default.
  .validator((input: unknown) =>
    readAdminPlansSearch(
      typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {},
    ),
  )
  .handler(({ data }) => readAsSystemAdmin((db) => listAdminPlans(db, data)))

export const adminPlansQuery = (search: AdminPlansSearch) =>
  queryOptions({
    queryKey: ['admin-plans', search],
    queryFn: () => getAdminPlans({ data: search }),
    staleTime: 0,
  })
