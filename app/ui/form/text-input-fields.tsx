import { Fragment, type ReactNode } from 'react'
import type { TextInputField, TextInputFieldProps } from './form-fields'

/** What this needs of `form.AppField`: a field by name whose children get the text input. */
type AppFieldOf<TName extends string> = (props: {
  name: TName
  children: (field: { TextInputField: typeof TextInputField }) => ReactNode
}) => ReactNode | Promise<ReactNode>

export interface TextInputSpec<TName extends string> extends TextInputFieldProps {
  name: TName
}

/**
 * A form's run of single-line text fields, one spec each, in order: the sign-in, registration and
 * similar forms list their fields as data instead of spelling the AppField block out per field.
 * `after` renders something below a field (a server's message about it); `required` marks them all.
 */
export function TextInputFields<TName extends string>({
  AppField,
  fields,
  after,
  required,
}: {
  AppField: AppFieldOf<TName>
  fields: readonly TextInputSpec<TName>[]
  after?: (name: TName) => ReactNode
  required?: boolean
}) {
  return fields.map(({ name, ...props }) => (
    <Fragment key={name}>
      <AppField name={name}>{(field) => <field.TextInputField required={required} {...props} />}</AppField>
      {after?.(name)}
    </Fragment>
  ))
}
