/** Requests and server-sent-event reading for tests of the chat HTTP handlers. */
import { parseSse } from '#app/lib/sse.shared'

export const ORIGIN = 'http://localhost:3000'

export interface SseEvent {
  event: string
  data: Record<string, unknown>
}

export async function readEvents(response: Response): Promise<SseEvent[]> {
  const events: SseEvent[] = []
  if (!response.body) return events
  for await (const { event, data } of parseSse(response.body))
    events.push({ event, data: data as Record<string, unknown> })
  return events
}

export function post(path: string, body: unknown, headers: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
