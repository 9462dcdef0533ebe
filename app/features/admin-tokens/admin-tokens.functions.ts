import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import {
  type GrantHistoryQuery,
  type GrantHistoryRow,
  grantHistoryQuerySchema,
  listGrantHistory,
} from '../../server/admin/tokens/admin-grants.server'
import { getRequestSession } from '../../server/auth/session.server'

/** The history's search as the URL carries it (strings and numbers, validated on the server). */
export interface GrantHistorySearch {
  page?: number
  pageSize?: number
  sort?: string
  direction?: string
  tenant?: string
  source?: string
  from?: string
  to?: string
}

export type GrantHistoryResult =
  | { status: 'ok'; query: GrantHistoryQuery; rows: GrantHistoryRow[]; total: number }
  | { status: 'signed-out' }

/** Every tenant's additional grants, a page at a time, for a session signed in through /admin/login. */
export const getGrantHistory = createServerFn({ method: 'GET' })
  // Each field falls back on its own; input that is not an object at all is the default query.
  .validator((input: unknown) =>
    grantHistoryQuerySchema().parse(
      typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {},
    ),
  )
  .handler(async ({ data: query }): Promise<GrantHistoryResult> => {
    const session = await getRequestSession(getRequest().headers)
    if (!session?.user.isSystemAdminLogin) return { status: 'signed-out' }
    const { db } = await getDatabase()
    return { status: 'ok', query, ...(await listGrantHistory(db, query)) }
  })

export const grantHistoryQuery = (search: GrantHistorySearch) =>
  queryOptions({
    queryKey: ['admin-grants', search],
    queryFn: () => getGrantHistory({ data: search }),
    staleTime: 0,
  })
