/**
 * What the console's JSON endpoints of /admin/users, /admin/plans and /admin/applications share:
 * the caller must be a session signed in through /admin/login (403 otherwise, checked here on the
 * server whatever the page guard did), cookie-borne changes must come from this site, and bad
 * input is a 400 naming each field in Japanese and English. Errors use the chat API's shape
 * `{ error, message, messages: { ja, en }, fieldErrors? }`.
 */
import type { z } from 'zod'
import { type BilingualText, bilingual } from '../../../features/chat/bilingual'
import { jsonResponse } from '../../chat/chat-http.server'

export { type ListQuery, PAGE_SIZES, readListQuery } from '../../../features/admin-users/admin-list-query'
export {
  type AdminApiDependencies,
  type AdminCaller,
  adminActor,
  adminOnlyResponse as forbidden,
  defaultAdminDependencies,
  withSystemAdmin,
} from '../admin-http.server'
export { jsonResponse }

export type FieldErrors = Record<string, BilingualText>

/**
 * A zod issue in both languages. The tenancy schemas write "English / 日本語"; zod's own
 * messages (a string where a number belongs, a missing field) are English only, so those are
 * replaced by a plain bilingual sentence of their kind.
 */
export function issueText(issue: z.core.$ZodIssue): BilingualText {
  if (issue.message.includes(' / ')) return bilingual(issue.message)
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number'
        ? { ja: '数値を入力してください。', en: 'Enter a number.' }
        : { ja: '入力してください。', en: 'This field is required.' }
    case 'too_small':
      return {
        ja: `${String(issue.minimum)} 以上にしてください。`,
        en: `Must be at least ${String(issue.minimum)}.`,
      }
    case 'too_big':
      return {
        ja: `${String(issue.maximum)} 以下にしてください。`,
        en: `Must be at most ${String(issue.maximum)}.`,
      }
    case 'invalid_value':
      return { ja: '選択肢から選んでください。', en: 'Choose one of the options.' }
    case 'unrecognized_keys':
      return {
        ja: `不明な項目です: ${issue.keys.join(', ')}`,
        en: `Unknown fields: ${issue.keys.join(', ')}`,
      }
    default:
      return { ja: '値が正しくありません。', en: 'This value is not valid.' }
  }
}

/**
 * 400 (or 409 for a taken value) with one message per field (the first problem of each), keyed
 * by the field's dotted path.
 */
export function invalidFields(fieldErrors: FieldErrors, status: 400 | 409 = 400): Response {
  const entries = Object.entries(fieldErrors)
  const ja = `入力を確認してください: ${entries.map(([key, text]) => `${key}: ${text.ja}`).join('、')}`
  const en = `Check the input: ${entries.map(([key, text]) => `${key}: ${text.en}`).join('; ')}`
  return jsonResponse(status, {
    error: status === 409 ? 'conflict' : 'invalid_input',
    message: `${ja} / ${en}`,
    messages: { ja, en },
    fieldErrors,
  })
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form'
    fieldErrors[key] ??= issueText(issue)
  }
  return fieldErrors
}

/** The body as the schema sees it, or the 400 that names each bad field. */
export function parseAdminFields<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; response: Response } {
  const result = schema.safeParse(value)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, response: invalidFields(fieldErrorsOf(result.error)) }
}

/** `%` and `_` typed by the user match themselves, not any text. */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}
