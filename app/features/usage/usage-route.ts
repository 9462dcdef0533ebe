/**
 * What `/usageSituation` needs before rendering: its search (`?preset=` or `?from=&to=`) and the
 * loader. Kept apart from the page (usage-page.tsx): route options ship in the first-load bundle.
 */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { type BrandedTitleContext, brandedTitle } from '../branding/brand-identity.shared'
import { type UsageSearch, usageQuery } from './usage.functions'

/** Strings only, passed through: the server validates them and shows field errors. */
export function validateUsageSearch(search: Record<string, unknown>): UsageSearch {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
  const result: UsageSearch = {}
  const preset = text(search.preset)
  const from = text(search.from)
  const to = text(search.to)
  if (preset !== undefined) result.preset = preset
  if (from !== undefined) result.from = from
  if (to !== undefined) result.to = to
  return result
}

export async function loadUsagePage(queryClient: QueryClient, search: UsageSearch) {
  const result = await queryClient.ensureQueryData(usageQuery(search))
  if (result.status === 'signed-out') throw redirect({ to: '/login' })
}

export const usageHead = ({ match }: { match: { context: BrandedTitleContext } }) =>
  brandedTitle(match.context, 'pageTitles.usage')
