/**
 * What the /team and invitation endpoints share with the chat API (chat-http.server.ts): the
 * caller, the cross-site check, the JSON error shape `{ error, message, messages }`; plus field
 * errors for forms: a 400 names each bad field in Japanese and English.
 */
import type { z } from 'zod'
import { type BilingualText, joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import {
  type ChatApiDependencies,
  defaultDependencies,
  jsonResponse,
  readJsonBody,
  type TenantCaller,
  withTenantCaller,
} from '../chat/chat-http.server'
import { jsonHandlers } from '../http/json-handlers.server'
import { issueText, zodWording } from '../issue-text.server'

export type TeamApiDependencies = ChatApiDependencies
export { defaultDependencies, jsonResponse }

export type FieldErrors = Record<string, BilingualText>

/** The form's fields as a schema sees them, or the 400 that names each bad one. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; response: Response } {
  const result = schema.safeParse(value)
  if (result.success) return { ok: true, data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    fieldErrors[key] ??= issueText(issue, zodWording(issue))
  }
  const fields = Object.entries(fieldErrors)
  const messages = bothLanguages('errors.common.checkInput', {
    detailsJa: fields.map(([key, text]) => `${key}: ${text.ja}`).join('、'),
    detailsEn: fields.map(([key, text]) => `${key}: ${text.en}`).join('; '),
  })
  return {
    ok: false,
    response: jsonResponse(400, {
      error: 'invalid_input',
      message: joinedText(messages),
      messages,
      fieldErrors,
    }),
  }
}

/** A tenant member's JSON request with its body parsed against `schema` (400 with field errors). */
export function withTeamCaller(
  request: Request,
  dependencies: TeamApiDependencies,
  options: { mutating: boolean; body?: boolean },
  handle: (caller: TenantCaller, body: unknown) => Promise<Response>,
) {
  return withTenantCaller(request, dependencies, options, async (caller) => {
    if (!options.body) return handle(caller, undefined)
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    return handle(caller, body.value)
  })
}

/** The /team handler shapes (http/json-handlers.server.ts) over `withTeamCaller` and `parseFields`. */
export const teamHandlers = jsonHandlers<TenantCaller, TeamApiDependencies>({
  run: withTeamCaller,
  parse: parseFields,
  defaults: defaultDependencies,
})

/** The site the request was made on: invitation links point back to the tenant's own domain. */
export function requestOrigin(request: Request) {
  return new URL(request.url).origin
}
