import { type ReactNode, useState } from 'react'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description?: ReactNode
  confirmLabel: string
  onClose: () => void
  /** Resolves to a message when the server refused (the dialog stays open and shows it). */
  onConfirm: () => Promise<string | undefined>
}

/** A destructive step confirmed in a dialog; a refusal (a category still in use) is shown inside it. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  const close = () => {
    setMessage(undefined)
    onClose()
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close()
      }}
      title={title}
      description={description}
      footer={
        <DialogFooter>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              setBusy(true)
              const refusal = await onConfirm()
              setBusy(false)
              if (refusal) setMessage(refusal)
              else close()
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      }
    >
      <FormAlert>{message}</FormAlert>
    </Dialog>
  )
}
