/**
 * Why a reply failed, as the server stores it with the reply (`messages.error_message`) and the
 * API sends it: a key of the chat catalogue (`chat.replyErrors.*`) and the values its text shows
 * (an HTTP status, seconds). Each reader sees it in their own language. A stored value that is
 * not one (a row written before reasons were stored this way) is no ReplyError: it is shown as
 * it is.
 */
import { chatJa } from './chat.messages'

export type ReplyErrorCode = keyof typeof chatJa.replyErrors

export interface ReplyError {
  key: `chat.replyErrors.${ReplyErrorCode}`
  params: Record<string, string | number>
}

const PREFIX = 'chat.replyErrors.'

export function replyErrorOf(code: ReplyErrorCode, params: ReplyError['params'] = {}): ReplyError {
  return { key: `${PREFIX}${code}`, params }
}

/** The text the column keeps. */
export function storedReplyError({ key, params }: ReplyError): string {
  return JSON.stringify({ key, params })
}

function isParams(value: unknown): value is ReplyError['params'] {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  )
}

/** The stored reason, or null for none and for a value that is not a known key with its values. */
export function readReplyError(stored: string | null): ReplyError | null {
  if (!stored?.startsWith('{')) return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { key, params } = value as { key?: unknown; params?: unknown }
  if (typeof key !== 'string' || !key.startsWith(PREFIX) || !isParams(params)) return null
  const code = key.slice(PREFIX.length)
  return Object.hasOwn(chatJa.replyErrors, code) ? replyErrorOf(code as ReplyErrorCode, params) : null
}
