/**
 * What the console's JSON endpoints of /admin/users, /admin/plans and /admin/applications share:
 * the caller must be a session signed in through /admin/login (403 otherwise, checked here on the
 * server whatever the page guard did), cookie-borne changes must come from this site, and bad
 * input is a 400 naming each field in Japanese and English. Errors use the chat API's shape
 * `{ error, message, messages: { ja, en }, fieldErrors? }`.
 */
import type { z } from 'zod'
import { type BilingualText, joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, textIn } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { jsonResponse } from '../../chat/chat-http.server'
import { jsonHandlers } from '../../http/json-handlers.server'
import { keyedIssueText } from '../../issue-text.server'
import {
  type AdminApiDependencies,
  type AdminCaller,
  defaultAdminDependencies,
  withSystemAdmin,
} from '../admin-http.server'

export { type ListQuery, PAGE_SIZES, readListQuery } from '#app/features/admin-users/admin-list-query.shared'
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
 * A zod issue in both languages. The schemas' messages are catalogue keys; zod's own messages
 * (a string where a number belongs, a missing field) are English only, so those are replaced by
 * a plain sentence of their kind.
 */
export function issueText(issue: z.core.$ZodIssue): BilingualText {
  const keyed = keyedIssueText(issue)
  if (keyed) return keyed
  switch (issue.code) {
    case 'invalid_type':
      return bothLanguages(issue.expected === 'number' ? 'errors.admin.enterNumber' : 'errors.admin.required')
    case 'too_small':
      return bothLanguages('errors.admin.atLeast', { minimum: String(issue.minimum) })
    case 'too_big':
      return bothLanguages('errors.admin.atMost', { maximum: String(issue.maximum) })
    case 'invalid_value':
      return bothLanguages('errors.admin.chooseOption')
    case 'unrecognized_keys':
      return bothLanguages('errors.admin.unknownFields', { keys: issue.keys.join(', ') })
    default:
      return bothLanguages('errors.admin.invalidValue')
  }
}

/**
 * 400 (or 409 for a taken value) with one message per field (the first problem of each), keyed
 * by the field's dotted path.
 */
export function invalidFields(fieldErrors: FieldErrors, status: 400 | 409 = 400): Response {
  const entries = Object.entries(fieldErrors)
  const summary = (locale: 'ja' | 'en') =>
    textIn(locale, 'errors.admin.checkFields', {
      fields: entries
        .map(([key, text]) => `${key}: ${text[locale]}`)
        .join(textIn(locale, 'errors.admin.fieldSeparator')),
    })
  const ja = summary('ja')
  const en = summary('en')
  return jsonResponse(status, {
    error: status === 409 ? 'conflict' : 'invalid_input',
    message: joinedText({ ja, en }),
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

export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}

/** `GET` of a console list: the query string as `readSearch` reads it, the page `list` finds. */
function listHandler<Q>(
  readSearch: (search: Record<string, string>) => Q,
  list: (db: Db, query: Q) => Promise<unknown>,
) {
  return (request: Request, dependencies: AdminApiDependencies = defaultAdminDependencies) =>
    withSystemAdmin(request, dependencies, { mutating: false }, async () =>
      jsonResponse(200, await list(await dependencies.getDb(), readSearch(searchParamsOf(request)))),
    )
}

/**
 * The console's handler shapes (http/json-handlers.server.ts) over `withSystemAdmin`: `list`,
 * `bodyChange` (a create), `rowChange`, `rowAction`; a Response from the work goes out as is.
 */
export const adminHandlers = {
  ...jsonHandlers<AdminCaller, AdminApiDependencies>({
    run: withSystemAdmin,
    parse: parseAdminFields,
    defaults: defaultAdminDependencies,
  }),
  list: listHandler,
}
