import { once } from 'node:events'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { APICallError, type LanguageModelV3StreamPart } from '@ai-sdk/provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OpenAICompatibleHttpModel } from './openai-compatible-http.server'

// A server whose next answer each test writes by hand: the wire shapes the local model server never sends.
let answer: (response: ServerResponse) => void = () => {}
let server: Server
let baseURL: string

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.once('end', () => answer(response))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function model(url = baseURL) {
  return new OpenAICompatibleHttpModel({
    baseURL: url,
    apiKey: 'sk-test',
    modelId: 'm',
    generate: () => Promise.reject(new Error('not used')),
  })
}

async function parts(url?: string) {
  const { stream } = await model(url).doStream({
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'こんにちは' }] }],
  })
  const seen: LanguageModelV3StreamPart[] = []
  for await (const part of stream) seen.push(part)
  return seen
}

const sse = (data: unknown) => `data: ${JSON.stringify(data)}\r\n\r\n`

describe('OpenAICompatibleHttpModel', () => {
  it('reads events split anywhere across packets, with CRLF lines, into text, finish and usage', async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      const body =
        sse({ choices: [{ delta: { content: 'こん' } }] }) +
        sse({ choices: [{ delta: { content: 'にちは' }, finish_reason: 'content_filter' }] }) +
        sse({ choices: [], usage: { prompt_tokens: 7, completion_tokens: 2 } }) +
        'data: [DONE]\r\n\r\n'
      const bytes = Buffer.from(body)
      // Cut inside a multi-byte character and inside a line.
      response.write(bytes.subarray(0, 9))
      response.write(bytes.subarray(9, 40))
      response.end(bytes.subarray(40))
    }
    const seen = await parts()
    expect(seen.filter((part) => part.type === 'text-delta').map((part) => part.delta)).toEqual([
      'こん',
      'にちは',
    ])
    expect(seen.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: { unified: 'content-filter', raw: 'content_filter' },
      usage: { inputTokens: { total: 7 }, outputTokens: { total: 2 } },
    })
    expect(seen.some((part) => part.type === 'error')).toBe(false)
  })

  it('answers an error status with an APICallError carrying the status, Retry-After and message', async () => {
    answer = (response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' })
      response.end(JSON.stringify({ error: { message: 'slow down' } }))
    }
    const failure = await parts().catch((error: unknown) => error)
    expect(APICallError.isInstance(failure)).toBe(true)
    expect(failure).toMatchObject({ statusCode: 429, message: 'slow down' })
    expect((failure as APICallError).responseHeaders?.['retry-after']).toBe('3')
  })

  it('a server that cannot be reached is an APICallError with no status', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const failure = await parts(`http://127.0.0.1:${port}/v1`).catch((error: unknown) => error)
    expect(APICallError.isInstance(failure)).toBe(true)
    expect((failure as APICallError).statusCode).toBeUndefined()
  })

  it('a body cut before its end is an error part, never a finish', async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(sse({ choices: [{ delta: { content: '途中' } }] }))
      setImmediate(() => response.socket?.destroy())
    }
    const seen = await parts()
    expect(seen.map((part) => part.type)).toEqual(['stream-start', 'text-start', 'text-delta', 'error'])
  })

  it('a chunk that is not JSON, or carries an error, becomes an error part', async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.end(`data: {not json\n\n${sse({ error: { message: 'overloaded' } })}`)
    }
    const errors = (await parts()).filter((part) => part.type === 'error')
    expect(errors).toHaveLength(2)
    expect(errors[1]).toMatchObject({ error: { message: 'overloaded' } })
  })
})
