import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { ActionDialog, type ActionDialogProps } from '../admin-shell/action-dialog'
import * as css from './admin-catalogue.css'

/**
 * The frame of the catalogue console's create/edit dialogs (categories, chats, FAQ entries):
 * Cancel and Create/Save in the footer, the form's own error above its fields, Enter submits.
 */
export function CatalogueFormDialog({
  formId,
  editing,
  busy,
  formError,
  onSubmit,
  actionLabel,
  children,
  ...dialog
}: Pick<ActionDialogProps, 'open' | 'onClose' | 'title'> & {
  size?: 'large'
  formId: string
  /** Saving an existing row (Save) rather than creating one (Create). */
  editing: boolean
  busy: boolean
  formError?: string
  onSubmit: () => void
  /** The submit button's label when neither Create nor Save says what it does. */
  actionLabel?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <ActionDialog
      {...dialog}
      action={{
        type: 'submit',
        form: formId,
        loading: busy,
        children: actionLabel ?? (editing ? t('adminCatalogue.save') : t('adminCatalogue.create')),
      }}
    >
      <form
        id={formId}
        noValidate
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <FormAlert>{formError}</FormAlert>
        {children}
      </form>
    </ActionDialog>
  )
}
