import { createFileRoute } from '@tanstack/react-router'
import { AdminPlansPage } from '#app/features/admin-plans/admin-plans-page'
import { loadAdminPlansRoute, validateAdminPlansSearch } from '#app/features/admin-plans/admin-plans-route'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'

// The plans tenants subscribe to: create, edit, delete (refused while in use).
export const Route = createFileRoute('/admin/plans')({
  ...adminSearchRoute('pageTitles.plans', validateAdminPlansSearch, loadAdminPlansRoute),
  component: () => <SearchRoutePage page={AdminPlansPage} />,
})
