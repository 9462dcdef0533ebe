/**
 * Server-sent events from a `fetch` body (EventSource cannot POST). Frames are split on blank
 * lines however the bytes arrive — an event may straddle chunks, a chunk may hold many events,
 * a multi-byte character may be cut between chunks — and comment lines (`: keep-alive`) are
 * skipped. `data:` lines are joined with newlines and parsed as JSON.
 */
export interface SseMessage {
  event: string
  data: unknown
}

function parseFrame(frame: string): SseMessage | undefined {
  let event = 'message'
  const data: string[] = []
  for (const line of frame.split('\n')) {
    if (line === '' || line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }
  if (data.length === 0) return undefined
  const text = data.join('\n')
  try {
    return { event, data: JSON.parse(text) }
  } catch {
    return { event, data: text }
  }
}

export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage, void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    while (true) {
      const { done, value } = await reader.read()
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
      buffer = buffer.replace(/\r\n?/g, '\n')
      let boundary = buffer.indexOf('\n\n')
      while (boundary >= 0) {
        const message = parseFrame(buffer.slice(0, boundary))
        buffer = buffer.slice(boundary + 2)
        if (message) yield message
        boundary = buffer.indexOf('\n\n')
      }
      if (done) break
    }
    const last = parseFrame(buffer)
    if (last) yield last
  } finally {
    reader.releaseLock()
  }
}
