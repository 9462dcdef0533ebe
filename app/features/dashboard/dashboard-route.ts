/**
 * What the three dashboard routes (`/{customchat,faqchat,opschat}/$keyword/dashboard/$id/$name`)
 * need before rendering: the search, the loader (404 unless the chat is this member's to see)
 * and the title. Light on purpose: route options stay in the entry bundle.
 */
import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { type BrandedTitleContext, brandedTitle } from '../branding/brand-identity.shared'
import { type DashboardInput, dashboardQuery } from './dashboard.functions'
import { type DashboardRangeDays, parseRangeDays } from './dashboard-range'

/**
 * `?days=`: 7, 30 or 90. Absent stays absent (the default range, no redirect to add it); an
 * unknown value shows the default range rather than an error.
 */
export function validateDashboardSearch(search: Record<string, unknown>): { days?: DashboardRangeDays } {
  return search.days === undefined ? {} : { days: parseRangeDays(search.days) }
}

export async function loadDashboardPage(queryClient: QueryClient, input: DashboardInput) {
  const result = await queryClient.ensureQueryData(dashboardQuery(input))
  if (result.status === 'signed-out') throw redirect({ to: '/login' })
  if (result.status === 'not-found') throw notFound()
  return { chatName: result.dashboard.chat.name }
}

export function dashboardHead(context: BrandedTitleContext, loaderData: { chatName: string } | undefined) {
  const name = loaderData?.chatName
  return brandedTitle(context, name ? `${name} — ダッシュボード / Dashboard` : 'ダッシュボード / Dashboard')
}
