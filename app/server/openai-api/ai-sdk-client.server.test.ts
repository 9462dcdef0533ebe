/**
 * The `/v1` API through the AI SDK's OpenAI-compatible provider (issue 20): a tenant key
 * generates and streams text, with the usage the ledger charged.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText, streamText } from 'ai'
import { describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { modelServerForFile, V1_ORIGIN, v1World } from './testing/v1-world'

const model = modelServerForFile()

describe('/v1 with the AI SDK', () => {
  describeEachDatabase('/v1 with the AI SDK', (database) => {
    const world = v1World(database, model, 'v1-ai-sdk')

    const provider = (apiKey: string) =>
      createOpenAICompatible({
        name: 'opsai',
        baseURL: `${V1_ORIGIN}/v1`,
        apiKey,
        fetch: world.fetch,
        includeUsage: true,
      })

    it('generates and streams text with a tenant key, charged by the usage', async () => {
      const { key } = await world.key('ai-sdk', ['chat', 'ops:incident'])
      const before = await world.balance()
      model().enqueue({
        chunks: ['影響範囲を', '確認します'],
        usage: { promptTokens: 30, completionTokens: 6 },
      })
      const generated = await generateText({
        model: provider(key)('ops:incident'),
        system: '短く答えて',
        messages: [{ role: 'user', content: '障害です' }],
        maxRetries: 0,
      })
      expect(generated.text).toBe('影響範囲を確認します')
      expect(generated.usage).toMatchObject({ inputTokens: 30, outputTokens: 6 })
      expect(before - (await world.balance())).toBe(36)

      model().enqueue({ chunks: ['は', 'い'], usage: { promptTokens: 5, completionTokens: 2 } })
      const streamed = streamText({
        model: provider(key)('chat'),
        prompt: '返事して',
        maxRetries: 0,
      })
      let text = ''
      for await (const piece of streamed.textStream) text += piece
      expect(text).toBe('はい')
      expect(await streamed.usage).toMatchObject({ inputTokens: 5, outputTokens: 2, totalTokens: 7 })
      expect(before - (await world.balance())).toBe(43)
    })

    it('raises the API’s refusal for a model outside the key’s scope', async () => {
      const { key } = await world.key('narrow', ['chat'])
      await expect(
        generateText({ model: provider(key)('faq:support'), prompt: '質問', maxRetries: 0 }),
      ).rejects.toMatchObject({ statusCode: 404 })
    })
  })
})
