import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDatabase } from '#db/runtime'
import {
  loadTotalUsage,
  type TotalUsageData,
  totalUsageSearchSchema,
} from '../../server/admin/total-usage/total-usage.server'
import { getRequestSession } from '../../server/auth/session.server'
import { resolveUsageRange } from '../usage/usage-range.shared'

/** The page's search as the URL carries it; the server validates every part. */
export interface TotalUsageSearch {
  preset?: string
  from?: string
  to?: string
  application?: string
  page?: number
  pageSize?: number
  sort?: string
  direction?: string
}

export type TotalUsageResult =
  | { status: 'ok'; usage: TotalUsageData }
  /** A custom range that does not validate: the form shows its field errors. */
  | { status: 'invalid'; from: string; to: string; fieldErrors: { from?: string; to?: string } }
  | { status: 'signed-out' }

/** An application's `ai_type` (app/server/tenancy/fields.ts). */
const APPLICATION_KEY = /^[a-z][a-z0-9_]{1,62}$/

/** The range as text (checked when resolved, against today), and the table's forgiving options. */
function readTotalUsageSearch(input: unknown) {
  const raw = z
    .record(z.string(), z.unknown())
    .catch({})
    .parse(input ?? {})
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 20) : undefined)
  const options = totalUsageSearchSchema().parse(raw)
  // Like every other unreadable filter, an application that is no application key is dropped
  // (a NUL character in it would not even reach the database).
  const application =
    options.application && APPLICATION_KEY.test(options.application) ? options.application : undefined
  return {
    range: { preset: text(raw.preset), from: text(raw.from), to: text(raw.to) },
    options: { ...options, application },
  }
}

/** Every tenant's usage of a range, for a session signed in through /admin/login only. */
export const getTotalUsage = createServerFn({ method: 'GET' })
  .validator(readTotalUsageSearch)
  .handler(async ({ data: search }): Promise<TotalUsageResult> => {
    const session = await getRequestSession(getRequest().headers)
    if (!session?.user.isSystemAdminLogin) return { status: 'signed-out' }
    const resolved = resolveUsageRange(search.range, new Date())
    if (!resolved.ok) {
      return { status: 'invalid', from: resolved.from, to: resolved.to, fieldErrors: resolved.fieldErrors }
    }
    const { db } = await getDatabase()
    return { status: 'ok', usage: await loadTotalUsage(db, resolved.range, search.options) }
  })

export const totalUsageQuery = (search: TotalUsageSearch) =>
  queryOptions({
    queryKey: ['admin-total-usage', search],
    queryFn: () => getTotalUsage({ data: search }),
    staleTime: 0,
  })
