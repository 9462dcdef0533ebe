import { APICallError, type LanguageModelV3StreamPart } from '@ai-sdk/provider'
import { simulateReadableStream } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resolveModel } from './registry.server'
import { type ChatMessage, type StreamChatReplyOptions, streamChatReply } from './stream-chat-reply.server'
import { collectReply } from './testing/collect-reply'
import { type OpenAiTestServer, startOpenAiTestServer } from './testing/openai-test-server'
import { estimatePromptTokens, estimateTokens } from './tokens.server'

let server: OpenAiTestServer

beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => server.reset())

const system = 'あなたは親切なサポート担当です。'
const messages: ChatMessage[] = [{ role: 'user', content: 'パスワードを忘れました' }]

function turn(overrides: Partial<StreamChatReplyOptions> = {}) {
  const { model } = resolveModel({
    provider: 'openai-compatible',
    baseURL: server.baseURL,
    apiKey: 'sk-test-secret',
    model: 'gpt-test',
  })
  return streamChatReply({ model, system, messages, retryDelay: { delayMs: 10 }, ...overrides })
}

const estimatedInput = estimatePromptTokens({ system, messages })

describe('streamChatReply against an OpenAI-compatible server', () => {
  it('streams the reply piece by piece and reports the provider usage', async () => {
    server.enqueue({
      chunks: ['こんにちは', '、', 'ログイン', '画面から', '再設定できます。'],
      chunkDelayMs: 30,
      usage: { promptTokens: 17, completionTokens: 5 },
    })
    const reply = await collectReply(turn())
    expect(reply.deltas).toEqual(['こんにちは', '、', 'ログイン', '画面から', '再設定できます。'])
    // Pieces arrive as the server sends them, not all at once at the end.
    const [first = 0, last = 0] = [reply.deltaTimes[0], reply.deltaTimes.at(-1)]
    expect(last - first).toBeGreaterThanOrEqual(90)
    expect(reply.usage).toEqual({
      type: 'usage',
      inputTokens: 17,
      outputTokens: 5,
      totalTokens: 22,
      estimated: false,
    })
    expect(reply.finish).toMatchObject({
      reason: 'stop',
      text: 'こんにちは、ログイン画面から再設定できます。',
      attempts: 1,
    })
    expect(reply.finish.error).toBeUndefined()
    expect(reply.events.map((event) => event.type).slice(-2)).toEqual(['usage', 'finish'])
  })

  it('sends the system prompt, the messages, the model and the key, and asks for usage', async () => {
    await collectReply(turn())
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.headers.authorization).toBe('Bearer sk-test-secret')
    expect(request?.body).toMatchObject({
      model: 'gpt-test',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: 'パスワードを忘れました' },
      ],
    })
  })

  it('keeps what was produced when the user stops, and estimates the usage', async () => {
    server.enqueue({ text: 'one two three four five six seven eight nine ten', chunkDelayMs: 40 })
    const controller = new AbortController()
    const reply = await collectReply(turn({ signal: controller.signal }), (_text, index) => {
      if (index === 1) controller.abort()
    })
    expect(reply.finish.reason).toBe('aborted')
    expect(reply.finish.error).toBeUndefined()
    expect(reply.finish.text).toBe(reply.deltas.join(''))
    expect(reply.finish.text.startsWith('one two')).toBe(true)
    expect(reply.finish.text.length).toBeLessThan('one two three four five six seven eight nine ten'.length)
    expect(reply.usage).toEqual({
      type: 'usage',
      inputTokens: estimatedInput,
      outputTokens: estimateTokens(reply.finish.text),
      totalTokens: estimatedInput + estimateTokens(reply.finish.text),
      estimated: true,
    })
  })

  it('retries a 429 before the first token once, then streams', async () => {
    server.enqueue({ status: 429 }, { text: 'retried fine', usage: { promptTokens: 9, completionTokens: 2 } })
    const reply = await collectReply(turn())
    expect(server.requests).toHaveLength(2)
    expect(reply.finish).toMatchObject({ reason: 'stop', text: 'retried fine', attempts: 2 })
    expect(reply.usage).toMatchObject({ inputTokens: 9, outputTokens: 2, estimated: false })
  })

  it.each([408, 409, 425, 500, 502, 503, 504])('retries a %i answer once', async (status) => {
    server.enqueue({ status }, { text: 'ok' })
    const reply = await collectReply(turn())
    expect(server.requests).toHaveLength(2)
    expect(reply.finish.reason).toBe('stop')
  })

  it('ends with a bilingual error after 500 twice, charging nothing', async () => {
    const failures: number[] = []
    server.failFirst(2, 500)
    const reply = await collectReply(turn({ onUpstreamError: (_error, attempt) => failures.push(attempt) }))
    expect(server.requests).toHaveLength(2)
    expect(failures).toEqual([1, 2])
    expect(reply.deltas).toEqual([])
    expect(reply.usage).toEqual({
      type: 'usage',
      inputTokens: 0,
      outputTokens: 0,
      totalTokens: 0,
      estimated: false,
    })
    expect(reply.finish).toMatchObject({ reason: 'error', text: '', attempts: 2 })
    expect(reply.finish.error).toMatchObject({ code: 'upstream_unavailable', status: 500 })
    expect(reply.finish.error?.messages.ja).toMatch(/エラーが発生しました \(500\)/)
    expect(reply.finish.error?.messages.en).toMatch(/failed \(500\)/)
    expect(reply.finish.error?.message).toBe(
      `${reply.finish.error?.messages.ja} / ${reply.finish.error?.messages.en}`,
    )
  })

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [501, 'upstream_unavailable'],
  ])('does not retry a %i answer', async (status, code) => {
    server.enqueue({ status }, { text: 'must not be reached' })
    const reply = await collectReply(turn())
    expect(server.requests).toHaveLength(1)
    expect(reply.finish).toMatchObject({ reason: 'error', attempts: 1, error: { code, status } })
  })

  it('waits for Retry-After, capped so a person is not kept waiting', async () => {
    server.enqueue({ status: 429, retryAfterSeconds: 30 }, { text: 'ok' })
    const started = performance.now()
    const reply = await collectReply(turn({ retryDelay: { delayMs: 0, maxDelayMs: 300 } }))
    const elapsed = performance.now() - started
    expect(reply.finish.reason).toBe('stop')
    expect(elapsed).toBeGreaterThanOrEqual(280)
    // Uncapped, Retry-After would hold it for 30 s.
    expect(elapsed).toBeLessThan(15_000)
  })

  it('keeps the partial text of a stream cut midway, ends in error, estimates usage, does not retry', async () => {
    server.enqueue({
      text: 'alpha beta gamma delta epsilon zeta eta theta',
      chunkDelayMs: 20,
      cutAfterChunks: 4,
    })
    const reply = await collectReply(turn())
    expect(server.requests).toHaveLength(1)
    expect(reply.deltas).toEqual(['alpha', ' beta', ' gamma', ' delta'])
    expect(reply.finish.text).toBe('alpha beta gamma delta')
    expect(reply.finish).toMatchObject({ reason: 'error', attempts: 1, error: { code: 'interrupted' } })
    expect(reply.finish.error?.messages.ja).toContain('途中までの応答は保存されています')
    expect(reply.usage).toEqual({
      type: 'usage',
      inputTokens: estimatedInput,
      outputTokens: estimateTokens(reply.finish.text),
      totalTokens: estimatedInput + estimateTokens(reply.finish.text),
      estimated: true,
    })
  })

  it('does not retry once the model has started answering, even before any text', async () => {
    server.enqueue({ text: 'never seen', cutAfterChunks: 0 }, { text: 'a retry would show this' })
    const reply = await collectReply(turn())
    expect(server.requests).toHaveLength(1)
    expect(reply.finish).toMatchObject({ reason: 'error', text: '', error: { code: 'interrupted' } })
    // The model had started: the prompt is charged (estimated), no output.
    expect(reply.usage).toMatchObject({ inputTokens: estimatedInput, outputTokens: 0, estimated: true })
  })

  it('times out a server that never answers, without retrying or charging', async () => {
    server.enqueue({ hang: true }, { text: 'too late' })
    const started = performance.now()
    const failures: unknown[] = []
    const reply = await collectReply(
      turn({ timeouts: { firstTokenMs: 250 }, onUpstreamError: (error) => failures.push(error) }),
    )
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(240)
    // Without the timeout it would hang until the test's own limit.
    expect(elapsed).toBeLessThan(15_000)
    expect(server.requests).toHaveLength(1)
    expect(reply.finish).toMatchObject({ reason: 'error', attempts: 1, error: { code: 'timeout' } })
    expect(reply.finish.error?.messages.en).toContain('did not answer within 0.3 s')
    expect(reply.usage).toMatchObject({ totalTokens: 0, estimated: false })
    expect(failures).toEqual([expect.objectContaining({ name: 'TimeoutError' })])
  })

  it('stops a reply that stalls mid-stream, keeping the text', async () => {
    server.enqueue({ text: 'first second third fourth', stallAfterChunks: 2 })
    const reply = await collectReply(turn({ timeouts: { idleMs: 250 } }))
    expect(reply.finish).toMatchObject({ reason: 'error', text: 'first second', error: { code: 'stalled' } })
    expect(reply.usage).toMatchObject({ outputTokens: estimateTokens('first second'), estimated: true })
  })

  it('estimates usage when a complete stream reports none', async () => {
    server.enqueue({ text: 'no usage here', usage: false })
    const reply = await collectReply(turn())
    expect(reply.finish.reason).toBe('stop')
    expect(reply.usage).toEqual({
      type: 'usage',
      inputTokens: estimatedInput,
      outputTokens: estimateTokens('no usage here'),
      totalTokens: estimatedInput + estimateTokens('no usage here'),
      estimated: true,
    })
  })

  it("reports 'length' when the model hit its output limit", async () => {
    server.enqueue({ text: 'cut by max tokens', finishReason: 'length' })
    const reply = await collectReply(turn({ maxOutputTokens: 4 }))
    expect(reply.finish.reason).toBe('length')
    expect(server.requests[0]?.body).toMatchObject({ max_tokens: 4 })
  })

  it('aborts while waiting for the first token without charging', async () => {
    server.enqueue({ hang: true })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 100)
    const reply = await collectReply(turn({ signal: controller.signal }))
    expect(reply.finish).toMatchObject({ reason: 'aborted', text: '', attempts: 1 })
    expect(reply.usage.totalTokens).toBe(0)
  })

  it('aborts during the wait before a retry without calling again', async () => {
    server.enqueue({ status: 503 }, { text: 'not reached' })
    const controller = new AbortController()
    // A wait far longer than the test could take: only the abort can end it.
    const wait = { delayMs: 20_000, maxDelayMs: 20_000 }
    const pending = collectReply(turn({ signal: controller.signal, retryDelay: wait }))
    // Abort once the 503 has been answered, i.e. inside the wait, however slow the machine.
    await expect.poll(() => server.requests.length, { timeout: 15_000 }).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    controller.abort()
    const reply = await pending
    expect(reply.finish.reason).toBe('aborted')
    expect(server.requests).toHaveLength(1)
  })

  it('reports an unreachable server plainly and does not retry', async () => {
    const gone = await startOpenAiTestServer()
    await gone.close()
    const { model } = resolveModel({ provider: 'openai-compatible', baseURL: gone.baseURL, model: 'm' })
    const reply = await collectReply(streamChatReply({ model, messages }))
    expect(reply.finish).toMatchObject({ reason: 'error', attempts: 1, error: { code: 'unreachable' } })
    expect(reply.finish.error?.messages.ja).toContain('接続できませんでした')
  })

  it('releases the upstream request when the consumer stops reading', async () => {
    server.enqueue({ text: 'a b c d e f g h i j k l m n o p', chunkDelayMs: 50 })
    for await (const event of turn()) {
      if (event.type === 'text-delta') break
    }
    await expect.poll(() => server.requests[0]?.clientClosedAt, { timeout: 2000 }).toBeDefined()
  })

  it('closes the upstream request when the user stops', async () => {
    server.enqueue({ text: 'a b c d e f g h i j k l m n o p', chunkDelayMs: 50 })
    const controller = new AbortController()
    await collectReply(turn({ signal: controller.signal }), () => controller.abort())
    await expect.poll(() => server.requests[0]?.clientClosedAt, { timeout: 2000 }).toBeDefined()
  })

  it('records a complete answer as not closed by the client', async () => {
    await collectReply(turn())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests[0]?.clientClosedAt).toBeUndefined()
  })
})

