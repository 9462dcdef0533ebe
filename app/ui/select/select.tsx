import { mdiCheck, mdiChevronDown } from '@mdi/js'
import * as RadixSelect from '@radix-ui/react-select'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type ButtonControlProps, Field, type FieldFrameProps } from '../field/field'
import { control } from '../field/field.css'
import { Icon } from '../icon/icon'
import * as css from './select.css'

export interface SelectOption {
  /** Must not be empty: Radix reserves '' for "nothing chosen". */
  value: string
  /** The option's name: what typeahead matches, and what is shown unless `content` is given. */
  label: string
  /** A richer rendering of the option (a swatch beside the name), shown in the list and trigger. */
  content?: ReactNode
  disabled?: boolean
}

export interface SelectProps extends FieldFrameProps, ButtonControlProps {
  options: readonly SelectOption[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  placeholder?: string
}

/** A labelled listbox (Radix Select: arrow keys, typeahead, Escape, focus return). */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  placeholder,
  disabled,
  name,
  ...frame
}: SelectProps) {
  const { t } = useTranslation()
  return (
    <Field {...frame}>
      {(controlProps) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          required={frame.required}
          disabled={disabled}
          name={name}
        >
          <RadixSelect.Trigger {...controlProps} className={`${control} ${css.trigger}`} onBlur={onBlur}>
            <RadixSelect.Value placeholder={placeholder ?? t('select.placeholder')} />
            <RadixSelect.Icon>
              <Icon path={mdiChevronDown} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={css.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={css.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    textValue={option.label}
                    className={css.item}
                  >
                    <RadixSelect.ItemIndicator className={css.indicator}>
                      <Icon path={mdiCheck} />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.content ?? option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  )
}
