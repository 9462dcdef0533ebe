import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminPurchaseView } from '../../server/payment/admin-purchases-page.server'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './admin-purchases.css'

export type Decision = 'confirm' | 'reject'

/** Nothing on success, else a field error key for the note and/or a message. */
export type DecisionResult = { noteError?: string; message?: string } | undefined

export interface DecisionDialogProps {
  target: { purchase: AdminPurchaseView; decision: Decision } | null
  onClose: () => void
  onDecide: (purchase: AdminPurchaseView, decision: Decision, note: string) => Promise<DecisionResult>
}

/** Confirms (credits) or rejects one invoice request, with a note; a rejection needs one. */
export function DecisionDialog({ target, onClose, onDecide }: DecisionDialogProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)
  const purchase = target?.purchase
  const decision = target?.decision ?? 'confirm'

  const close = () => {
    setNote('')
    setNoteError(undefined)
    setMessage(undefined)
    onClose()
  }
  const submit = async () => {
    if (!purchase) return
    if (decision === 'reject' && note.trim() === '') {
      setNoteError(t('validation.required'))
      return
    }
    setBusy(true)
    const result = await onDecide(purchase, decision, note)
    setBusy(false)
    if (!result) return close()
    setNoteError(
      result.noteError ? t(result.noteError as 'validation.required', { maximum: 1000 }) : undefined,
    )
    setMessage(result.message)
  }

  const title = purchase
    ? t(decision === 'confirm' ? 'adminPurchases.confirmTitle' : 'adminPurchases.rejectTitle', {
        tenant: purchase.tenantName,
        pack: purchase.packName,
        tokens: formatTokens(purchase.tokens, locale),
      })
    : ''
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      title={title}
      footer={
        <DialogFooter>
          <Button
            variant={decision === 'confirm' ? 'primary' : 'danger'}
            loading={busy}
            onClick={() => void submit()}
          >
            {t(decision === 'confirm' ? 'adminPurchases.confirm' : 'adminPurchases.reject')}
          </Button>
        </DialogFooter>
      }
    >
      <div className={css.dialogBody}>
        <FormAlert>{message}</FormAlert>
        <Textarea
          // A confirmation's note is optional; only a rejection asks for (and needs) a reason.
          label={t(decision === 'confirm' ? 'adminPurchases.note' : 'adminPurchases.rejectNote')}
          description={t(
            decision === 'confirm' ? 'adminPurchases.noteHelp' : 'adminPurchases.rejectNoteHelp',
          )}
          rows={3}
          maxLength={1000}
          required={decision === 'reject'}
          value={note}
          onValueChange={(value) => {
            setNote(value)
            setNoteError(undefined)
          }}
          error={noteError}
        />
      </div>
    </Dialog>
  )
}
