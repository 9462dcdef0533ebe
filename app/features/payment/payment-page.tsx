import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { useAuth } from '../auth/auth-provider'
import { TenantShell } from '../shell/tenant-shell'
import { BalanceAlertsSection } from './balance-alerts-section'
import { paymentQuery } from './payment.functions'
import { callPaymentApi, type PaymentApiResult, postPaymentApi } from './payment-api-client'
import { type CheckoutReturn, PaymentView } from './payment-view'
import { firstDayOf } from './plan-change-rules.shared'

interface PlanRequestAnswer {
  checkoutUrl?: string
  invoiceRequestId?: string
  planChangeId: string
  effectiveMonth?: string
}

/** The /payment route's page: the view wired to the payment endpoints. */
export function PaymentPage({
  checkoutReturn,
  checkoutForPlan,
}: {
  checkoutReturn?: CheckoutReturn
  checkoutForPlan?: boolean
}) {
  const { t, i18n } = useTranslation()
  const { locale } = useLocale()
  const { data } = useSuspenseQuery(paymentQuery)
  const queryClient = useQueryClient()
  const snackbar = useSnackbar()
  const [busyPackId, setBusyPackId] = useState<string>()
  const [busyPlanId, setBusyPlanId] = useState<string>()
  const auth = useAuth()
  if (data.status !== 'ok') return null
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentQuery.queryKey })
  const messageOf = (messages: { ja: string; en: string } | null) =>
    messages ? inLanguage(messages, i18n.language) : t('payment.failed')
  /** A refusal as the forms show it: field errors, else the server's message. */
  const refusalOf = (result: PaymentApiResult<unknown> & { ok: false }) => ({
    fieldErrors: result.fieldErrors,
    message: Object.keys(result.fieldErrors).length > 0 ? undefined : messageOf(result.messages),
  })

  return (
    <TenantShell>
      <PaymentView
        page={data.page}
        billingEmail={auth.state.status === 'authenticated' ? auth.state.user.email : undefined}
        checkoutReturn={checkoutReturn}
        checkoutForPlan={checkoutForPlan}
        busyPackId={busyPackId}
        alerts={<BalanceAlertsSection />}
        busyPlanId={busyPlanId}
        onPlanCheckout={async (plan) => {
          setBusyPlanId(plan.id)
          const result = await postPaymentApi<PlanRequestAnswer>('/api/payment/plan', { planId: plan.id })
          if (result.ok && result.body.checkoutUrl) {
            snackbar.show(t('payment.requested.redirecting'))
            window.location.assign(result.body.checkoutUrl)
            return
          }
          setBusyPlanId(undefined)
          if (!result.ok) snackbar.show({ message: messageOf(result.messages), tone: 'error' })
          await refresh()
        }}
        onRequestPlan={async (plan, billing) => {
          const result = await postPaymentApi<PlanRequestAnswer>('/api/payment/plan', {
            planId: plan.id,
            ...billing,
          })
          if (!result.ok) return refusalOf(result)
          const name = localizedName(plan, locale)
          snackbar.show({
            message: result.body.effectiveMonth
              ? t('payment.requested.scheduled', { plan: name, day: firstDayOf(result.body.effectiveMonth) })
              : t('payment.requested.invoice', { plan: name }),
            tone: 'success',
          })
          await refresh()
          return undefined
        }}
        onWithdrawPlanChange={async () => {
          const result = await callPaymentApi('DELETE', '/api/payment/plan')
          if (!result.ok) return messageOf(result.messages)
          snackbar.show({ message: t('payment.pending.withdrawn'), tone: 'success' })
          await refresh()
          return undefined
        }}
        onDismissOutcome={async (planChangeId) => {
          const result = await postPaymentApi('/api/payment/plan/acknowledge', { planChangeId })
          if (!result.ok) snackbar.show({ message: messageOf(result.messages), tone: 'error' })
          await refresh()
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
          if (!result.ok) return refusalOf(result)
          snackbar.show({ message: t('payment.invoice.submitted'), tone: 'success' })
          await refresh()
          return undefined
        }}
      />
    </TenantShell>
  )
}
