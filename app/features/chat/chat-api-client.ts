/**
 * The chat screens' side of the chat HTTP API: JSON calls for threads and the balance, and the
 * streamed turn (POST, answered with server-sent events). Errors keep the API's bilingual
 * `messages` so a screen shows the reader's language only (`chatErrorText`).
 */
import { httpFetch } from '../../lib/http'
import { parseSse } from '../../lib/sse.shared'
import type {
  AttachmentProgress,
  BalanceView,
  ChatRouteKind,
  MessageStatus,
  SourceView,
  ThreadDetail,
  ThreadSummary,
} from './chat-types.shared'
import type { FeedbackBody, MessageFeedbackView } from './feedback.shared'

export interface BilingualText {
  ja: string
  en: string
}

export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages?: BilingualText,
  ) {
    super(messages ? `${messages.ja} / ${messages.en}` : `HTTP ${status}`)
    this.name = 'ChatApiError'
  }
}

/** The API's error from its JSON body (`{ error, message, messages }`), whatever carried it. */
export function errorFromBody(status: number, body: unknown): ChatApiError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: string
    message?: string
    messages?: BilingualText
  }
  const messages =
    fields.messages ?? (fields.message ? { ja: fields.message, en: fields.message } : undefined)
  return new ChatApiError(status, fields.error ?? 'http_error', messages)
}

async function errorOf(response: Response): Promise<ChatApiError> {
  return errorFromBody(response.status, await response.json().catch(() => null))
}

async function requestJson<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await httpFetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
    })
  } catch {
    throw new ChatApiError(0, 'network_error')
  }
  if (!response.ok) throw await errorOf(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

/** The user's threads of one chat, or of every chat when `kind` and `keyword` are left out. */
export function fetchThreads(filter: { kind?: ChatRouteKind; keyword?: string; q?: string }) {
  const search = new URLSearchParams()
  if (filter.kind && filter.keyword) {
    search.set('kind', filter.kind)
    search.set('keyword', filter.keyword)
  }
  if (filter.q?.trim()) search.set('q', filter.q.trim())
  return requestJson<{ threads: ThreadSummary[] }>(`/api/threads?${search}`).then((body) => body.threads)
}

export function fetchThread(id: string) {
  return requestJson<ThreadDetail>(`/api/threads/${encodeURIComponent(id)}`)
}

export function renameThread(id: string, title: string) {
  return requestJson<{ thread: ThreadSummary }>(`/api/threads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ title }),
  }).then((body) => body.thread)
}

export function deleteThread(id: string) {
  return requestJson<void>(`/api/threads/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** The caller's rating of a reply (ADR 019); rating again replaces it. */
export function postMessageFeedback(messageId: string, body: FeedbackBody) {
  return requestJson<{ feedback: MessageFeedbackView }>(
    `/api/messages/${encodeURIComponent(messageId)}/feedback`,
    { method: 'POST', body: JSON.stringify(body) },
  ).then((response) => response.feedback)
}

export function fetchBalance(chat: { kind: ChatRouteKind; keyword: string }) {
  const query = new URLSearchParams({ kind: chat.kind, keyword: chat.keyword })
  return requestJson<BalanceView>(`/api/balance?${query}`)
}

/** A staged attachment's progress (its uploader only). */
export function fetchAttachment(id: string) {
  return requestJson<AttachmentProgress>(`/api/attachments/${encodeURIComponent(id)}`)
}

/** Removes an attachment not yet sent. */
export function deleteAttachment(id: string) {
  return requestJson<void>(`/api/attachments/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export type TurnBody =
  | { threadId?: string; content: string; attachments?: string[] }
  | { threadId: string; action: 'regenerate' }
  | { threadId: string; action: 'edit'; content: string }

export type TurnEvent =
  | {
      type: 'thread'
      threadId: string
      created: boolean
      userMessageId: string
      assistantMessageId: string
      replacedMessageIds: string[]
      /** The question as stored (absent when regenerating), and what was masked in it (ADR 034). */
      userContent?: string
      maskedSpans?: unknown
    }
  | { type: 'sources'; sources: SourceView[] }
  | { type: 'delta'; text: string }
  | {
      type: 'usage'
      inputTokens: number
      outputTokens: number
      totalTokens: number
      /** Credits charged. */
      charged: number
      /** The model costs nothing (the offline provider): nothing was reserved. */
      free: boolean
    }
  | { type: 'error'; messages: BilingualText }
  | { type: 'done'; status: MessageStatus }

/**
 * Sends one turn and yields its events as they arrive. A refusal before the stream opens (400,
 * 402, 404, 409…) throws a ChatApiError; aborting `signal` ends the stream (the server keeps and
 * charges the partial reply).
 */
export async function* streamTurn(
  kind: ChatRouteKind,
  keyword: string,
  body: TurnBody,
  signal: AbortSignal,
): AsyncGenerator<TurnEvent, void> {
  let response: Response
  try {
    response = await httpFetch(`/api/chats/${kind}/${encodeURIComponent(keyword)}/messages`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal.aborted) return
    throw error instanceof ChatApiError ? error : new ChatApiError(0, 'network_error')
  }
  if (!response.ok || !response.body) throw await errorOf(response)
  try {
    for await (const message of parseSse(response.body)) {
      const data = (message.data ?? {}) as Record<string, unknown>
      if (message.event === 'error') {
        const messages = (data.messages as BilingualText | undefined) ?? {
          ja: String(data.message ?? ''),
          en: String(data.message ?? ''),
        }
        yield { type: 'error', messages }
      } else if (['thread', 'sources', 'delta', 'usage', 'done'].includes(message.event)) {
        yield { type: message.event, ...data } as TurnEvent
      }
    }
  } catch (error) {
    // Stopped by the user: the stream ends here, the server keeps the partial reply.
    if (signal.aborted) return
    throw error instanceof ChatApiError ? error : new ChatApiError(0, 'network_error')
  }
}

/** The reader's language of an API error, or a generic text for anything else. */
export function chatErrorText(
  error: unknown,
  language: string,
  fallback: { network: string; generic: string },
): string {
  if (error instanceof ChatApiError) {
    if (error.messages) return language.startsWith('en') ? error.messages.en : error.messages.ja
    if (error.code === 'network_error') return fallback.network
  }
  return fallback.generic
}
