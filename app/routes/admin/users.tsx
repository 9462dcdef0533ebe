import { createFileRoute } from '@tanstack/react-router'
import { AdminUsersPage } from '../../features/admin-users/admin-users-page'
import { loadAdminUsersRoute, validateAdminUsersSearch } from '../../features/admin-users/admin-users-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// Every user across tenants and the system administrators: search, create, edit, ban, roles.
export const Route = createFileRoute('/admin/users')({
  validateSearch: validateAdminUsersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminUsersRoute(context.queryClient, deps),
  head: ({ match }) => brandedTitle(match.context, 'ユーザー / Users'),
  component: AdminUsers,
})

function AdminUsers() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminUsersPage
      routeSearch={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
