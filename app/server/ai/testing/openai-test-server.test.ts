import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type OpenAiTestServer, startOpenAiTestServer } from './openai-test-server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => server.reset())

const chatBody = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ model: 'gpt-test', messages: [{ role: 'user', content: 'hello world' }], ...extra })

async function post(path: string, body: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
}

function dataLines(text: string): string[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((frame) => {
      expect(frame.startsWith('data: ')).toBe(true)
      return frame.slice('data: '.length)
    })
}

describe('the OpenAI-compatible test server', () => {
  it('streams chat.completion.chunk frames with the usage chunk and [DONE]', async () => {
    server.enqueue({ chunks: ['Hi', ' there'], usage: { promptTokens: 7, completionTokens: 2 } })
    const response = await post(
      '/v1/chat/completions',
      chatBody({ stream: true, stream_options: { include_usage: true } }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const lines = dataLines(await response.text())
    expect(lines.at(-1)).toBe('[DONE]')
    const chunks = lines.slice(0, -1).map((line) => JSON.parse(line))
    expect(chunks[0]).toMatchObject({
      object: 'chat.completion.chunk',
      model: 'gpt-test',
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
      usage: null,
    })
    expect(chunks.slice(1, 3).map((chunk) => chunk.choices[0].delta.content)).toEqual(['Hi', ' there'])
    expect(chunks[3].choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' })
    expect(chunks[4]).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 7, completion_tokens: 2, total_tokens: 9 },
    })
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1)
  })

  it('sends no usage chunk unless asked, and echoes the last user message by default', async () => {
    const response = await post('/v1/chat/completions', chatBody({ stream: true }))
    const lines = dataLines(await response.text())
    const chunks = lines.slice(0, -1).map((line) => JSON.parse(line))
    expect(chunks.every((chunk) => !('usage' in chunk))).toBe(true)
    expect(chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('')).toBe('Echo: hello world')
  })

  it('answers one JSON completion without stream', async () => {
    server.enqueue({ text: 'whole reply', usage: { promptTokens: 3, completionTokens: 2 } })
    const response = await post('/v1/chat/completions', chatBody())
    expect(await response.json()).toMatchObject({
      object: 'chat.completion',
      choices: [{ message: { role: 'assistant', content: 'whole reply' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
    })
  })

  it('fails the first calls with a status, then answers', async () => {
    server.failFirst(2, 429)
    server.enqueue({ status: 503, retryAfterSeconds: 7, errorMessage: 'busy' })
    const first = await post('/v1/chat/completions', chatBody())
    expect(first.status).toBe(429)
    expect(await first.json()).toMatchObject({ error: { type: 'rate_limit_exceeded' } })
    expect((await post('/v1/chat/completions', chatBody())).status).toBe(429)
    const third = await post('/v1/chat/completions', chatBody())
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toBe('7')
    expect(await third.json()).toMatchObject({ error: { message: 'busy', type: 'server_error' } })
    expect((await post('/v1/chat/completions', chatBody())).status).toBe(200)
    expect(server.requests).toHaveLength(4)
  })

  it('waits before the first token when told to', async () => {
    server.enqueue({ firstTokenDelayMs: 200 })
    const started = performance.now()
    await (await post('/v1/chat/completions', chatBody())).json()
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('records each model call with its headers and parsed body', async () => {
    await post('/v1/chat/completions', chatBody())
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      headers: { 'content-type': 'application/json' },
      body: { model: 'gpt-test' },
    })
  })

  it('answers an unknown route with a 404 in OpenAI shape', async () => {
    const response = await post('/v1/completions', '{}')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('/v1/completions') },
    })
  })

  it('embeds texts deterministically: similar texts are nearer than unrelated ones', async () => {
    const response = await post(
      '/v1/embeddings',
      JSON.stringify({
        model: 'e',
        dimensions: 32,
        input: ['有給休暇の日数', '有給休暇は何日', 'server outage'],
      }),
    )
    const body = (await response.json()) as { data: { index: number; embedding: number[] }[] }
    const [a, b, c] = body.data.map((item) => item.embedding)
    const dot = (x: number[] = [], y: number[] = []) =>
      x.reduce((sum, value, index) => sum + value * (y[index] ?? 0), 0)
    expect(a).toHaveLength(32)
    expect(dot(a, b)).toBeGreaterThan(dot(a, c))
  })

  it('can be scripted over HTTP by another process', async () => {
    const queued = await post('/__control/enqueue', JSON.stringify([{ status: 500 }, { text: 'scripted' }]))
    expect(await queued.json()).toEqual({ queued: 2 })
    expect((await post('/v1/chat/completions', chatBody())).status).toBe(500)
    const answer = await (await post('/v1/chat/completions', chatBody())).json()
    expect(answer.choices[0].message.content).toBe('scripted')
    await post('/__control/default', JSON.stringify({ text: 'new default' }))
    expect((await (await post('/v1/chat/completions', chatBody())).json()).choices[0].message.content).toBe(
      'new default',
    )
    const recorded = await (await fetch(`${server.url}/__control/requests`)).json()
    expect(recorded).toHaveLength(3)
    await post('/__control/reset', '')
    expect(server.requests).toHaveLength(0)
    expect((await (await post('/v1/chat/completions', chatBody())).json()).choices[0].message.content).toBe(
      'Echo: hello world',
    )
  })

  it('rejects a bad script with a 400 and queues nothing', async () => {
    const response = await post('/__control/enqueue', JSON.stringify([{ text: 'ok' }, { status: 200 }]))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: expect.any(String) })
    const answer = await (await post('/v1/chat/completions', chatBody())).json()
    expect(answer.choices[0].message.content).toBe('Echo: hello world')
  })

  it('closes promptly with a request left hanging', async () => {
    const hanging = await startOpenAiTestServer({ defaultReply: { hang: true } })
    const pending = fetch(`${hanging.baseURL}/chat/completions`, { method: 'POST', body: chatBody() }).catch(
      (error: unknown) => error,
    )
    await expect.poll(() => hanging.requests.length).toBe(1)
    const started = performance.now()
    await hanging.close()
    // Left hanging, close() would never return; the bound only has to tell that apart.
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(await pending).toBeInstanceOf(Error)
  })
})

describe('the test server from a shell', () => {
  it('prints its base URL and serves until stopped', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'app/server/ai/testing/openai-test-server.ts', '--port', '0'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    try {
      const [line] = (await once(child.stdout, 'data')).map(String)
      const baseURL = line?.trim() ?? ''
      expect(baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/)
      const response = await fetch(`${baseURL}/chat/completions`, { method: 'POST', body: chatBody() })
      expect((await response.json()).choices[0].message.content).toBe('Echo: hello world')
    } finally {
      child.kill('SIGTERM')
    }
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
  })

  it('refuses a bad port with a bilingual message', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'app/server/ai/testing/openai-test-server.ts', '--port', 'x'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stderr = ''
    child.stderr.on('data', (part) => {
      stderr += String(part)
    })
    const [code] = await once(child, 'exit')
    expect(code).toBe(2)
    expect(stderr).toContain('--port は 0〜65535 で指定してください')
  })
})
