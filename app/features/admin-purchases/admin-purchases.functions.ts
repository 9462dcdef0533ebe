import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getDatabase } from '#db/runtime'
import { getRequestSession } from '../../server/auth/session.server'
import { type AdminPurchasesData, loadAdminPurchases } from '../../server/payment/admin-purchases-page.server'
import { PURCHASE_STATUS_VALUES, type PurchaseStatus } from '../payment/purchase-statuses'

export interface AdminPurchasesFilter {
  status?: PurchaseStatus
  tenant?: string
  /** Zero-based; the list is paged by the server. */
  page?: number
  pageSize?: number
}

export const ADMIN_PURCHASES_PAGE_SIZE = 25

/** Each field falls back on its own to the list's default. */
const adminPurchasesFilterSchema = z.object({
  status: z.enum(PURCHASE_STATUS_VALUES).optional().catch(undefined),
  // A NUL character names no tenant (and the database refuses it): the filter is dropped.
  tenant: z
    .string()
    .max(100)
    .refine((value) => !value.includes('\u0000'))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  pageSize: z.coerce.number().int().min(1).max(100).catch(ADMIN_PURCHASES_PAGE_SIZE),
})

export type AdminPurchasesResult = { status: 'ok'; data: AdminPurchasesData } | { status: 'signed-out' }

/** Purchases across tenants, for a session signed in through /admin/login only. */
export const getAdminPurchases = createServerFn({ method: 'GET' })
  // Input that is not an object at all is the default filter.
  .validator((input: unknown) =>
    adminPurchasesFilterSchema.parse(
      typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {},
    ),
  )
  .handler(async ({ data }): Promise<AdminPurchasesResult> => {
    const session = await getRequestSession(getRequest().headers)
    if (!session?.user.isSystemAdminLogin) return { status: 'signed-out' }
    const { db } = await getDatabase()
    return {
      status: 'ok',
      data: await loadAdminPurchases(db, {
        status: data.status,
        tenantId: data.tenant,
        page: data.page,
        pageSize: data.pageSize,
      }),
    }
  })

export const adminPurchasesQuery = (filter: AdminPurchasesFilter) =>
  queryOptions({
    queryKey: [
      'admin-purchases',
      filter.status ?? '',
      filter.tenant ?? '',
      filter.page ?? 0,
      filter.pageSize ?? ADMIN_PURCHASES_PAGE_SIZE,
    ],
    queryFn: () => getAdminPurchases({ data: filter }),
    staleTime: 0,
  })
