import { type ChangeEvent, type FocusEvent, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import * as css from './field.css'

/** What a control needs to be named, described and marked invalid for screen readers. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-errormessage'?: string
  'aria-required'?: true
}

/** What every labelled control (text field, textarea, select, checkbox, picker) hands its Field. */
export interface FieldFrameProps {
  label: ReactNode
  description?: ReactNode
  /** The message shown under the control; its presence marks the control invalid. */
  error?: string
  required?: boolean
  id?: string
  className?: string
}

/** A Radix control (checkbox, select) on a <button>: what it takes besides its value. */
export interface ButtonControlProps {
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void
  disabled?: boolean
  /** Submits the value with a surrounding <form> under this name. */
  name?: string
}

/** A native text control's change handler: `onChange` gets the event, `onValueChange` the text. */
export function textChangeHandler<TElement extends HTMLInputElement | HTMLTextAreaElement>(
  onChange: ((event: ChangeEvent<TElement>) => void) | undefined,
  onValueChange: ((value: string) => void) | undefined,
) {
  return (event: ChangeEvent<TElement>) => {
    onChange?.(event)
    onValueChange?.(event.target.value)
  }
}

export interface FieldProps extends FieldFrameProps {
  /** `inline` puts the control before its label (checkboxes). */
  layout?: 'stacked' | 'inline'
  children: (control: FieldControlProps) => ReactNode
}

/** A control's props split into its Field's and the ones for the control element itself. */
export function splitFieldProps<TProps extends FieldFrameProps>({
  label,
  description,
  error,
  required,
  id,
  className,
  ...control
}: TProps) {
  return [{ label, description, error, required, id, className }, control] as const
}

/** Label, description and error text wired to one control by ids (WCAG 1.3.1, 3.3.1). */
export function Field({
  label,
  description,
  error,
  required,
  layout = 'stacked',
  id,
  className,
  children,
}: FieldProps) {
  const { t } = useTranslation()
  const generated = useId()
  const controlId = id ?? generated
  const descriptionId = `${controlId}-description`
  const errorId = `${controlId}-error`
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ')
  const control = children({
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-errormessage': error ? errorId : undefined,
    'aria-required': required ? true : undefined,
  })
  const labelElement = (
    <label htmlFor={controlId} className={css.label}>
      {label}
      {required && (
        <span className={css.requiredMark} title={t('common.required')}>
          *
        </span>
      )}
    </label>
  )
  const messages = (
    <>
      {description && (
        <p id={descriptionId} className={css.description}>
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      )}
    </>
  )
  if (layout === 'inline') {
    return (
      <div className={[css.inline, className].filter(Boolean).join(' ')}>
        {control}
        <div className={css.inlineText}>
          {labelElement}
          {messages}
        </div>
      </div>
    )
  }
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      {labelElement}
      {control}
      {messages}
    </div>
  )
}
