import { Checkbox } from '../checkbox/checkbox'
import { Select, type SelectOption } from '../select/select'
import { type FieldWordsProps, useBoundField, useBoundText } from './form-fields'

// These fields pull in a listbox and a checkbox primitive, so they are not registered on
// `useAppForm` (which every form, /login included, loads); use them inside an AppField:
//   <form.AppField name="plan">{() => <SelectField label="…" options={…} />}</form.AppField>

export interface SelectFieldProps extends FieldWordsProps {
  options: readonly SelectOption[]
  placeholder?: string
  required?: boolean
}

export function SelectField(props: SelectFieldProps) {
  // '' is "nothing chosen": Radix shows the placeholder for it and stays controlled.
  return <Select {...props} {...useBoundText()} />
}

export interface CheckboxFieldProps extends FieldWordsProps {
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
