import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import * as css from './admin-catalogue.css'

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
  const { t } = useTranslation()
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
        <>
          <DialogClose>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
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
        </>
      }
    >
      {message && (
        <p role="alert" className={css.errorText}>
          {message}
        </p>
      )}
    </Dialog>
  )
}
