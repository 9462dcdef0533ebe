import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { useAuth } from '../auth/auth-provider'
import { TenantShell } from '../shell/tenant-shell'
import { BalanceAlertsSection } from './balance-alerts-section'
import { paymentQuery } from './payment.functions'
import { postPaymentApi } from './payment-api-client'
import { type CheckoutReturn, PaymentView } from './payment-view'

/** The /payment route's page: the view wired to the payment endpoints. */
export function PaymentPage({ checkoutReturn }: { checkoutReturn?: CheckoutReturn }) {
  const { t, i18n } = useTranslation()
  const { data } = useSuspenseQuery(paymentQuery)
  const queryClient = useQueryClient()
  const snackbar = useSnackbar()
  const [busyPackId, setBusyPackId] = useState<string>()
  const auth = useAuth()
  if (data.status !== 'ok') return null
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentQuery.queryKey })
  const messageOf = (messages: { ja: string; en: string } | null) =>
    messages ? inLanguage(messages, i18n.language) : t('payment.failed')

  return (
    <TenantShell>
      <PaymentView
        page={data.page}
        billingEmail={auth.state.status === 'authenticated' ? auth.state.user.email : undefined}
        checkoutReturn={checkoutReturn}
        busyPackId={busyPackId}
        alerts={<BalanceAlertsSection />}
        onChangePlan={async (planId) => {
          const result = await postPaymentApi<{ plan: { name: string } }>('/api/payment/plan', { planId })
          if (!result.ok)
            return result.fieldErrors.planId
              ? t(result.fieldErrors.planId as 'validation.choose')
              : messageOf(result.messages)
          snackbar.show({
            message: t('payment.plan.changed', { name: result.body.plan.name }),
            tone: 'success',
          })
          await refresh()
          return undefined
        }}
        onCheckout={async (pack) => {
          setBusyPackId(pack.id)
          const result = await postPaymentApi<{ url: string }>('/api/payment/checkout', { packId: pack.id })
          if (result.ok) {
            snackbar.show(t('payment.packs.redirecting'))
            window.location.assign(result.body.url)
            return
          }
          setBusyPackId(undefined)
          snackbar.show({ message: messageOf(result.messages), tone: 'error' })
          await refresh()
        }}
        onRequestInvoice={async (input) => {
          const result = await postPaymentApi('/api/payment/invoice', input)
          if (!result.ok) {
            return {
              fieldErrors: result.fieldErrors,
              message: Object.keys(result.fieldErrors).length > 0 ? undefined : messageOf(result.messages),
            }
          }
          snackbar.show({ message: t('payment.invoice.submitted'), tone: 'success' })
          await refresh()
          return undefined
        }}
      />
    </TenantShell>
  )
}
