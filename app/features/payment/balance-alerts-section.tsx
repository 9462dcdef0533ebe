import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { balanceAlertsQuery } from './balance-alerts.functions'
import { BalanceAlertsCard } from './balance-alerts-card'
import { callPaymentApi } from './payment-api-client'

/** /payment's owner-only mail settings, wired to `PUT /api/payment/alerts`; nothing for others. */
export function BalanceAlertsSection() {
  const { t, i18n } = useTranslation()
  const { data } = useSuspenseQuery(balanceAlertsQuery)
  const queryClient = useQueryClient()
  const snackbar = useSnackbar()
  if (data.status !== 'owner') return null
  return (
    <BalanceAlertsCard
      settings={data.settings}
      onSave={async (input) => {
        const result = await callPaymentApi('PUT', '/api/payment/alerts', input)
        if (!result.ok) {
          return {
            fieldErrors: result.fieldErrors,
            message: result.fieldErrors.lowBalanceThreshold
              ? undefined
              : result.messages
                ? inLanguage(result.messages, i18n.language)
                : t('payment.alerts.failed'),
          }
        }
        snackbar.show({ message: t('payment.alerts.saved'), tone: 'success' })
        await queryClient.invalidateQueries({ queryKey: balanceAlertsQuery.queryKey })
        return undefined
      }}
    />
  )
}
