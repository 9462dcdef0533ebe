import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { isMessageKey } from '../../i18n/message-key'
import type { AdminPurchaseView } from '../../server/payment/admin-purchases-page.server'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './admin-purchases.css'

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
  const { t, i18n } = useTranslation()
  const { locale } = useLocale()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)

  const close = () => {
    setReason('')
    setReasonError(undefined)
    setMessage(undefined)
    onClose()
  }
  const submit = async () => {
    if (!purchase) return
    if (reason.trim() === '') {
      setReasonError(t('validation.required'))
      return
    }
    setBusy(true)
    const result = await onRefund(purchase, reason.trim())
    setBusy(false)
    if (!result) return close()
    const key = result.reasonError
    setReasonError(key && isMessageKey(i18n, key) ? t(key, { maximum: 1000 }) : key)
    setMessage(result.message)
  }

  return (
    <Dialog
      open={purchase !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      title={
        purchase
          ? t('adminPurchases.refundTitle', { tenant: purchase.tenantName, pack: purchase.packName })
          : ''
      }
      footer={
        <DialogFooter>
          <Button variant="danger" loading={busy} onClick={() => void submit()}>
            {t('adminPurchases.refund')}
          </Button>
        </DialogFooter>
      }
    >
      <div className={css.dialogBody}>
        {purchase && (
          <p>{t('adminPurchases.refundExplanation', { tokens: formatTokens(purchase.tokens, locale) })}</p>
        )}
        <FormAlert>{message}</FormAlert>
        <Textarea
          label={t('adminPurchases.refundReason')}
          rows={3}
          maxLength={1000}
          required
          value={reason}
          onValueChange={(value) => {
            setReason(value)
            setReasonError(undefined)
          }}
          error={reasonError}
        />
      </div>
    </Dialog>
  )
}