describe('streamChatReply rules beyond what an HTTP server can script', () => {
  const usage = {
    inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 1, text: 1, reasoning: undefined },
  }
  function streamOf(parts: LanguageModelV3StreamPart[]) {
    return { stream: simulateReadableStream({ chunks: parts }) }
  }

  it('does not retry a retryable status that arrives after the model started answering', async () => {
    const model = new MockLanguageModelV3({
      doStream: [
        streamOf([
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't' },
          {
            type: 'error',
            error: new APICallError({
              message: 'overloaded',
              url: 'x',
              requestBodyValues: {},
              statusCode: 503,
            }),
          },
        ]),
        streamOf([{ type: 'text-start', id: 't' }]),
      ],
    })
    const reply = await collectReply(streamChatReply({ model, messages }))
    expect(model.doStreamCalls).toHaveLength(1)
    expect(reply.finish).toMatchObject({
      reason: 'error',
      attempts: 1,
      error: { code: 'upstream_unavailable' },
    })
  })

  it('turns a content-filter stop into an error with a message, keeping the text', async () => {
    const model = new MockLanguageModelV3({
      doStream: streamOf([
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'partial' },
        { type: 'finish', finishReason: { unified: 'content-filter', raw: 'content_filter' }, usage },
      ]),
    })
    const reply = await collectReply(streamChatReply({ model, messages }))
    expect(reply.finish).toMatchObject({
      reason: 'error',
      text: 'partial',
      error: { code: 'content_filter' },
    })
    expect(reply.usage).toMatchObject({ inputTokens: 3, outputTokens: 1, estimated: false })
  })

  it('fills in only the half of the usage the provider left out', async () => {
    const model = new MockLanguageModelV3({
      doStream: streamOf([
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'hello world' },
        {
          type: 'finish',
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: { ...usage, outputTokens: { total: undefined, text: undefined, reasoning: undefined } },
        },
      ]),
    })
    const reply = await collectReply(streamChatReply({ model, messages }))
    expect(reply.usage).toEqual({
      type: 'usage',
      inputTokens: 3,
      outputTokens: estimateTokens('hello world'),
      totalTokens: 3 + estimateTokens('hello world'),
      estimated: true,
    })
  })
})
