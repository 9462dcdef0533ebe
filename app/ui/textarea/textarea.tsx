import type { ComponentPropsWithRef } from 'react'
import { Field, type FieldFrameProps, splitFieldProps, textChangeHandler } from '../field/field'
import { control } from '../field/field.css'
import { useUiConfig } from '../ui-config/ui-config'
import * as css from './textarea.css'

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldFrameProps {
  onValueChange?: (value: string) => void
}

/** A labelled multi-line input; `rows` defaults to `ui.textareaRows` of the configuration (5). */
export function Textarea({ rows, onChange, onValueChange, ...props }: TextareaProps) {
  const [frame, textareaProps] = splitFieldProps(props)
  const { textareaRows } = useUiConfig()
  return (
    <Field {...frame}>
      {(controlProps) => (
        <textarea
          {...textareaProps}
          {...controlProps}
          rows={rows ?? textareaRows}
          required={frame.required}
          className={`${control} ${css.textarea}`}
          onChange={textChangeHandler(onChange, onValueChange)}
        />
      )}
    </Field>
  )
}
