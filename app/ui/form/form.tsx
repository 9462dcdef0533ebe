import { createFormHook } from '@tanstack/react-form'
import type { FormEvent, ReactNode } from 'react'
import * as css from './form.css'
import { fieldContext, formContext, useFormContext } from './form-context'
import { SubmitButton, TextareaField, TextInputField } from './form-fields'

/**
 * A <form> for `useAppForm`: submits through TanStack Form (no browser validation bubbles, the
 * schema decides), then moves focus to the first invalid field so keyboard and screen-reader
 * users land on the error (WCAG 3.3.1).
 */
function Form({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  const form = useFormContext()
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    const element = event.currentTarget
    await form.handleSubmit()
    if (!form.state.isValid) {
      element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }
  return (
    // POST: should the browser ever submit this form itself (its script failed to load), what was
    // typed, a password included, must not end up in the address bar, history or server logs.
    <form
      id={id}
      method="post"
      noValidate
      className={className ? `${css.form} ${className}` : css.form}
      onSubmit={onSubmit}
    >
      {children}
    </form>
  )
}

/**
 * The app's form hook (TanStack Form + zod): validators take a zod schema directly, and
 * `form.AppField` children get the design-system fields with their error text.
 *
 * ```tsx
 * const form = useAppForm({ defaultValues, validators: { onChange: schema }, onSubmit })
 * <form.AppForm><form.Form>
 *   <form.AppField name="email">{(field) => <field.TextInputField label="…" />}</form.AppField>
 *   <form.AppField name="plan">{() => <SelectField label="…" options={plans} />}</form.AppField>
 *   <form.SubmitButton>送信</form.SubmitButton>
 * </form.Form></form.AppForm>
 * ```
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextInputField, TextareaField },
  formComponents: { Form, SubmitButton },
})
