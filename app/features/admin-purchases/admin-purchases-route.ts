/** The /admin/purchasedTokens route's search and loader, apart from the page (route options ship first). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { isPurchaseStatus } from '../payment/purchase-statuses'
import { type AdminPurchasesFilter, adminPurchasesQuery } from './admin-purchases.functions'

/**
 * `?status=pending&tenant=<id>`; unknown values show everything rather than an error. Plain
 * checks, not zod: route options ship in every page's first load (the server function validates
 * again with its zod schema).
 */
export function validateAdminPurchasesSearch(search: Record<string, unknown>): AdminPurchasesFilter {
  const { status, tenant } = search
  return {
    ...(isPurchaseStatus(status) && { status }),
    ...(typeof tenant === 'string' && tenant && tenant.length <= 100 && { tenant }),
  }
}

export async function loadAdminPurchasesRoute(queryClient: QueryClient, filter: AdminPurchasesFilter) {
  const result = await queryClient.ensureQueryData(adminPurchasesQuery(filter))
  if (result.status === 'signed-out') throw redirect({ to: '/admin/login' })
}
