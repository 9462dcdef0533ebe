/**
 * What the /payment route needs before rendering, kept apart from the page (payment-page.tsx):
 * route options ship in the first-load bundle.
 */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { balanceAlertsQuery } from './balance-alerts.functions'
import { paymentQuery } from './payment.functions'
import type { CheckoutReturn } from './payment-view'

/**
 * `?checkout=success|canceled` after Stripe Checkout, with `for=plan` when it paid a plan change;
 * anything else is ignored.
 */
export function validatePaymentSearch(search: Record<string, unknown>): {
  checkout?: CheckoutReturn
  for?: 'plan'
} {
  if (search.checkout !== 'success' && search.checkout !== 'canceled') return {}
  return search.for === 'plan' ? { checkout: search.checkout, for: 'plan' } : { checkout: search.checkout }
}

export async function loadPaymentRoute(queryClient: QueryClient) {
  const [result] = await Promise.all([
    queryClient.ensureQueryData(paymentQuery),
    queryClient.ensureQueryData(balanceAlertsQuery),
  ])
  if (result.status === 'signed-out') throw redirect({ to: '/login' })
}
