import type { ComponentPropsWithRef } from 'react'
import { Field, type FieldFrameProps, splitFieldProps, textChangeHandler } from '../field/field'
import { control } from '../field/field.css'

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldFrameProps {
  /** Called with the new text; `onChange` still receives the event. */
  onValueChange?: (value: string) => void
}

/** A labelled single-line input with description and error text. */
export function TextField({ onChange, onValueChange, type = 'text', ...props }: TextFieldProps) {
  const [frame, inputProps] = splitFieldProps(props)
  return (
    <Field {...frame}>
      {(controlProps) => (
        <input
          {...inputProps}
          {...controlProps}
          type={type}
          required={frame.required}
          className={control}
          onChange={textChangeHandler(onChange, onValueChange)}
        />
      )}
    </Field>
  )
}
