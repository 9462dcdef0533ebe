import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import type { ActionResult } from '../../server/account/action-result.server'
import { useBilingual } from './account-ui'

/**
 * One /user form's round trip: busy while the server function runs, then either its field errors
 * (in the reader's language) or a success message, and the page data reloaded.
 */
export function useAccountAction<T extends object>(run: (input: unknown) => Promise<ActionResult<T>>) {
  const { t } = useTranslation()
  const pick = useBilingual()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, BilingualText>>({})
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<string>()

  async function submit(input: unknown, success?: (result: { ok: true } & T) => string | undefined) {
    setBusy(true)
    setError(undefined)
    setDone(undefined)
    try {
      const result = await run(input)
      if (!result.ok) {
        setFieldErrors(result.fieldErrors ?? {})
        if (result.message) setError(pick(result.message))
        if (result.status === 401) window.location.assign('/login')
        return undefined
      }
      setFieldErrors({})
      setDone(success?.(result) ?? t('account.saved'))
      await queryClient.invalidateQueries({ queryKey: ['account'] })
      return result
    } catch {
      setError(t('account.failed'))
      return undefined
    } finally {
      setBusy(false)
    }
  }

  return { submit, busy, error, done, fieldError: (name: string) => pick(fieldErrors[name]) }
}

/**
 * A required text field of an account form: its text, and the TextField props that bind it and
 * show the action's error for `errorKey` (the field's name unless the server calls it otherwise).
 */
export function useAccountField(
  action: { fieldError: (name: string) => string | undefined },
  name: string,
  initial = '',
  errorKey = name,
) {
  const [value, setValue] = useState(initial)
  const props = { name, value, onValueChange: setValue, error: action.fieldError(errorKey), required: true }
  return { value, setValue, props }
}
