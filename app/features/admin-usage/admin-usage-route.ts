/** The /admin/totalUsageSituation route's search and loader, apart from the page (route options ship first). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { type TotalUsageSearch, totalUsageQuery } from './admin-usage.functions'

/**
 * `?preset=|from=&to=&application=&page=&pageSize=&sort=&direction=`, passed through: plain
 * checks, not zod (route options ship in every page's first load); the server validates.
 */
export function validateTotalUsageSearch(search: Record<string, unknown>): TotalUsageSearch {
  const result: TotalUsageSearch = {}
  for (const key of ['preset', 'from', 'to', 'application', 'sort', 'direction'] as const) {
    const value = search[key]
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      result[key] = String(value).slice(0, 63)
    }
  }
  for (const key of ['page', 'pageSize'] as const) {
    const value = Number(search[key])
    if (Number.isInteger(value) && value >= 0) result[key] = value
  }
  return result
}

export async function loadTotalUsageRoute(queryClient: QueryClient, search: TotalUsageSearch) {
  const result = await queryClient.ensureQueryData(totalUsageQuery(search))
  if (result.status === 'signed-out') throw redirect({ to: '/admin/login' })
}
