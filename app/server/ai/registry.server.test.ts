import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ProviderSettingsError } from './provider-settings.server'
import { resolveModel } from './registry.server'
import { streamChatReply } from './stream-chat-reply.server'
import { collectReply } from './testing/collect-reply'
import { type OpenAiTestServer, startOpenAiTestServer } from './testing/openai-test-server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => server.reset())

const messages = [{ role: 'user' as const, content: '料金プランを教えて' }]

describe('resolveModel', () => {
  it('gives the offline model when nothing is configured', () => {
    const resolved = resolveModel({ provider: 'offline' })
    expect(resolved).toMatchObject({ provider: 'offline', modelId: 'offline' })
    expect(resolved.model.specificationVersion).toBe('v3')
  })

  it('gives an OpenAI-compatible chat model for the configured model id', () => {
    const resolved = resolveModel({ provider: 'openai-compatible', baseURL: server.baseURL, model: 'gpt-x' })
    expect(resolved).toMatchObject({ provider: 'openai-compatible', modelId: 'gpt-x' })
    expect(resolved.model.provider).toBe('openai-compatible.chat')
  })

  it('validates settings that come from storage instead of trusting their type', () => {
    const stored = JSON.parse('{"provider":"anthropic","model":"claude"}')
    expect(() => resolveModel(stored)).toThrow(ProviderSettingsError)
  })

  it('lets a test replace the network fetch', async () => {
    const calls: string[] = []
    const { model } = resolveModel(
      { provider: 'openai-compatible', baseURL: 'http://model.invalid/v1', model: 'm' },
      {
        fetch: async (input) => {
          calls.push(String(input))
          return new Response('{"error":{"message":"nope"}}', { status: 400 })
        },
      },
    )
    const reply = await collectReply(streamChatReply({ model, messages }))
    expect(calls).toEqual(['http://model.invalid/v1/chat/completions'])
    expect(reply.finish.error?.code).toBe('bad_request')
  })
})

describe('the Anthropic provider against the local server', () => {
  const settings = () => ({
    provider: 'anthropic' as const,
    baseURL: server.baseURL,
    apiKey: 'sk-ant-test',
    model: 'claude-sonnet-4-5',
  })

  it('streams a reply with the usage Anthropic reports, sending the key as x-api-key', async () => {
    server.enqueue({ text: 'プランは3種類です。', usage: { promptTokens: 21, completionTokens: 8 } })
    const reply = await collectReply(
      streamChatReply({ model: resolveModel(settings()).model, system: 'sys', messages }),
    )
    expect(reply.finish).toMatchObject({ reason: 'stop', text: 'プランは3種類です。' })
    expect(reply.deltas.length).toBeGreaterThan(3)
    expect(reply.usage).toMatchObject({ inputTokens: 21, outputTokens: 8, estimated: false })
    const [request] = server.requests
    expect(request?.path).toBe('/v1/messages')
    expect(request?.headers['x-api-key']).toBe('sk-ant-test')
    expect(request?.headers.authorization).toBeUndefined()
    expect(request?.body).toMatchObject({
      model: 'claude-sonnet-4-5',
      stream: true,
      system: [{ type: 'text', text: 'sys' }],
    })
  })

  it('follows the same retry rule: a 503 before the first token is retried once', async () => {
    server.enqueue({ status: 503 }, { text: 'ok' })
    const reply = await collectReply(
      streamChatReply({ model: resolveModel(settings()).model, messages, retryDelay: { delayMs: 0 } }),
    )
    expect(server.requests).toHaveLength(2)
    expect(reply.finish).toMatchObject({ reason: 'stop', attempts: 2 })
  })
})
