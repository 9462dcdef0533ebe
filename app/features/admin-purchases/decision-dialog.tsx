import { useTranslation } from 'react-i18next'
import { formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminPurchaseView } from '../../server/payment/admin-purchases-page.server'
import { NoteDialog } from './note-dialog'

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
  const purchase = target?.purchase
  const confirm = (target?.decision ?? 'confirm') === 'confirm'

  const title = purchase
    ? t(confirm ? 'adminPurchases.confirmTitle' : 'adminPurchases.rejectTitle', {
        tenant: purchase.tenantName,
        pack: purchase.packName,
        tokens: formatTokens(purchase.tokens, locale),
      })
    : ''
  return (
    <NoteDialog
      open={target !== null}
      onClose={onClose}
      title={title}
      // A confirmation's note is optional; only a rejection asks for (and needs) a reason.
      label={t(confirm ? 'adminPurchases.note' : 'adminPurchases.rejectNote')}
      description={t(confirm ? 'adminPurchases.noteHelp' : 'adminPurchases.rejectNoteHelp')}
      required={!confirm}
      submitLabel={t(confirm ? 'adminPurchases.confirm' : 'adminPurchases.reject')}
      danger={!confirm}
      onSubmit={async (note) => (target ? onDecide(target.purchase, target.decision, note) : undefined)}
    />
  )
}
