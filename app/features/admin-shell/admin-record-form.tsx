/**
 * The create/edit dialog of a plain console record (/admin/plans, /admin/applications): titles,
 * submit label and success snackbar from the page's message namespace, as AdminRecordList does.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '#app/ui/snackbar/snackbar'
import type { AdminFormState, ApiResult } from '../admin-users/admin-form'
import * as css from '../admin-users/admin-users.css'
import { AdminFormDialog } from './admin-form-dialog'
import type { RecordsNamespace } from './admin-record-list'

/** What a record's form dialog is told by its list: close, and refetch after a change. */
export interface RecordFormCallbacks {
  onClose: () => void
  /** After a success, before the dialog closes: the page refetches. */
  onDone: () => void
}

export function AdminRecordFormDialog({
  messages: ns,
  editing,
  form,
  send,
  onClose,
  onDone,
  fields,
  children,
}: RecordFormCallbacks & {
  messages: RecordsNamespace
  /** The name of the record being edited; undefined creates one. */
  editing: string | undefined
  form: AdminFormState
  send: () => Promise<ApiResult<{ name: string }>>
  /** The record's fields, in the form's grid. */
  fields: ReactNode
  /** Below the grid: a group of fields of their own. */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const creating = editing === undefined
  const submit = () =>
    form.submit(send, (saved) => {
      snackbar.show({
        message: creating ? t(`${ns}.created`, { name: saved.name }) : t(`${ns}.saved`),
        tone: 'success',
      })
      onDone()
      onClose()
    })
  return (
    <AdminFormDialog
      title={creating ? t(`${ns}.createTitle`) : t(`${ns}.editTitle`, { name: editing })}
      size="large"
      onClose={onClose}
      message={form.message}
      busy={form.busy}
      submitLabel={creating ? t(`${ns}.submitCreate`) : t(`${ns}.save`)}
      onSubmit={submit}
    >
      <div className={css.formGrid}>{fields}</div>
      {children}
    </AdminFormDialog>
  )
}
