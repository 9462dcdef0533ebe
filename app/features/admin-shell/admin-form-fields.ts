/**
 * The wiring of the console's form fields (plans, applications, users, tenants, catalogue): the
 * values in one state, a setter per field, and each field's value, change and error bound at once.
 */
import { useState } from 'react'

/** The form's values and a setter per field (the setter keeps the other fields). */
export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial)
  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [field]: value }))
  return { values, setValues, set }
}

/** Binds a field to its value, its setter and its error: `<TextField {...field('name')} />`. */
export function bindField<V extends object>(
  values: V,
  set: <K extends keyof V>(field: K) => (value: V[K]) => void,
  error: (field: keyof V & string) => string | undefined,
) {
  return <K extends keyof V & string>(field: K) => ({
    value: values[field],
    onValueChange: set(field),
    error: error(field),
  })
}

/** The same with the input's `name` (the console's record forms name their inputs after the API's fields). */
export function bindNamedField<V extends object>(...binding: Parameters<typeof bindField<V>>) {
  const bind = bindField(...binding)
  return <K extends keyof V & string>(field: K) => ({ name: field, ...bind(field) })
}
