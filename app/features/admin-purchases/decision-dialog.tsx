import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatTokens } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import type { AdminPurchaseView } from '../../server/payment/admin-purchases-page.server'
import { NoteDialog } from './note-dialog'

export type Decision = 'confirm' | 'reject'

/** Nothing on success, else a field error key for the note and/or a message. */
export type DecisionResult = { noteError?: string; message?: string } | undefined

export interface DecisionNoteDialogProps {
  open: boolean
  decision: Decision
  title: string
  /** Shown above the note on a confirmation: what confirming does. */
  intro?: ReactNode
  confirmLabel: string
  onClose: () => void
  onSubmit: (note: string) => Promise<DecisionResult>
}

/** Confirms or rejects an invoice request with a note; only a rejection asks for (and needs) one. */
export function DecisionNoteDialog({ decision, confirmLabel, intro, ...props }: DecisionNoteDialogProps) {
  const { t } = useTranslation()
  const confirm = decision === 'confirm'
  return (
    <NoteDialog
      {...props}
      intro={confirm ? intro : undefined}
      label={t(confirm ? 'adminPurchases.note' : 'adminPurchases.rejectNote')}
      description={t(confirm ? 'adminPurchases.noteHelp' : 'adminPurchases.rejectNoteHelp')}
      required={!confirm}
      submitLabel={confirm ? confirmLabel : t('adminPurchases.reject')}
      danger={!confirm}
    />
  )
}

export interface DecisionDialogProps {
  target: { purchase: AdminPurchaseView; decision: Decision } | null
  onClose: () => void
  onDecide: (purchase: AdminPurchaseView, decision: Decision, note: string) => Promise<DecisionResult>
}

/** Confirms (credits) or rejects one credit-pack invoice request. */
export function DecisionDialog({ target, onClose, onDecide }: DecisionDialogProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const purchase = target?.purchase
  const decision = target?.decision ?? 'confirm'
  const title = purchase
    ? t(decision === 'confirm' ? 'adminPurchases.confirmTitle' : 'adminPurchases.rejectTitle', {
        tenant: purchase.tenantName,
        pack: purchase.packName,
        tokens: formatTokens(purchase.tokens, locale),
      })
    : ''
  return (
    <DecisionNoteDialog
      open={target !== null}
      decision={decision}
      title={title}
      confirmLabel={t('adminPurchases.confirm')}
      onClose={onClose}
      onSubmit={async (note) => (target ? onDecide(target.purchase, target.decision, note) : undefined)}
    />
  )
}
