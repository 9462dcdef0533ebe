import { createFileRoute } from '@tanstack/react-router'
import { brandedTitle } from '../features/branding/brand-identity.shared'
import { PaymentPage } from '../features/payment/payment-page'
import { loadPaymentRoute, validatePaymentSearch } from '../features/payment/payment-route'

// The tenant's plan, token packs and purchases (app/features/payment).
export const Route = createFileRoute('/payment')({
  validateSearch: validatePaymentSearch,
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.payment'),
  loader: ({ context }) => loadPaymentRoute(context.queryClient),
  component: function PaymentRoute() {
    const search = Route.useSearch()
    return <PaymentPage checkoutReturn={search.checkout} checkoutForPlan={search.for === 'plan'} />
  },
})
