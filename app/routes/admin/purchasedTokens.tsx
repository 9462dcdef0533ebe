import { createFileRoute } from '@tanstack/react-router'
import { AdminPurchasesPage } from '../../features/admin-purchases/admin-purchases-page'
import {
  loadAdminPurchasesRoute,
  validateAdminPurchasesSearch,
} from '../../features/admin-purchases/admin-purchases-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// Every tenant's token purchases; the administrator confirms invoice requests here.
export const Route = createFileRoute('/admin/purchasedTokens')({
  validateSearch: validateAdminPurchasesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminPurchasesRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, '購入トークン / Purchased tokens'),
  component: AdminPurchasedTokens,
})

function AdminPurchasedTokens() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminPurchasesPage
      filter={filter}
      onFilterChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
