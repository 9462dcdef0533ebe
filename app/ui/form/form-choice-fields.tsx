import type { ReactNode } from 'react'
import { Checkbox } from '../checkbox/checkbox'
import { Select, type SelectOption } from '../select/select'
import { useBoundField } from './form-fields'

// These fields pull in a listbox and a checkbox primitive, so they are not registered on
// `useAppForm` (which every form, /login included, loads); use them inside an AppField:
//   <form.AppField name="plan">{() => <SelectField label="…" options={…} />}</form.AppField>

export interface SelectFieldProps {
  label: ReactNode
  options: readonly SelectOption[]
  description?: ReactNode
  placeholder?: string
  required?: boolean
}

export function SelectField(props: SelectFieldProps) {
  const { field, bound } = useBoundField<string>()
  // '' is "nothing chosen": Radix shows the placeholder for it and stays controlled.
  return <Select {...props} {...bound} value={field.state.value} onValueChange={field.handleChange} />
}

export interface CheckboxFieldProps {
  label: ReactNode
  description?: ReactNode
  required?: boolean
}

export function CheckboxField(props: CheckboxFieldProps) {
  const { field, bound } = useBoundField<boolean>()
  return (
    <Checkbox
      {...props}
      {...bound}
      checked={field.state.value}
      onCheckedChange={(checked) => field.handleChange(checked === true)}
    />
  )
}
