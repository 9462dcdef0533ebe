import { useStore } from '@tanstack/react-form'
import { type ComponentPropsWithRef, type ReactNode, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonProps } from '../button/button'
import { TextField } from '../text-field/text-field'
import { Textarea } from '../textarea/textarea'
import { fieldErrorText } from './field-error'
import { useFieldContext, useFormContext } from './form-context'

/**
 * The error a field shows: none until the user has left the field or tried to submit, so a
 * half-typed address is not called wrong while it is being typed.
 */
export function useFieldError(): string | undefined {
  const field = useFieldContext<unknown>()
  const { i18n } = useTranslation()
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const { isBlurred, errors } = field.state.meta
  if (!isBlurred && !submitted) return undefined
  return fieldErrorText(errors, i18n)
}

/**
 * A form field's control props: its name, blur and error; `value` and the change handler stay
 * with each control, whose value type differs.
 */
export function useBoundField<TValue>() {
  const field = useFieldContext<TValue>()
  const bound = { name: field.name, onBlur: field.handleBlur, error: useFieldError() }
  return { field, bound }
}

/** `useBoundField` for a string-valued control that takes `value` and `onValueChange`. */
export function useBoundText() {
  const { field, bound } = useBoundField<string>()
  return { ...bound, value: field.state.value, onValueChange: field.handleChange }
}

/** The words every form field shows: its label and an optional description. */
export interface FieldWordsProps {
  label: ReactNode
  description?: ReactNode
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'onBlur' | 'name' | 'children'>

export interface TextInputFieldProps extends InputProps, FieldWordsProps {}

export function TextInputField(props: TextInputFieldProps) {
  return <TextField {...props} {...useBoundText()} />
}

export interface TextareaFieldProps extends FieldWordsProps {
  rows?: number
  placeholder?: string
  required?: boolean
  maxLength?: number
}

export function TextareaField(props: TextareaFieldProps) {
  return <Textarea {...props} {...useBoundText()} />
}

/** Submits the surrounding form; shows progress while the submission runs. */
const noSubscription = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true once handlers answer. Before that a
 * click would submit the bare HTML form: the browser would reload the page and lose what was typed.
 */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

export function SubmitButton({ children, disabled, ...buttonProps }: Omit<ButtonProps, 'type' | 'loading'>) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const hydrated = useHydrated()
  return (
    <Button {...buttonProps} type="submit" loading={submitting} disabled={disabled || !hydrated}>
      {children}
    </Button>
  )
}
