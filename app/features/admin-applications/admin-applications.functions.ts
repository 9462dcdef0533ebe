/** /admin/applications' list, read by a server function that checks the administrator again. */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { listAdminApplications } from '../../server/admin/applications/admin-applications.server'
import { firstAdminChoice } from '../../server/admin/tenants/admin-choices.server'
import { readAsSystemAdmin } from '../../server/admin/users/admin-read.server'
import { type AdminApplicationsSearch, readAdminApplicationsSearch } from './admin-applications-search.shared'

export type { AdminApplicationRow } from '../../server/admin/applications/admin-applications.server'

export const getAdminApplications = createServerFn({ method: 'GET' })
  // The route's own reader: each unreadable parameter falls back to its default.
  .validator((input: unknown) =>
    readAdminApplicationsSearch(
      typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {},
    ),
  )
  .handler(({ data }) =>
    readAsSystemAdmin(async (db) => {
      // No plan list: the form's plan picker searches the server. Only its starting choice.
      const [page, defaultPlan] = await Promise.all([
        listAdminApplications(db, data),
        firstAdminChoice(db, 'plan'),
      ])
      return { page, defaultPlan }
    }),
  )

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
