/** Requests, server-sent-event reading and refusal checks for tests of the chat HTTP handlers. */
import { expect } from 'vitest'
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

/** A multipart upload of `files` (field `file`), as a browser's FormData sends it. */
export function upload(
  path: string,
  files: { name: string; text: string }[],
  headers: Record<string, string>,
) {
  const form = new FormData()
  for (const file of files) form.append('file', new File([file.text], file.name, { type: 'text/plain' }))
  return new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: form })
}

/** Japanese, then English: "…日本語… / …English…". */
export const BILINGUAL = /[\u3040-\u30ff\u4e00-\u9fff].* \/ .*[A-Za-z]/

/** The API's refusal: its status and code, worded in Japanese and in English. */
export async function expectBilingualError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status)
  const body = await response.json()
  expect(body.error).toBe(code)
  expect(body.message).toMatch(BILINGUAL)
  expect(body.messages.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  expect(body.messages.en).toMatch(/[A-Za-z]/)
  expect(body.messages.en).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
}
