/** /admin/applications' list and plan choices, read by a server function that checks the administrator again. */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { listAdminApplications } from '../../server/admin/applications/admin-applications.server'
import { readAsSystemAdmin } from '../../server/admin/users/admin-read.server'
import { listPlans } from '../../server/tenancy/plans.server'
import { type AdminApplicationsSearch, readAdminApplicationsSearch } from './admin-applications-search'

export type { AdminApplicationRow } from '../../server/admin/applications/admin-applications.server'

export const getAdminApplications = createServerFn({ method: 'GET' })
  .validator((input: unknown) => input)
  .handler(({ data }) => {
    const search = readAdminApplicationsSearch(
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {},
    )
    return readAsSystemAdmin(async (db) => {
      const [page, plans] = await Promise.all([listAdminApplications(db, search), listPlans(db)])
      return { page, plans: plans.map((plan) => ({ id: plan.id, name: plan.name })) }
    })
  })

export type AdminApplicationsData = Extract<
  Awaited<ReturnType<typeof getAdminApplications>>,
  { ok: true }
>['data']

export const adminApplicationsQuery = (search: AdminApplicationsSearch) =>
  queryOptions({
    queryKey: ['admin-applications', search],
    queryFn: () => getAdminApplications({ data: search }),
    staleTime: 0,
  })
