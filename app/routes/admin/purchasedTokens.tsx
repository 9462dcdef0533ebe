import { createFileRoute } from '@tanstack/react-router'
import { AdminPurchasesPage } from '#app/features/admin-purchases/admin-purchases-page'
import {
  loadAdminPurchasesRoute,
  validateAdminPurchasesSearch,
} from '#app/features/admin-purchases/admin-purchases-route'
import { adminSearchRoute, SearchRoutePage } from '#app/features/admin-shell/admin-route'

// Every tenant's token purchases; the administrator confirms invoice requests here.
export const Route = createFileRoute('/admin/purchasedTokens')({
  ...adminSearchRoute('pageTitles.purchasedTokens', validateAdminPurchasesSearch, loadAdminPurchasesRoute),
  component: () => <SearchRoutePage page={AdminPurchasesPage} />,
})
