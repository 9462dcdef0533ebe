/** Requests and server-sent-event parsing for tests of the chat HTTP handlers. */

export const ORIGIN = 'http://localhost:3000'

export interface SseEvent {
  event: string
  data: Record<string, unknown>
}

export async function readEvents(response: Response): Promise<SseEvent[]> {
  const text = await response.text()
  return text
    .split('\n\n')
    .filter((frame) => frame.startsWith('event: '))
    .map((frame) => {
      const [eventLine = '', dataLine = ''] = frame.split('\n')
      return { event: eventLine.slice('event: '.length), data: JSON.parse(dataLine.slice('data: '.length)) }
    })
}

export function post(path: string, body: unknown, headers: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
