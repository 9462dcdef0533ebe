/** The /admin/purchasedTokens route's search and loader, apart from the page (route options ship first). */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { isPurchaseStatus } from '../payment/purchase-statuses'
import { type AdminPurchasesFilter, adminPurchasesQuery } from './admin-purchases.functions'

/**
 * `?status=pending&tenant=<id>&page=&pageSize=`; unknown values show everything rather than an error. Plain
 * checks, not zod: route options ship in every page's first load (the server function validates
 * again with its zod schema).
 */
export function validateAdminPurchasesSearch(search: Record<string, unknown>): AdminPurchasesFilter {
  const { status, tenant } = search
  const page = Number(search.page)
  const pageSize = Number(search.pageSize)
  return {
    ...(isPurchaseStatus(status) && { status }),
    ...(typeof tenant === 'string' && tenant && tenant.length <= 100 && { tenant }),
    ...(Number.isInteger(page) && page > 0 && { page }),
    ...(Number.isInteger(pageSize) && pageSize > 0 && pageSize <= 100 && { pageSize }),
  }
}

export async function loadAdminPurchasesRoute(queryClient: QueryClient, filter: AdminPurchasesFilter) {
  const result = await queryClient.ensureQueryData(adminPurchasesQuery(filter))
  if (result.status === 'signed-out') throw redirect({ to: '/admin/login' })
}
