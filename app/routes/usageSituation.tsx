import { createFileRoute } from '@tanstack/react-router'
import { UsagePage } from '../features/usage/usage-page'
import { loadUsagePage, usageHead, validateUsageSearch } from '../features/usage/usage-route'

// The tenant's usage (issue 7 §4): balance, plan allowance, credits, usage by day/user/chat/model.
export const Route = createFileRoute('/usageSituation')({
  validateSearch: validateUsageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadUsagePage(context.queryClient, deps),
  head: usageHead,
  component: Usage,
})

function Usage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <UsagePage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
  )
}
