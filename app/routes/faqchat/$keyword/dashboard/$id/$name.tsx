import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../../../../../features/dashboard/dashboard-page'
import { DEFAULT_RANGE_DAYS } from '../../../../../features/dashboard/dashboard-range'
import {
  dashboardHead,
  loadDashboardPage,
  validateDashboardSearch,
} from '../../../../../features/dashboard/dashboard-route'

// {id} is the catalogue chat id and must match {keyword}; {name} only makes the URL readable.
export const Route = createFileRoute('/faqchat/$keyword/dashboard/$id/$name')({
  validateSearch: validateDashboardSearch,
  loaderDeps: ({ search }) => ({ days: search.days ?? DEFAULT_RANGE_DAYS }),
  loader: ({ context, params, deps }) =>
    loadDashboardPage(context.queryClient, {
      kind: 'faqchat',
      keyword: params.keyword,
      chatId: params.id,
      days: deps.days,
    }),
  head: ({ match, loaderData }) => dashboardHead(match.context, loaderData),
  component: Dashboard,
})

function Dashboard() {
  const params = Route.useParams()
  const { days = DEFAULT_RANGE_DAYS } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DashboardPage
      input={{ kind: 'faqchat', keyword: params.keyword, chatId: params.id, days }}
      onDaysChange={(next) => void navigate({ search: { days: next }, replace: true })}
    />
  )
}
