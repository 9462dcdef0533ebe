/**
 * The frame of the console's record forms in a dialog (plans, applications, users): the form's
 * own refusal above its fields, the submit button at the foot, Enter submits.
 */
import type { ReactNode } from 'react'
import { Button } from '#app/ui/button/button'
import { Dialog } from '#app/ui/dialog/dialog'
import * as dialogCss from '#app/ui/dialog/dialog.css'
import { DialogFooter } from '#app/ui/dialog/dialog-footer'
import { FormAlert } from '#app/ui/form-alert/form-alert'
import * as css from '../admin-users/admin-users.css'

export interface AdminDialogFormProps {
  /** The refusal that belongs to no field. */
  message: string | undefined
  busy: boolean
  submitLabel: string
  /** A destructive step (ban, demote): the submit button in the danger colour. */
  danger?: boolean
  onSubmit: () => unknown
  children?: ReactNode
}

export function AdminDialogForm({
  message,
  busy,
  submitLabel,
  danger,
  onSubmit,
  children,
}: AdminDialogFormProps) {
  return (
    <form
      noValidate
      className={css.dialogBody}
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      <FormAlert>{message}</FormAlert>
      {children}
      <div className={dialogCss.footer}>
        <DialogFooter>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </div>
    </form>
  )
}

/** A create or edit form in an open dialog; closing the dialog (Escape, the close button) calls onClose. */
export function AdminFormDialog({
  title,
  size,
  onClose,
  ...form
}: AdminDialogFormProps & { title: string; size?: 'large'; onClose: () => void }) {
  return (
    <Dialog
      title={title}
      open
      size={size}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <AdminDialogForm {...form} />
    </Dialog>
  )
}
