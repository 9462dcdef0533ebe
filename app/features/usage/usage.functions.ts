import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDatabase } from '#db/runtime'
import { findTenantMember } from '../../server/home/tenant-member.server'
import { loadUsage, type UsageData } from '../../server/usage/usage.server'
import { resolveUsageRange } from './usage-range.shared'

export type UsageResult =
  | { status: 'ok'; usage: UsageData }
  /**
   * A custom range that does not validate: the form shows its field errors inline, and the page
   * keeps showing this month's figures (`usage`) instead of going blank.
   */
  | {
      status: 'invalid'
      from: string
      to: string
      fieldErrors: { from?: string; to?: string }
      usage: UsageData
    }
  | { status: 'signed-out' }

export interface UsageSearch {
  preset?: string
  from?: string
  to?: string
}

/** A search that does not read as a whole is this month's. */
const usageSearchSchema = z
  .object({
    preset: z.string().max(20).optional(),
    from: z.string().max(20).optional(),
    to: z.string().max(20).optional(),
  })
  .catch({})

/** The signed-in member's usage page for a range. */
export const getUsage = createServerFn({ method: 'GET' })
  .validator(usageSearchSchema)
  .handler(async ({ data: search }): Promise<UsageResult> => {
    const { db } = await getDatabase()
    const member = await findTenantMember(db, getRequest().headers)
    if (!member) return { status: 'signed-out' }
    const now = new Date()
    const resolved = resolveUsageRange(search, now)
    if (!resolved.ok) {
      const fallback = resolveUsageRange({}, now)
      if (!fallback.ok) throw new Error('the default usage range always resolves')
      return {
        status: 'invalid',
        from: resolved.from,
        to: resolved.to,
        fieldErrors: resolved.fieldErrors,
        usage: await loadUsage(db, member, fallback.range),
      }
    }
    return { status: 'ok', usage: await loadUsage(db, member, resolved.range) }
  })

export function usageQuery(search: UsageSearch) {
  return queryOptions({
    queryKey: ['usage', search.preset ?? null, search.from ?? null, search.to ?? null],
    queryFn: () => getUsage({ data: search }),
    // Fresh on every visit: each chat turn changes the numbers.
    staleTime: 0,
  })
}
