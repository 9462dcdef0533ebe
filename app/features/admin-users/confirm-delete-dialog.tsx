import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { type ApiResult, FormMessage, useAdminForm } from './admin-form'
import * as css from './admin-users.css'

/**
 * Deleting a catalogue row (/admin/plans, /admin/applications) behind a confirmation; when the
 * server refuses (the row is in use), its explanation stays in the dialog.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  actionLabel,
  doneMessage,
  run,
  onClose,
  onDone,
}: {
  title: string
  description: string
  actionLabel: string
  doneMessage: string
  run: () => Promise<ApiResult<unknown>>
  onClose: () => void
  onDone: () => void
}) {
  const snackbar = useSnackbar()
  const form = useAdminForm()
  const confirm = () =>
    form.submit(run, () => {
      snackbar.show({ message: doneMessage, tone: 'success' })
      onDone()
      onClose()
    })
  return (
    <Dialog
      title={title}
      description={description}
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      footer={
        <DialogFooter>
          <Button variant="danger" loading={form.busy} onClick={() => void confirm()}>
            {actionLabel}
          </Button>
        </DialogFooter>
      }
    >
      <div className={css.dialogBody}>
        <FormMessage text={form.message} />
      </div>
    </Dialog>
  )
}
