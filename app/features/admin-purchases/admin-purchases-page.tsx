import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import type { SearchPageProps } from '../admin-shell/admin-route'
import { AdminShell } from '../admin-shell/admin-shell'
import { searchAdminChoicesOnServer } from '../admin-tenants/admin-choices.functions'
import { postPaymentApi } from '../payment/payment-api-client'
import { type AdminPurchasesFilter, adminPurchasesQuery } from './admin-purchases.functions'
import { AdminPurchasesView } from './admin-purchases-view'
import type { Decision, DecisionResult } from './decision-dialog'

/** What the snackbar says after a decision. */
type DecisionKey =
  | 'adminPurchases.rejected'
  | 'adminPurchases.confirmed'
  | 'adminPurchases.alreadyConfirmed'
  | 'adminPurchases.planChanges.rejected'
  | 'adminPurchases.planChanges.confirmed'
  | 'adminPurchases.planChanges.alreadyConfirmed'

/** The /admin/purchasedTokens route's page: the view wired to the decision endpoint. */
export function AdminPurchasesPage({
  search: filter,
  onSearchChange: onFilterChange,
}: SearchPageProps<AdminPurchasesFilter>) {
  const { t, i18n } = useTranslation()
  const { locale } = useLocale()
  const { data } = useSuspenseQuery(adminPurchasesQuery(filter))
  const queryClient = useQueryClient()
  const snackbar = useSnackbar()
  if (data.status !== 'ok') return null
  /** Posts a decision; a refusal comes back for the dialog, success is said in a snackbar. */
  const decide = async (
    path: string,
    body: { decision: Decision; note: string } & Record<string, string>,
    said: Record<'reject' | 'confirm' | 'again', DecisionKey>,
  ): Promise<DecisionResult> => {
    const result = await postPaymentApi<{ changed: boolean }>(path, body)
    if (!result.ok) {
      return {
        noteError: result.fieldErrors.note,
        message: result.messages ? inLanguage(result.messages, i18n.language) : t('payment.failed'),
      }
    }
    const key = body.decision === 'reject' ? said.reject : result.body.changed ? said.confirm : said.again
    snackbar.show({ message: t(key), tone: 'success' })
    await queryClient.invalidateQueries({ queryKey: ['admin-purchases'] })
    return undefined
  }
  return (
    <AdminShell>
      <AdminPurchasesView
        data={data.data}
        filter={filter}
        onFilterChange={onFilterChange}
        searchChoices={searchAdminChoicesOnServer}
        onDecide={(purchase, decision, note) =>
          decide(
            '/api/payment/admin/decision',
            { tenantId: purchase.tenantId, purchaseId: purchase.id, decision, note },
            {
              reject: 'adminPurchases.rejected',
              confirm: 'adminPurchases.confirmed',
              again: 'adminPurchases.alreadyConfirmed',
            },
          )
        }
        onDecidePlan={(change, decision, note) =>
          decide(
            '/api/payment/admin/plan-decision',
            { tenantId: change.tenantId, planChangeId: change.id, decision, note },
            {
              reject: 'adminPurchases.planChanges.rejected',
              confirm: 'adminPurchases.planChanges.confirmed',
              again: 'adminPurchases.planChanges.alreadyConfirmed',
            },
          )
        }
        onRefund={async (purchase, reason) => {
          const result = await postPaymentApi<{ refund: { tokensTakenBack: number } }>(
            '/api/admin/purchases/refund',
            { tenantId: purchase.tenantId, purchaseId: purchase.id, reason },
          )
          if (!result.ok) {
            return {
              reasonError: result.fieldErrors.reason,
              message: result.messages ? inLanguage(result.messages, i18n.language) : t('payment.failed'),
            }
          }
          snackbar.show({
            message: t('adminPurchases.refundDone', {
              tokens: formatTokens(result.body.refund.tokensTakenBack, locale),
            }),
            tone: 'success',
          })
          await queryClient.invalidateQueries({ queryKey: ['admin-purchases'] })
          return undefined
        }}
      />
    </AdminShell>
  )
}
