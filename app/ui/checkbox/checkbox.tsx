import { mdiCheckBold, mdiMinus } from '@mdi/js'
import * as RadixCheckbox from '@radix-ui/react-checkbox'
import { type ButtonControlProps, Field, type FieldFrameProps } from '../field/field'
import { Icon } from '../icon/icon'
import { focusRing } from '../styles.css'
import * as css from './checkbox.css'

export type CheckedState = boolean | 'indeterminate'

export interface CheckboxProps extends FieldFrameProps, ButtonControlProps {
  checked?: CheckedState
  defaultChecked?: CheckedState
  onCheckedChange?: (checked: CheckedState) => void
  value?: string
}

/** A labelled checkbox (Radix: role="checkbox", Space toggles, a hidden input joins forms). */
export function Checkbox({
  checked,
  defaultChecked,
  onCheckedChange,
  onBlur,
  disabled,
  name,
  value,
  ...frame
}: CheckboxProps) {
  return (
    <Field {...frame} layout="inline">
      {(controlProps) => (
        <RadixCheckbox.Root
          {...controlProps}
          className={`${css.box} ${focusRing}`}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange}
          onBlur={onBlur}
          required={frame.required}
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
