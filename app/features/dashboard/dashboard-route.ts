/**
 * What the three dashboard routes (`/{customchat,faqchat,opschat}/$keyword/dashboard/$id/$name`)
 * need before rendering: the search, the loader (404 unless the chat is this member's to see)
 * and the title. Light on purpose: route options stay in the entry bundle; the page is
 * dashboard-page.tsx, which the router's code splitting loads apart.
 */
import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { type BrandedTitleContext, brandedTitle } from '../branding/brand-identity.shared'
import { type DashboardInput, dashboardQuery } from './dashboard.functions'
import { type DashboardRangeDays, DEFAULT_RANGE_DAYS, parseRangeDays } from './dashboard-range.shared'

export type DashboardKind = DashboardInput['kind']

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
  return name
    ? brandedTitle(context, 'pageTitles.chatDashboard', { chat: name })
    : brandedTitle(context, 'pageTitles.dashboard')
}

/**
 * The options of the dashboard route of one chat kind, but the component: the route file names
 * that itself so the router's code splitting can move it out of the entry bundle.
 */
export function dashboardRoute(kind: DashboardKind) {
  return {
    validateSearch: validateDashboardSearch,
    loaderDeps: ({ search }: { search: { days?: DashboardRangeDays } }) => ({
      days: search.days ?? DEFAULT_RANGE_DAYS,
    }),
    loader: ({ context, params, deps }: DashboardLoaderContext) =>
      loadDashboardPage(context.queryClient, {
        kind,
        keyword: params.keyword,
        chatId: params.id,
        days: deps.days,
      }),
    head: ({ match, loaderData }: DashboardHeadContext) => dashboardHead(match.context, loaderData),
  }
}

type DashboardLoaderContext = {
  context: { queryClient: QueryClient }
  // {id} is the catalogue chat id and must match {keyword}; {name} only makes the URL readable.
  params: { keyword: string; id: string }
  deps: { days: DashboardRangeDays }
}

type DashboardHeadContext = {
  match: { context: BrandedTitleContext }
  loaderData?: { chatName: string }
}
