import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isMessageKey } from '../../i18n/message-key'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Textarea } from '../../ui/textarea/textarea'
import { ActionDialog } from '../admin-shell/action-dialog'
import * as css from './admin-purchases.css'

/** Nothing on success, else a field error (an i18n key or a text) for the note and/or a message. */
export type NoteResult = { noteError?: string; message?: string } | undefined

export interface NoteDialogProps {
  open: boolean
  title: string
  /** Shown above the note. */
  intro?: ReactNode
  label: string
  description?: string
  /** A required note may not be blank. */
  required: boolean
  submitLabel: string
  danger: boolean
  onClose: () => void
  onSubmit: (note: string) => Promise<NoteResult>
}

/** One decision on an invoice request (confirm, reject, refund): a note and one button. */
export function NoteDialog({ open, onClose, onSubmit, ...props }: NoteDialogProps) {
  const { t, i18n } = useTranslation()
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)

  const close = () => {
    setNote('')
    setNoteError(undefined)
    setMessage(undefined)
    onClose()
  }
  const submit = async () => {
    if (props.required && note.trim() === '') {
      setNoteError(t('validation.required'))
      return
    }
    setBusy(true)
    const result = await onSubmit(note)
    setBusy(false)
    if (!result) return close()
    const key = result.noteError
    setNoteError(key && isMessageKey(i18n, key) ? t(key, { maximum: 1000 }) : key)
    setMessage(result.message)
  }

  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={props.title}
      action={{
        variant: props.danger ? 'danger' : 'primary',
        loading: busy,
        onClick: () => void submit(),
        children: props.submitLabel,
      }}
    >
      <div className={css.dialogBody}>
        {props.intro}
        <FormAlert>{message}</FormAlert>
        <Textarea
          label={props.label}
          description={props.description}
          rows={3}
          maxLength={1000}
          required={props.required}
          value={note}
          onValueChange={(value) => {
            setNote(value)
            setNoteError(undefined)
          }}
          error={noteError}
        />
      </div>
    </ActionDialog>
  )
}
