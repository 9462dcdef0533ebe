/**
 * Server-sent events from a `fetch` body (EventSource cannot POST), for the browser, the chat
 * handler tests, the benchmarks and the resilience scripts alike. Framing is eventsource-parser's
 * (the SSE specification: chunk boundaries anywhere, CRLF, comments, multi-line data; an event
 * cut off before its blank line is dropped). Data is parsed as JSON when it is JSON.
 */
import { createParser } from 'eventsource-parser'

export interface SseMessage {
  event: string
  data: unknown
  /** The data as sent, before JSON parsing. */
  raw: string
}

function parseData(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage, void> {
  const arrived: SseMessage[] = []
  const parser = createParser({
    onEvent: (message) =>
      arrived.push({ event: message.event ?? 'message', data: parseData(message.data), raw: message.data }),
  })
  const reader = body.getReader()
  const decoder = new TextDecoder()
  try {
    while (true) {
      const { done, value } = await reader.read()
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }))
      while (arrived.length > 0) yield arrived.shift() as SseMessage
      if (done) break
    }
  } finally {
    reader.releaseLock()
  }
}
