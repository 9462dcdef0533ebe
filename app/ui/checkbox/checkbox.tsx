import { mdiCheckBold, mdiMinus } from '@mdi/js'
import * as RadixCheckbox from '@radix-ui/react-checkbox'
import type { FocusEvent, ReactNode } from 'react'
import { Field } from '../field/field'
import { Icon } from '../icon/icon'
import { focusRing } from '../styles.css'
import * as css from './checkbox.css'

export type CheckedState = boolean | 'indeterminate'

export interface CheckboxProps {
  label: ReactNode
  checked?: CheckedState
  defaultChecked?: CheckedState
  onCheckedChange?: (checked: CheckedState) => void
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void
  description?: ReactNode
  error?: string
  required?: boolean
  disabled?: boolean
  name?: string
  value?: string
  id?: string
  className?: string
}

/** A labelled checkbox (Radix: role="checkbox", Space toggles, a hidden input joins forms). */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  onBlur,
  description,
  error,
  required,
  disabled,
  name,
  value,
  id,
  className,
}: CheckboxProps) {
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      className={className}
      layout="inline"
    >
      {(controlProps) => (
        <RadixCheckbox.Root
          {...controlProps}
          className={`${css.box} ${focusRing}`}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          name={name}
          value={value}
        >
          <RadixCheckbox.Indicator className={css.indicator}>
            <Icon path={checked === 'indeterminate' ? mdiMinus : mdiCheckBold} size={14} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
      )}
    </Field>
  )
}
