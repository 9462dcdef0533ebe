import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from '../field/field'
import { control } from '../field/field.css'

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode
  description?: ReactNode
  error?: string
  /** Called with the new text; `onChange` still receives the event. */
  onValueChange?: (value: string) => void
}

/** A labelled single-line input with description and error text. */
export function TextField({
  label,
  description,
  error,
  required,
  id,
  className,
  onChange,
  onValueChange,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
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
        <input
          {...inputProps}
          {...controlProps}
          type={type}
          required={required}
          className={control}
          onChange={(event) => {
            onChange?.(event)
            onValueChange?.(event.target.value)
          }}
        />
      )}
    </Field>
  )
}
