import { useTranslation } from 'react-i18next'
import { formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminPurchaseView } from '../../server/payment/admin-purchases-page.server'
import { NoteDialog } from './note-dialog'

/** Nothing on success, else a field error key for the reason and/or a message. */
export type RefundResult = { reasonError?: string; message?: string } | undefined

export interface RefundDialogProps {
  purchase: AdminPurchaseView | null
  onClose: () => void
  onRefund: (purchase: AdminPurchaseView, reason: string) => Promise<RefundResult>
}

/**
 * Records the refund of a credited purchase: the money goes back outside the product, and the
 * purchased tokens come back out of the tenant's balance, as far as it still holds them.
 */
export function RefundDialog({ purchase, onClose, onRefund }: RefundDialogProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <NoteDialog
      open={purchase !== null}
      onClose={onClose}
      title={
        purchase
          ? t('adminPurchases.refundTitle', { tenant: purchase.tenantName, pack: purchase.packName })
          : ''
      }
      intro={
        purchase && (
          <p>{t('adminPurchases.refundExplanation', { tokens: formatTokens(purchase.tokens, locale) })}</p>
        )
      }
      label={t('adminPurchases.refundReason')}
      required
      submitLabel={t('adminPurchases.refund')}
      danger
      onSubmit={async (reason) => {
        if (!purchase) return undefined
        const result = await onRefund(purchase, reason.trim())
        return result && { noteError: result.reasonError, message: result.message }
      }}
    />
  )
}
