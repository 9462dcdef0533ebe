import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from '../field/field'
import { control } from '../field/field.css'
import { useUiConfig } from '../ui-config/ui-config'
import * as css from './textarea.css'

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode
  description?: ReactNode
  error?: string
  onValueChange?: (value: string) => void
}

/** A labelled multi-line input; `rows` defaults to `ui.textareaRows` of the configuration (5). */
export function Textarea({
  label,
  description,
  error,
  required,
  id,
  className,
  rows,
  onChange,
  onValueChange,
  ...textareaProps
}: TextareaProps) {
  const { textareaRows } = useUiConfig()
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(controlProps) => (
        <textarea
          {...textareaProps}
          {...controlProps}
          rows={rows ?? textareaRows}
          required={required}
          className={`${control} ${css.textarea}`}
          onChange={(event) => {
            onChange?.(event)
            onValueChange?.(event.target.value)
          }}
        />
      )}
    </Field>
  )
}
