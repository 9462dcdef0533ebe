/**
 * What went wrong upstream, in words a user can act on (Japanese and English), and the retry
 * rule of spec §8 applied to model calls (ADR 009):
 *
 * - A chat completion is not idempotent: once the model has started answering, a new call
 *   would charge and answer again. So only an error **status** answered before any output
 *   (408, 409, 425, 429, 500, 502, 503, 504) is retried, and only once.
 * - Everything else is not retried: other statuses, a connection that cannot be made, a
 *   timeout (the model may be working on it), a stream cut after it started.
 */
import { APICallError } from '@ai-sdk/provider'
import { RETRY_STATUSES } from '../../../app.config'

export type ChatReplyErrorCode =
  | 'rate_limited'
  | 'upstream_unavailable'
  | 'unauthorized'
  | 'not_found'
  | 'bad_request'
  | 'upstream_error'
  | 'unreachable'
  | 'timeout'
  | 'stalled'
  | 'interrupted'
  | 'content_filter'
  | 'unknown'

export interface ChatReplyError {
  code: ChatReplyErrorCode
  /** The upstream HTTP status, when there was one. */
  status?: number
  /** Both languages, `ja / en`, for logs and clients that show one string. */
  message: string
  messages: { ja: string; en: string }
}

const RETRYABLE = new Set<number>(RETRY_STATUSES)

function chatReplyError(code: ChatReplyErrorCode, ja: string, en: string, status?: number): ChatReplyError {
  return { code, ...(status === undefined ? {} : { status }), message: `${ja} / ${en}`, messages: { ja, en } }
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

const TRY_AGAIN = { ja: 'しばらくしてからもう一度お試しください。', en: 'Please try again in a moment.' }
const KEPT = { ja: '途中までの応答は保存されています。', en: 'The partial reply was kept.' }

/** A user-facing description of an upstream failure. `started`: the model had begun answering. */
export function describeUpstreamError(error: unknown, started: boolean): ChatReplyError {
  const status = statusOf(error)
  if (status === 429) {
    return chatReplyError(
      'rate_limited',
      `AI モデルのサーバーが混み合っています (429)。${TRY_AGAIN.ja}`,
      `The AI model server is busy (429). ${TRY_AGAIN.en}`,
      status,
    )
  }
  if (status === 401 || status === 403) {
    return chatReplyError(
      'unauthorized',
      `AI モデルのサーバーが認証を拒否しました (${status})。管理者に API キーの設定を確認してもらってください。`,
      `The AI model server rejected the credentials (${status}). Ask an administrator to check the API key.`,
      status,
    )
  }
  if (status === 404) {
    return chatReplyError(
      'not_found',
      'AI モデルまたは接続先が見つかりません (404)。管理者にモデル名と接続先 URL を確認してもらってください。',
      'The AI model or endpoint was not found (404). Ask an administrator to check the model name and base URL.',
      status,
    )
  }
  if (status !== undefined && status >= 500) {
    return chatReplyError(
      'upstream_unavailable',
      `AI モデルのサーバーでエラーが発生しました (${status})。${TRY_AGAIN.ja}`,
      `The AI model server failed (${status}). ${TRY_AGAIN.en}`,
      status,
    )
  }
  if (status !== undefined && status >= 400) {
    return chatReplyError(
      'bad_request',
      `AI モデルのサーバーがリクエストを受け付けませんでした (${status})。メッセージを短くするなどしてお試しください。`,
      `The AI model server refused the request (${status}). Try a shorter message.`,
      status,
    )
  }
  // A 2xx status here means the answer had begun and its body broke off.
  if (started || (status !== undefined && status < 300)) {
    return chatReplyError(
      'interrupted',
      `AI モデルからの応答が途中で途切れました。${KEPT.ja}`,
      `The reply from the AI model was cut off. ${KEPT.en}`,
    )
  }
  if (APICallError.isInstance(error)) {
    return chatReplyError(
      'unreachable',
      `AI モデルのサーバーに接続できませんでした。${TRY_AGAIN.ja}`,
      `Could not reach the AI model server. ${TRY_AGAIN.en}`,
    )
  }
  return chatReplyError(
    'unknown',
    `AI モデルの呼び出しに失敗しました。${TRY_AGAIN.ja}`,
    `The call to the AI model failed. ${TRY_AGAIN.en}`,
  )
}

export function timeoutError(phase: 'first-token' | 'idle', afterMs: number): ChatReplyError {
  const seconds = Math.round(afterMs / 100) / 10
  if (phase === 'first-token') {
    return chatReplyError(
      'timeout',
      `AI モデルが ${seconds} 秒以内に応答しませんでした。${TRY_AGAIN.ja}`,
      `The AI model did not answer within ${seconds} s. ${TRY_AGAIN.en}`,
    )
  }
  return chatReplyError(
    'stalled',
    `AI モデルの応答が ${seconds} 秒間止まったため打ち切りました。${KEPT.ja}`,
    `The AI model's reply stalled for ${seconds} s and was stopped. ${KEPT.en}`,
  )
}

export function contentFilterError(): ChatReplyError {
  return chatReplyError(
    'content_filter',
    'AI モデルのコンテンツフィルターにより応答が止められました。',
    "The AI model's content filter stopped the reply.",
  )
}
