/** The /admin/additionalTokens route's search and loader, apart from the page (route options ship first). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { type GrantHistorySearch, grantHistoryQuery } from './admin-tokens.functions'

/**
 * `?page=&pageSize=&sort=&direction=&tenant=&source=&from=&to=`, passed through as they are: plain
 * checks, not zod (route options ship in every page's first load); the server function validates.
 */
export function validateGrantHistorySearch(search: Record<string, unknown>): GrantHistorySearch {
  const result: GrantHistorySearch = {}
  for (const key of ['sort', 'direction', 'tenant', 'source', 'from', 'to'] as const) {
    const value = search[key]
    if (typeof value === 'string' && value !== '' && value.length <= 100) result[key] = value
  }
  for (const key of ['page', 'pageSize'] as const) {
    const value = Number(search[key])
    if (Number.isInteger(value) && value >= 0) result[key] = value
  }
  return result
}

export async function loadGrantHistoryRoute(queryClient: QueryClient, search: GrantHistorySearch) {
  const result = await queryClient.ensureQueryData(grantHistoryQuery(search))
  if (result.status === 'signed-out') throw redirect({ to: '/admin/login' })
}
