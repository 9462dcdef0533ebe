import { type ReactElement, type ReactNode, useState } from 'react'
import { Button, type ButtonVariant } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { DialogFooter } from '../dialog/dialog-footer'
import { FormAlert } from '../form-alert/form-alert'

export interface ConfirmDialogProps {
  title: ReactNode
  description?: ReactNode
  confirmLabel: ReactNode
  /** `danger` for what cannot be undone or hands over control (delete, make owner). */
  confirmVariant?: ButtonVariant
  /**
   * Runs the action. Return (or resolve to) a message to keep the dialog open showing it; return
   * nothing to close it. The caller shows success (a snackbar) itself.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: an action that returns nothing (void) closes the dialog
  onConfirm: () => Promise<string | undefined> | string | undefined | void
  /** Opens the dialog (uncontrolled use). */
  trigger?: ReactElement
  /** Controlled use: a select asks before applying its new value, say. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  children?: ReactNode
}

/**
 * "Are you sure?" before an action, the same on every screen: the question, Cancel, the action.
 * A refused action keeps the dialog open with the reason inline (FormAlert).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  trigger,
  open: controlledOpen,
  onOpenChange,
  children,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const open = controlledOpen ?? uncontrolledOpen
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next)
    if (!next) setError(undefined)
    onOpenChange?.(next)
  }
  const confirm = async () => {
    setBusy(true)
    try {
      const refusal = await onConfirm()
      if (refusal) {
        setError(refusal)
        return
      }
      setOpen(false)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      title={title}
      description={description}
      size="small"
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      footer={
        <DialogFooter>
          <Button variant={confirmVariant} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      }
    >
      {children}
      <FormAlert>{error}</FormAlert>
    </Dialog>
  )
}
