import { createFileRoute } from '@tanstack/react-router'
import { AdminTokensPage } from '../../features/admin-tokens/admin-tokens-page'
import {
  loadGrantHistoryRoute,
  validateGrantHistorySearch,
} from '../../features/admin-tokens/admin-tokens-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// The administrator grants tenants additional tokens and reads every grant (issue 8 §5).
export const Route = createFileRoute('/admin/additionalTokens')({
  validateSearch: validateGrantHistorySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadGrantHistoryRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, '追加トークン / Additional tokens'),
  component: AdminAdditionalTokens,
})

function AdminAdditionalTokens() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminTokensPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
