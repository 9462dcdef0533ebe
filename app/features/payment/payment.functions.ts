import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getDatabase } from '#db/runtime'
import { getServerConfig } from '../../server/config.server'
import { findTenantMember } from '../../server/home/tenant-member.server'
import { loadPaymentPage, type PaymentPageData } from '../../server/payment/payment-page.server'
import { isStripeEnabled } from '../../server/payment/stripe-client.server'

export type PaymentPageResult = { status: 'ok'; page: PaymentPageData } | { status: 'signed-out' }

/** The signed-in member's /payment: plan, packs, balance, purchase history and what they may do. */
export const getPaymentPage = createServerFn({ method: 'GET' }).handler(
  async (): Promise<PaymentPageResult> => {
    const { db } = await getDatabase()
    const member = await findTenantMember(db, getRequest().headers)
    if (!member) return { status: 'signed-out' }
    const stripeEnabled = isStripeEnabled(getServerConfig().stripe)
    return { status: 'ok', page: await loadPaymentPage(db, member, { stripeEnabled }) }
  },
)

export const paymentQuery = queryOptions({
  queryKey: ['payment'],
  queryFn: () => getPaymentPage(),
  // Purchases change status in the background (webhooks, the administrator): fresh on each visit.
  staleTime: 0,
})
