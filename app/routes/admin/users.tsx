import { createFileRoute } from '@tanstack/react-router'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'
import { AdminUsersPage } from '#app/features/admin-users/admin-users-page'
import { loadAdminUsersRoute, validateAdminUsersSearch } from '#app/features/admin-users/admin-users-route'

// Every user across tenants and the system administrators: search, create, edit, ban, roles.
export const Route = createFileRoute('/admin/users')({
  ...adminSearchRoute('pageTitles.users', validateAdminUsersSearch, loadAdminUsersRoute),
  component: () => <SearchRoutePage page={AdminUsersPage} />,
})
