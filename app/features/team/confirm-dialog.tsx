import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonProps } from '../../ui/button/button'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import * as css from './team.css'
import { useBilingual } from './team-actions'
import type { ApiResult } from './team-api-client'

/**
 * A destructive action of the team page behind a confirmation: the dialog stays open with the
 * server's message when the action is refused, and closes with a snackbar when it is done.
 */
export function ConfirmDialog({
  title,
  description,
  actionLabel,
  triggerVariant,
  run,
  doneMessage,
}: {
  title: string
  description: string
  actionLabel: string
  triggerVariant: ButtonProps['variant']
  run: () => Promise<ApiResult<unknown>>
  doneMessage: string
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const pick = useBilingual()
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string>()
  const confirm = async () => {
    const result = await run()
    if (!result.ok) {
      setError(pick(result.message))
      return
    }
    setOpen(false)
    snackbar.show({ message: doneMessage, tone: 'success' })
  }
  return (
    <Dialog
      title={title}
      description={description}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setError(undefined)
      }}
      trigger={
        <Button variant={triggerVariant} size="small">
          {actionLabel}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void confirm()}>
            {actionLabel}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      )}
    </Dialog>
  )
}
