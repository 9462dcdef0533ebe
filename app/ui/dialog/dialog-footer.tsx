import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/button'
import { DialogClose } from './dialog'

export interface DialogFooterProps {
  /** The dialog's action buttons, the primary one last ("削除する", a form's submit). */
  children: ReactNode
  /** "キャンセル" / "Cancel" unless said otherwise; a dialog that only shows something says "Close". */
  cancelLabel?: ReactNode
}

/**
 * The buttons of every dialog, in one order (ADR 021): Cancel (closes, changes nothing) on the
 * left, then the actions, the primary one at the right end where Enter's submit is expected.
 * Pass it as a Dialog's `footer`.
 */
export function DialogFooter({ children, cancelLabel }: DialogFooterProps) {
  const { t } = useTranslation()
  return (
    <>
      <DialogClose>
        <Button variant="secondary">{cancelLabel ?? t('common.cancel')}</Button>
      </DialogClose>
      {children}
    </>
  )
}
