/**
 * What went wrong upstream, in words a user can act on (the chat catalogue's `chat.replyErrors`,
 * in Japanese and English), and the retry rule of spec §8 applied to model calls (ADR 009):
 *
 * - A chat completion is not idempotent: once the model has started answering, a new call
 *   would charge and answer again. So only an error **status** answered before any output
 *   (408, 409, 425, 429, 500, 502, 503, 504) is retried, and only once.
 * - Everything else is not retried: other statuses, a connection that cannot be made, a
 *   timeout (the model may be working on it), a stream cut after it started.
 */
import { APICallError } from '@ai-sdk/provider'
import { type ReplyError, type ReplyErrorCode, replyErrorOf } from '#app/features/chat/reply-error.shared'
import { type BilingualText, joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { RETRY_STATUSES } from '#root/app.config'

export type ChatReplyErrorCode = ReplyErrorCode

export interface ChatReplyError extends ReplyError {
  code: ChatReplyErrorCode
  /** The upstream HTTP status, when there was one. */
  status?: number
  /** Both languages, `ja / en`, for logs and clients that show one string. */
  message: string
  messages: BilingualText
}

const RETRYABLE = new Set<number>(RETRY_STATUSES)

/** Worded from the chat catalogue (`chat.replyErrors.*`); the reply keeps the key and values. */
function chatReplyError(
  code: ChatReplyErrorCode,
  params: ReplyError['params'] = {},
  status?: number,
): ChatReplyError {
  const reason = replyErrorOf(code, params)
  const messages = bothLanguages(reason.key, params)
  return {
    code,
    ...reason,
    ...(status === undefined ? {} : { status }),
    message: joinedText(messages),
    messages,
  }
}

export function statusOf(error: unknown): number | undefined {
  return APICallError.isInstance(error) ? error.statusCode : undefined
}

/** Spec §8 for a model call: a retryable status, answered before the model started answering. */
export function isRetryableBeforeFirstToken(error: unknown, started: boolean): boolean {
  const status = statusOf(error)
  return !started && status !== undefined && RETRYABLE.has(status)
}

export interface RetryDelayPolicy {
  /** Wait before the retry when the server gives no Retry-After. */
  delayMs: number
  /** Never wait longer than this, whatever Retry-After says: a person is waiting. */
  maxDelayMs: number
}

export const DEFAULT_RETRY_DELAY: RetryDelayPolicy = { delayMs: 500, maxDelayMs: 5000 }

/** Honours `Retry-After` (seconds or an HTTP date), capped by the policy. */
export function retryDelayMs(error: unknown, policy: RetryDelayPolicy, now = Date.now()): number {
  const header = APICallError.isInstance(error) ? error.responseHeaders?.['retry-after'] : undefined
  let wait = policy.delayMs
  if (header !== undefined) {
    const seconds = Number(header)
    const date = Date.parse(header)
    if (header.trim() !== '' && Number.isFinite(seconds)) wait = seconds * 1000
    else if (Number.isFinite(date)) wait = date - now
  }
  return Math.min(Math.max(0, wait), policy.maxDelayMs)
}

/** A user-facing description of an upstream failure. `started`: the model had begun answering. */
export function describeUpstreamError(error: unknown, started: boolean): ChatReplyError {
  const status = statusOf(error)
  if (status === 429) return chatReplyError('rate_limited', {}, status)
  if (status === 401 || status === 403) return chatReplyError('unauthorized', { status }, status)
  if (status === 404) return chatReplyError('not_found', {}, status)
  if (status !== undefined && status >= 500) return chatReplyError('upstream_unavailable', { status }, status)
  if (status !== undefined && status >= 400) return chatReplyError('bad_request', { status }, status)
  // A 2xx status here means the answer had begun and its body broke off.
  if (started || (status !== undefined && status < 300)) return chatReplyError('interrupted')
  if (APICallError.isInstance(error)) return chatReplyError('unreachable')
  return chatReplyError('unknown')
}

export function timeoutError(phase: 'first-token' | 'idle', afterMs: number): ChatReplyError {
  const seconds = Math.round(afterMs / 100) / 10
  return chatReplyError(phase === 'first-token' ? 'timeout' : 'stalled', { seconds })
}

export function contentFilterError(): ChatReplyError {
  return chatReplyError('content_filter')
}
