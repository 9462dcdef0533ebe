import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts the form hook and its field components share (TanStack Form composition). */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
