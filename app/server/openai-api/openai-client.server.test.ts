/**
 * The `/v1` API through the official `openai` client (issue 20): models, completions streamed
 * and not, threads recorded with `source: 'api'` and continued by `X-Thread-Id`, the ledger
 * falling by exactly the usage, and a client that leaves mid-stream.
 */
import { describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { modelServerForFile, V1_ORIGIN, v1Fetch, v1World } from './testing/v1-world'

const model = modelServerForFile()

/** Waits for a condition the server reaches on its own (a turn settling after a disconnect). */
async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not reached')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('/v1 with the openai client', () => {
  describeEachDatabase('/v1 with the openai client', (database) => {
    const world = v1World(database, model, 'v1-openai')

    it('lists the chats a key may use, and every chat for a personal token', async () => {
      const scoped = await world.key('scoped', ['chat', 'faq:support'])
      const ids = async (apiKey: string) => (await world.client(apiKey).models.list()).data.map((m) => m.id)
      expect(await ids(scoped.key)).toEqual(['chat', 'faq:support'])
      // The general chat first, then the catalogue's in the sidebar's order.
      expect(await ids(world.member.token)).toEqual(['chat', 'ops:incident', 'custom:mail', 'faq:support'])
    })

    it('completes a chat as the key’s service identity, charging exactly the usage', async () => {
      const { key } = await world.key('billing', null)
      const before = await world.balance()
      model().enqueue({
        chunks: ['請求書は', '月末に届きます'],
        usage: { promptTokens: 40, completionTokens: 8 },
      })
      const { data, response } = await world
        .client(key)
        .chat.completions.create({
          model: 'custom:mail',
          messages: [
            { role: 'system', content: '敬語で答えてください。' },
            { role: 'user', content: '前の質問' },
            { role: 'assistant', content: '前の答え' },
            { role: 'user', content: '請求書はいつ届きますか' },
          ],
          temperature: 0.2,
          max_tokens: 100,
        })
        .withResponse()
      expect(data.choices[0]?.message.content).toBe('請求書は月末に届きます')
      expect(data.choices[0]?.finish_reason).toBe('stop')
      expect(data.usage).toMatchObject({ prompt_tokens: 40, completion_tokens: 8, total_tokens: 48 })
      // No price is set: the built-in 1,000 / 1,000 credits per 1,000 tokens, one credit a token.
      expect(before - (await world.balance())).toBe(48)
      expect(await world.openReservations()).toBe(0)

      const upstream = model().requests.at(-1)?.body as {
        messages: { role: string; content: string }[]
        temperature: number
        max_tokens: number
      }
      // The chat's own prompt first, then the client's system message; then the client's turns.
      expect(upstream.messages[0]?.role).toBe('system')
      expect(upstream.messages[0]?.content).toMatch(/ビジネスメール[\s\S]*敬語で答えてください。/)
      expect(upstream.messages.slice(1).map((message) => message.content)).toEqual([
        '前の質問',
        '前の答え',
        '請求書はいつ届きますか',
      ])
      expect(upstream.temperature).toBe(0.2)
      expect(upstream.max_tokens).toBe(100)

      const threadId = response.headers.get('x-thread-id') ?? ''
      const [thread] = (await world.threadsOf(await serviceUserOf(threadId))).filter(
        (row) => row.id === threadId,
      )
      expect(thread).toMatchObject({ source: 'api', chatKind: 'customchat', keyword: 'mail' })
      expect((await world.messagesOf(threadId)).map((row) => row.content)).toEqual([
        '請求書はいつ届きますか',
        '請求書は月末に届きます',
      ])
    })

    async function serviceUserOf(threadId: string) {
      const rows = await world.db().query.threads.findMany({ where: (t, { eq }) => eq(t.id, threadId) })
      return rows[0]?.userId ?? ''
    }

    it('streams with a final usage chunk and continues the thread named by X-Thread-Id', async () => {
      const client = world.client(world.member.token)
      model().enqueue({ chunks: ['一', '二', '三'], usage: { promptTokens: 10, completionTokens: 3 } })
      const before = await world.balance()
      const { data: stream, response } = await client.chat.completions
        .create({
          model: 'chat',
          messages: [{ role: 'user', content: '数えて' }],
          stream: true,
          stream_options: { include_usage: true },
        })
        .withResponse()
      const threadId = response.headers.get('x-thread-id') ?? ''
      const chunks = []
      for await (const chunk of stream) chunks.push(chunk)
      expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe('一二三')
      expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop')
      expect(chunks.at(-1)?.choices).toEqual([])
      expect(chunks.at(-1)?.usage).toMatchObject({
        prompt_tokens: 10,
        completion_tokens: 3,
        total_tokens: 13,
      })
      expect(before - (await world.balance())).toBe(13)

      model().enqueue({ chunks: ['四'] })
      const next = await client.chat.completions.create(
        { model: 'chat', messages: [{ role: 'user', content: '続けて' }] },
        { headers: { 'X-Thread-Id': threadId } },
      )
      expect(next.choices[0]?.message.content).toBe('四')
      const stored = await world.messagesOf(threadId)
      expect(stored.map((row) => row.content)).toEqual(['数えて', '一二三', '続けて', '四'])
      const [thread] = await world.threadsOf(world.member.userId)
      expect(thread?.source).toBe('api')
    })

    it('grounds a FAQ chat in its entries and returns the sources in an extra field', async () => {
      const { key } = await world.key('faq', ['faq:support'])
      // The offline provider quotes a clear match (ADR 019), free of charge.
      const offline = v1Fetch(() => ({
        ...world.dependencies(),
        turnOptions: { env: {}, offlineChunkDelayMs: 0 },
      }))
      const response = await offline(`${V1_ORIGIN}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'faq:support',
          messages: [{ role: 'user', content: '請求書・領収書の発行について教えてください' }],
        }),
      })
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.choices[0].message.content).toContain('請求書')
      expect(JSON.stringify(body.sources)).toContain('請求書・領収書の発行について')
      expect(body.usage).toMatchObject({ credits: 0 })
    })

    it('settles the reservation and keeps the partial reply when the client leaves mid-stream', async () => {
      const { key } = await world.key('leaver', ['ops:incident'])
      model().enqueue({ chunks: ['一つ目', '二つ目', '三つ目', '四つ目'], chunkDelayMs: 200 })
      const abort = new AbortController()
      const { data: stream, response } = await world
        .client(key)
        .chat.completions.create(
          { model: 'ops:incident', messages: [{ role: 'user', content: '手順を' }], stream: true },
          { signal: abort.signal },
        )
        .withResponse()
      const threadId = response.headers.get('x-thread-id') ?? ''
      let received = ''
      // The client's stream ends quietly on its own abort.
      for await (const chunk of stream) {
        received += chunk.choices[0]?.delta.content ?? ''
        if (received.includes('一つ目')) abort.abort()
      }
      expect(received).toBe('一つ目')
      const reply = await until(async () => {
        const rows = await world.messagesOf(threadId)
        const last = rows.at(-1)
        return last?.role === 'assistant' && last.status !== 'streaming' ? last : undefined
      })
      expect(reply.status).toBe('aborted')
      expect(reply.content.startsWith('一つ目')).toBe(true)
      expect(reply.content).not.toContain('四つ目')
      await until(async () => (await world.openReservations()) === 0)
    })
  })
})
