/**
 * What the console's forms of /admin/users, /admin/plans and /admin/applications share: a call to
 * the JSON API whose refusal comes back as a message and an error per field (the server's zod
 * checks, in the reader's language), shown beside the fields and above the buttons.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type BilingualText, inLanguage } from '../../i18n/bilingual-text.shared'
import { FormAlert } from '../../ui/form-alert/form-alert'
import type { ApiResult } from '../team/team-api-client'

export { type ApiResult, callApi } from '../team/team-api-client'

export interface AdminFormState {
  busy: boolean
  /** The field's error in the reader's language (keys are the API's dotted field paths). */
  error(field: string): string | undefined
  /** A refusal that belongs to no field (a rule, the network). */
  message: string | undefined
  /** Runs the call; true when it succeeded, else the errors are shown. */
  submit<T>(call: () => Promise<ApiResult<T>>, onDone?: (data: T) => void | Promise<void>): Promise<boolean>
  reset(): void
}

export function useAdminForm(): AdminFormState {
  const { i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, BilingualText>>({})
  const [message, setMessage] = useState<BilingualText>()
  return {
    busy,
    error: (field) => {
      const text = fieldErrors[field]
      return text && inLanguage(text, i18n.language)
    },
    message: message && inLanguage(message, i18n.language),
    async submit(call, onDone) {
      setBusy(true)
      try {
        const result = await call()
        if (!result.ok) {
          setFieldErrors(result.fieldErrors)
          // A refusal with field errors is told at the fields; any other in a sentence.
          setMessage(Object.keys(result.fieldErrors).length > 0 ? undefined : result.message)
          return false
        }
        setFieldErrors({})
        setMessage(undefined)
        await onDone?.(result.data)
        return true
      } finally {
        setBusy(false)
      }
    },
    reset() {
      setFieldErrors({})
      setMessage(undefined)
    },
  }
}

/** The form's own refusal: the one FormAlert of every console dialog (ADR 021). */
export function FormMessage({ text }: { text: string | undefined }) {
  return <FormAlert>{text}</FormAlert>
}
