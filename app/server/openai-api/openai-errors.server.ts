/**
 * Errors of the `/v1` API in OpenAI's shape, `{"error": {"message", "type", "param", "code"}}`
 * (ADR 039), so the official clients raise their own typed errors (AuthenticationError,
 * RateLimitError…). `message` is "Japanese / English" like the rest of the API; `messages` holds
 * the two apart, an extra field the clients ignore.
 */
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type TextKey, type TextParams } from '#app/i18n/texts.server'
import { errorResponse } from '../chat/chat-http.server'

/** OpenAI's error `type` for each status it documents. */
function typeOf(status: number): string {
  if (status === 402) return 'insufficient_quota'
  if (status === 401) return 'invalid_request_error'
  if (status === 403) return 'permission_error'
  if (status === 429) return 'requests'
  if (status >= 500) return 'server_error'
  return 'invalid_request_error'
}

export function openAiErrorMessages(
  status: number,
  code: string,
  messages: BilingualText,
  headers: Record<string, string> = {},
): Response {
  const body = { error: { message: joinedText(messages), type: typeOf(status), param: null, code }, messages }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

export function openAiError(status: number, code: string, key: TextKey, params?: TextParams): Response {
  return openAiErrorMessages(status, code, bothLanguages(key, params))
}

/** The chat API's codes that OpenAI spells otherwise. */
const OPENAI_CODE: Record<string, string> = {
  insufficient_tokens: 'insufficient_quota',
  member_quota_exceeded: 'insufficient_quota',
  team_quota_exceeded: 'insufficient_quota',
  rate_limited: 'rate_limit_exceeded',
  unauthenticated: 'invalid_api_key',
}

const isChatApiError = (value: unknown): value is { error: string; messages: BilingualText } => {
  if (typeof value !== 'object' || value === null) return false
  const { error, messages } = value as { error?: unknown; messages?: { ja?: unknown; en?: unknown } }
  return typeof error === 'string' && typeof messages?.ja === 'string' && typeof messages.en === 'string'
}

/**
 * A response of the chat API's own error shape `{error, message, messages}` (a 429 of the rate
 * limit, a 413, a refusal of the network or two-factor gates) re-shaped for OpenAI's clients,
 * keeping its status and `Retry-After`.
 */
export async function asOpenAiError(response: Response): Promise<Response> {
  const body: unknown = await response.json().catch(() => null)
  const retryAfter = response.headers.get('retry-after')
  const headers: Record<string, string> = retryAfter ? { 'retry-after': retryAfter } : {}
  if (!isChatApiError(body)) {
    return openAiErrorMessages(
      response.status,
      'internal_error',
      bothLanguages('errors.http.internal'),
      headers,
    )
  }
  const code = OPENAI_CODE[body.error] ?? body.error
  return openAiErrorMessages(response.status, code, body.messages, headers)
}

/** Anything a handler threw, answered as the chat API would, in OpenAI's shape. */
export function openAiErrorOf(error: unknown): Promise<Response> {
  return asOpenAiError(errorResponse(error))
}
