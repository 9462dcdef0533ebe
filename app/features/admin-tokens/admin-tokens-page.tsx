import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { formatCredits } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { AdminShell } from '../admin-shell/admin-shell'
import { postPaymentApi } from '../payment/payment-api-client'
import { type GrantHistorySearch, grantHistoryQuery } from './admin-tokens.functions'
import { AdminTokensView } from './admin-tokens-view'
import type { GrantFormValues } from './grant-form'

interface GrantResponse {
  created: boolean
  tenant: { slug: string; name: string }
  balance: { balance: number }
}

/** The /admin/additionalTokens route's page: the view wired to the grant endpoint and the history. */
export function AdminTokensPage({
  search,
  onSearchChange,
}: {
  search: GrantHistorySearch
  onSearchChange: (search: GrantHistorySearch) => void
}) {
  const { t, i18n } = useTranslation()
  const { locale } = useLocale()
  const { data } = useSuspenseQuery(grantHistoryQuery(search))
  const queryClient = useQueryClient()
  if (data.status !== 'ok') return null

  const grant = async (values: GrantFormValues) => {
    const result = await postPaymentApi<GrantResponse>('/api/admin/tokens/grant', values)
    if (!result.ok) {
      const { submissionId, ...fieldErrors } = result.fieldErrors
      const message = submissionId
        ? t('adminTokens.errors.submission')
        : result.messages
          ? inLanguage(result.messages, i18n.language)
          : t('adminTokens.failed')
      return { ok: false as const, fieldErrors, message }
    }
    await queryClient.invalidateQueries({ queryKey: ['admin-grants'] })
    const balance = formatCredits(result.body.balance.balance, locale)
    return {
      ok: true as const,
      message: result.body.created
        ? t('adminTokens.granted', {
            tenant: result.body.tenant.name,
            credits: formatCredits(Number(values.amount), locale),
            balance,
          })
        : t('adminTokens.alreadyGranted', { balance }),
    }
  }

  return (
    <AdminShell>
      <AdminTokensView
        history={{ rows: data.rows, total: data.total, query: data.query }}
        onSearchChange={onSearchChange}
        onGrant={grant}
      />
    </AdminShell>
  )
}
