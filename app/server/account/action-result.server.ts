/**
 * What /user's server functions answer: success with data, or failure with a message per field
 * (and/or for the form) in both languages, so the page shows the reader's and scripts get both.
 * Bad input is a failure like any other: never a 500.
 */
import type { z } from 'zod'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type TextKey } from '#app/i18n/texts.server'
import { ServiceError } from '../errors.server'
import { issueText } from '../issue-text.server'
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../unstorable-text.server'

export type ActionFailure = {
  ok: false
  status: number
  fieldErrors?: Record<string, BilingualText>
  message?: BilingualText
}
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure

export function failure(status: number, key: TextKey, field?: string): ActionFailure {
  const message = bothLanguages(key)
  return field ? { ok: false, status, fieldErrors: { [field]: message } } : { ok: false, status, message }
}

/** Parses `input`, or answers 400 with each field's first problem. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | ActionFailure {
  const unstorable = unstorableTextPath(input)
  if (unstorable !== undefined) {
    return {
      ok: false,
      status: 400,
      fieldErrors: { [unstorable.split('.')[0] || 'form']: UNSTORABLE_TEXT_MESSAGE },
    }
  }
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fieldErrors: Record<string, BilingualText> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    // A problem the form's schema does not word itself (an array for an object) is "not in the form".
    fieldErrors[field] ??= issueText(issue)
  }
  return { ok: false, status: 400, fieldErrors }
}

/** Runs `work`, answering a ServiceError (404 on another user's id, 409…) as a failure. */
export async function serviceAction<T extends object>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, ...(await work()) }
  } catch (error) {
    if (error instanceof ServiceError) {
      return { ok: false, status: error.status, message: error.messages }
    }
    throw error
  }
}
