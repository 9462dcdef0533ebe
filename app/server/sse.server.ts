/**
 * Server-sent events for streamed replies (the chat messages endpoint, issue 6).
 *
 * `encodeSse` frames one event; `createSseStream` runs a producer and turns what it sends into
 * a byte stream that always ends cleanly: when the producer returns, when it fails (an `error`
 * event with a Japanese/English message, never a stack), or when the client goes away (the
 * request's signal, or the response body being cancelled). The producer gets an AbortSignal
 * for the last case, so it can stop the model call and settle what was used. A running producer
 * is registered with the drain (lifecycle/drain-state.server.ts): a shutdown waits for it, and
 * past the drain timeout stops it the same way, without closing the stream, so its last events
 * (`usage`, `done`) still reach the client.
 */
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import { trackOpenStream } from './lifecycle/drain-state.server'
import { sseStreamClosed, sseStreamOpened } from './observability/metrics.server'

const EVENT_NAME = /^[A-Za-z][\w.:-]*$/
const encoder = new TextEncoder()

/**
 * One SSE frame: `event: <name>` and one `data:` line of JSON (JSON escapes newlines, so a
 * payload can never break the framing or inject an event).
 */
export function encodeSse(event: string, data: unknown, options: { id?: string } = {}): string {
  if (!EVENT_NAME.test(event)) throw new TypeError(`Invalid SSE event name: ${JSON.stringify(event)}`)
  const id = options.id === undefined ? '' : `id: ${options.id.replace(/[\r\n]/g, '')}\n`
  return `${id}event: ${event}\ndata: ${JSON.stringify(data) ?? 'null'}\n\n`
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Proxies must neither cache nor buffer nor recompress the stream, or tokens arrive in lumps.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const

/** Sends one event; false once the stream has ended (the client left), so the producer can stop. */
export type SseSend = (event: string, data: unknown) => boolean

export interface SseStreamOptions {
  /** The request's signal: aborted when the client disconnects. */
  signal?: AbortSignal
  /** A comment line this often keeps proxies from closing an idle stream (0: none). */
  heartbeatMs?: number
  /** A producer failure, for logs and error reporting (the client only sees `errors.chat.streamFailed`). */
  onError?: (error: unknown) => void
  /** Frames an event another way (the `/v1` API's data-only frames); `encodeSse` otherwise. */
  encode?: (event: string, data: unknown) => string
}

export function createSseStream(
  produce: (send: SseSend, signal: AbortSignal) => Promise<void> | void,
  options: SseStreamOptions = {},
): ReadableStream<Uint8Array> {
  const stop = new AbortController()
  let closed = false
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined

  const finish = () => {
    if (closed) return
    closed = true
    sseStreamClosed()
    clearInterval(heartbeat)
    options.signal?.removeEventListener('abort', onClientGone)
    try {
      controllerRef?.close()
    } catch {
      // Already closed or cancelled by the consumer.
    }
  }
  const write = (chunk: string) => {
    if (closed || !controllerRef) return false
    try {
      controllerRef.enqueue(encoder.encode(chunk))
      return true
    } catch {
      return false
    }
  }
  function onClientGone() {
    stop.abort(options.signal?.reason)
    finish()
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller
      // The open-streams gauge (ADR 042): `finish` runs exactly once, however the stream ends.
      sseStreamOpened()
      if (options.signal?.aborted) {
        onClientGone()
        return
      }
      options.signal?.addEventListener('abort', onClientGone, { once: true })
      const heartbeatMs = options.heartbeatMs ?? 15_000
      if (heartbeatMs > 0) heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs)
      const encode = options.encode ?? encodeSse
      const send: SseSend = (event, data) => write(encode(event, data))
      const ended = trackOpenStream((reason) => stop.abort(reason))
      // Not awaited: start() must return so the first bytes can flow while the producer runs.
      void (async () => {
        try {
          await produce(send, stop.signal)
        } catch (error) {
          if (!stop.signal.aborted) {
            options.onError?.(error)
            const messages = bothLanguages('errors.chat.streamFailed')
            send('error', { message: joinedText(messages), messages })
          }
        } finally {
          finish()
          ended()
        }
      })()
    },
    cancel(reason) {
      // The consumer (the HTTP server, on disconnect) stopped reading.
      stop.abort(reason)
      finish()
    },
  })
}

/** A `text/event-stream` response over `createSseStream`. */
export function sseResponse(
  produce: (send: SseSend, signal: AbortSignal) => Promise<void> | void,
  options: SseStreamOptions & { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(createSseStream(produce, options), {
    status: options.status ?? 200,
    headers: { ...SSE_HEADERS, ...options.headers },
  })
}
