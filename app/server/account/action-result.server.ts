/**
 * What /user's server functions answer: success with data, or failure with a message per field
 * (and/or for the form) in both languages, so the page shows the reader's and scripts get both.
 * Bad input is a failure like any other: never a 500.
 */
import type { z } from 'zod'
import type { BilingualText } from '../../features/chat/bilingual'
import { bilingual } from '../../features/chat/bilingual'
import { en } from '../../i18n/locales/en'
import { ja } from '../../i18n/locales/ja'
import { ServiceError } from '../errors.server'
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../unstorable-text'

export type ActionFailure = {
  ok: false
  status: number
  fieldErrors?: Record<string, BilingualText>
  message?: BilingualText
}
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure

function lookup(messages: unknown, key: string): string | undefined {
  let node = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** An i18n key in both languages, with `{{value}}`s filled in. */
export function messageOf(key: string, values: Record<string, unknown> = {}): BilingualText {
  const fill = (text: string | undefined) =>
    (text ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
  return { ja: fill(lookup(ja, key)), en: fill(lookup(en, key)) }
}

export function failure(status: number, key: string, field?: string): ActionFailure {
  const message = messageOf(key)
  return field ? { ok: false, status, fieldErrors: { [field]: message } } : { ok: false, status, message }
}

/** For a problem the form's schema does not word itself (an array for an object, a number for a string). */
const NOT_IN_FORM: BilingualText = {
  ja: '入力の形式が正しくありません。',
  en: 'The input is not in the expected form.',
}

const isMessageKey = (key: string) => lookup(ja, key) !== undefined && lookup(en, key) !== undefined

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
    fieldErrors[field] ??= isMessageKey(issue.message)
      ? messageOf(issue.message, issue as unknown as Record<string, unknown>)
      : NOT_IN_FORM
  }
  return { ok: false, status: 400, fieldErrors }
}

/** Runs `work`, answering a ServiceError (404 on another user's id, 409…) as a failure. */
export async function serviceAction<T extends object>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, ...(await work()) }
  } catch (error) {
    if (error instanceof ServiceError) {
      return { ok: false, status: error.status, message: bilingual(error.message) }
    }
    throw error
  }
}
