import { type ReactNode, useState } from 'react'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { ActionDialog } from '../admin-shell/action-dialog'

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
    <ActionDialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      action={{
        variant: 'danger',
        loading: busy,
        onClick: async () => {
          setBusy(true)
          const refusal = await onConfirm()
          setBusy(false)
          if (refusal) setMessage(refusal)
          else close()
        },
        children: confirmLabel,
      }}
    >
      <FormAlert>{message}</FormAlert>
    </ActionDialog>
  )
}
