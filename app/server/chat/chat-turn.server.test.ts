import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tokenReservations } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { estimatePromptTokens, estimateTokens } from '../ai/tokens.server'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { JAPANESE_FAQ } from '../faq/testing/faq-fixtures'
import { InsufficientTokensError } from '../ledger/errors.server'
import { getBalance } from '../ledger/ledger.server'
import { loadChatDefinition } from './chat-definition.server'
import { type ChatTurnEvent, MAX_OUTPUT_TOKENS, prepareChatTurn } from './chat-turn.server'
import { collect, makeChatTenant, makeMember } from './testing/chat-fixtures'
import { threadsRepository } from './threads.server'

// The texts a person reads, stated literally.
const OFFLINE_JA = '【オフライン応答】'
const NO_MATCH_JA =
  'FAQ には、このご質問に当てはまる回答が見つかりませんでした。言い換えてもう一度お試しいただくか、サポートへお問い合わせください。'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

const env = () => ({ OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' })
const fast = { retryDelay: { delayMs: 0 } }
const usageOf = (events: ChatTurnEvent[]) => events.find((event) => event.type === 'usage')
const doneOf = (events: ChatTurnEvent[]) => events.find((event) => event.type === 'done')
const textOf = (events: ChatTurnEvent[]) =>
  events.map((event) => (event.type === 'delta' ? event.text : '')).join('')

describe('chat turn', () => {
  beforeEach(() => server.reset())

  describeEachDatabase('chat turn', (database) => {
    const db = () => database.handle().db

    it('streams a reply into a new thread and charges exactly the usage the server reported', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-new', 10_000)
      server.enqueue({
        chunks: ['こんにちは', '、', '世界'],
        usage: { promptTokens: 31, completionTokens: 7 },
      })
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'customchat', keyword: 'mail', content: 'お礼のメールを書いて' },
        { env: env(), ...fast },
      )
      expect(turn.created).toBe(true)
      const events = await collect(turn.run())
      expect(textOf(events)).toBe('こんにちは、世界')
      expect(usageOf(events)).toMatchObject({
        inputTokens: 31,
        outputTokens: 7,
        totalTokens: 38,
        charged: 38,
      })
      expect(doneOf(events)).toMatchObject({ status: 'complete', messageId: turn.assistantMessageId })
      expect(await getBalance(db(), tenantId)).toEqual({
        balance: 10_000 - 38,
        reserved: 0,
        available: 10_000 - 38,
      })

      // The custom chat's catalogue model and prompt went to the provider.
      const sent = server.requests[0]?.body
      expect(sent).toMatchObject({ model: 'custom-model' })
      expect(JSON.stringify(sent)).toContain('ビジネスメールの作成')

      const repository = threadsRepository(db(), tenantId)
      const thread = await repository.find(turn.threadId)
      expect(thread).toMatchObject({
        chatKind: 'customchat',
        keyword: 'mail',
        title: 'お礼のメールを書いて',
        userId,
      })
      const stored = await repository.messages(turn.threadId)
      expect(stored.map((message) => [message.role, message.content, message.status])).toEqual([
        ['user', 'お礼のメールを書いて', 'complete'],
        ['assistant', 'こんにちは、世界', 'complete'],
      ])
      expect(stored[1]).toMatchObject({
        inputTokens: 31,
        outputTokens: 7,
        totalTokens: 38,
        model: 'custom-model',
      })
      const [event] = await repository.usageEvents()
      expect(event).toMatchObject({
        userId,
        chatKind: 'customchat',
        keyword: 'mail',
        totalTokens: 38,
        chargedTokens: 38,
      })
    })

    it('continues a thread with its history, and deleting it refunds nothing', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-continue', 10_000)
      server.enqueue({ text: '最初の返事', usage: { promptTokens: 10, completionTokens: 3 } })
      server.enqueue({ text: '二つ目の返事', usage: { promptTokens: 20, completionTokens: 4 } })
      const request = { tenantId, userId, kind: 'chat', keyword: 'default' }
      const first = await prepareChatTurn(db(), { ...request, content: '一つ目' }, { env: env(), ...fast })
      await collect(first.run())
      const second = await prepareChatTurn(
        db(),
        { ...request, threadId: first.threadId, content: '二つ目' },
        { env: env(), ...fast },
      )
      expect(second).toMatchObject({ threadId: first.threadId, created: false })
      await collect(second.run())
      const sentMessages = JSON.stringify(server.requests[1]?.body)
      expect(sentMessages).toContain('一つ目')
      expect(sentMessages).toContain('最初の返事')
      expect(await getBalance(db(), tenantId)).toMatchObject({ balance: 10_000 - 13 - 24 })

      const repository = threadsRepository(db(), tenantId)
      await repository.softDelete(first.threadId, userId)
      expect(await repository.find(first.threadId)).toBeUndefined()
      expect(await getBalance(db(), tenantId)).toMatchObject({ balance: 10_000 - 37, reserved: 0 })
    })

    it('keeps a partial reply marked aborted when the user stops, and charges what was produced', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-abort', 10_000)
      server.enqueue({ chunks: ['一', '二', '三', '四', '五', '六'], chunkDelayMs: 200 })
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: '数えて' },
        { env: env(), ...fast },
      )
      const stop = new AbortController()
      const events: ChatTurnEvent[] = []
      for await (const event of turn.run(stop.signal)) {
        events.push(event)
        if (event.type === 'delta') stop.abort()
      }
      const partial = textOf(events)
      expect(partial.length).toBeGreaterThan(0)
      expect(partial).not.toBe('一二三四五六')
      expect(doneOf(events)).toMatchObject({ status: 'aborted' })
      const usage = usageOf(events)
      expect(usage?.outputTokens).toBe(estimateTokens(partial))
      expect(usage?.charged).toBe(usage?.totalTokens)
      expect(usage?.totalTokens).toBeGreaterThan(0)
      expect(await getBalance(db(), tenantId)).toMatchObject({
        balance: 10_000 - (usage?.charged ?? 0),
        reserved: 0,
      })
      const [, reply] = await threadsRepository(db(), tenantId).messages(turn.threadId)
      expect(reply).toMatchObject({ content: partial, status: 'aborted' })
    })

    it('charges what was produced when the consumer leaves mid-stream (client gone)', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-leave', 10_000)
      server.enqueue({ chunks: ['あ', 'い', 'う', 'え'], chunkDelayMs: 100 })
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: '五十音' },
        { env: env(), ...fast },
      )
      for await (const event of turn.run()) if (event.type === 'delta') break
      const [, reply] = await threadsRepository(db(), tenantId).messages(turn.threadId)
      expect(reply).toMatchObject({ content: 'あ', status: 'aborted' })
      const balance = await getBalance(db(), tenantId)
      expect(balance.reserved).toBe(0)
      expect(10_000 - balance.balance).toBe(reply?.totalTokens)
      expect(reply?.outputTokens).toBe(1)
    })

    it('ends a stream cut upstream as failed, partial kept, charging what was produced', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-cut', 10_000)
      server.enqueue({ chunks: ['途中', 'まで', '届いた', '返事'], cutAfterChunks: 2 })
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: '長い返事を' },
        { env: env(), ...fast },
      )
      const events = await collect(turn.run())
      expect(textOf(events)).toBe('途中まで')
      const done = doneOf(events)
      expect(done).toMatchObject({ status: 'failed' })
      expect(done?.type === 'done' && done.error?.message).toMatch(/ \/ /)
      const usage = usageOf(events)
      expect(usage?.outputTokens).toBe(estimateTokens('途中まで'))
      expect(await getBalance(db(), tenantId)).toMatchObject({ balance: 10_000 - (usage?.charged ?? 0) })
      const [, reply] = await threadsRepository(db(), tenantId).messages(turn.threadId)
      expect(reply).toMatchObject({ content: '途中まで', status: 'failed' })
      expect(reply?.errorMessage).toBeTruthy()
    })

    it('ends an upstream 500 (retried once) as failed with an error and charges nothing', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-500', 10_000)
      server.failFirst(2, 500)
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: 'こんにちは' },
        { env: env(), ...fast },
      )
      const events = await collect(turn.run())
      expect(server.requests).toHaveLength(2)
      expect(doneOf(events)).toMatchObject({ status: 'failed', error: { code: expect.any(String) } })
      expect(usageOf(events)).toMatchObject({ totalTokens: 0, charged: 0 })
      expect(await getBalance(db(), tenantId)).toEqual({ balance: 10_000, reserved: 0, available: 10_000 })
    })

    it("answers 404 for another tenant's or another user's thread, and for chats not enabled", async () => {
      const owner = await makeChatTenant(db(), 'turn-owner', 10_000)
      const other = await makeChatTenant(db(), 'turn-other', 10_000)
      const colleague = await makeMember(db(), owner.tenantId, 'colleague')
      const first = await prepareChatTurn(
        db(),
        { ...owner, kind: 'chat', keyword: 'default', content: '秘密の相談' },
        { env: env(), ...fast },
      )
      await collect(first.run())
      const attempt = (who: { tenantId: string; userId: string }, kind = 'chat', keyword = 'default') =>
        prepareChatTurn(
          db(),
          { ...who, kind, keyword, threadId: first.threadId, content: '続き' },
          { env: env() },
        )
      await expect(attempt(other)).rejects.toBeInstanceOf(NotFoundError)
      await expect(attempt({ tenantId: owner.tenantId, userId: colleague })).rejects.toBeInstanceOf(
        NotFoundError,
      )
      await expect(attempt(owner, 'customchat', 'mail')).rejects.toBeInstanceOf(NotFoundError)
      expect(await threadsRepository(db(), other.tenantId).find(first.threadId)).toBeUndefined()

      const plain = (kind: string, keyword: string, content = 'こんにちは') =>
        prepareChatTurn(db(), { ...owner, kind, keyword, content }, { env: env() })
      await expect(plain('customchat', 'not-enabled')).rejects.toBeInstanceOf(NotFoundError)
      await expect(plain('customchat', 'no-such-chat')).rejects.toBeInstanceOf(NotFoundError)
      await expect(plain('chat', 'other')).rejects.toBeInstanceOf(NotFoundError)
      await expect(plain('videochat', 'default')).rejects.toBeInstanceOf(NotFoundError)
      await expect(plain('chat', 'default', '   ')).rejects.toBeInstanceOf(InvalidInputError)
      await expect(plain('chat', 'default', 'あ'.repeat(8001))).rejects.toBeInstanceOf(InvalidInputError)
      expect(await getBalance(db(), owner.tenantId)).toMatchObject({ reserved: 0 })
    })

    it('refuses a turn the balance cannot cover, storing nothing', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-poor', 100)
      const attempt = prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: 'こんにちは' },
        { env: env() },
      )
      await expect(attempt).rejects.toBeInstanceOf(InsufficientTokensError)
      expect(await threadsRepository(db(), tenantId).usageEvents()).toEqual([])
      expect(server.requests).toHaveLength(0)
    })

    it('stops the model and charges nothing when the turn cannot be stored', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-unstorable', 10_000)
      server.enqueue({ chunks: ['返事'], usage: { promptTokens: 10, completionTokens: 2 } })
      // The model is asked while the turn is stored; a NUL character makes the store fail.
      const attempt = prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: 'こんにちは\u0000' },
        { env: env(), ...fast },
      )
      await expect(attempt).rejects.toThrow()
      expect(await getBalance(db(), tenantId)).toEqual({ balance: 10_000, reserved: 0, available: 10_000 })
      expect(await threadsRepository(db(), tenantId).list({ userId })).toEqual([])
      expect(await threadsRepository(db(), tenantId).usageEvents()).toEqual([])
    })

    it('never drives the balance negative with two concurrent conversations', async () => {
      const reservedPerTurn = estimatePromptTokens({ messages: [{ content: '同時' }] }) + MAX_OUTPUT_TOKENS
      // Room for one reservation but not two: the second is refused with 402.
      const tight = await makeChatTenant(db(), 'turn-tight', reservedPerTurn + 200)
      server.setDefault({ text: '返事', chunkDelayMs: 50, usage: { promptTokens: 10, completionTokens: 2 } })
      // Preparing reserves; both are prepared before either runs, so they overlap on any machine
      // (a turn that finished first would rightly free its reservation for the other).
      const prepare = () =>
        prepareChatTurn(
          db(),
          { ...tight, kind: 'chat', keyword: 'default', content: '同時' },
          { env: env(), ...fast },
        )
      const results = await Promise.allSettled([prepare(), prepare()])
      const prepared = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      expect(prepared).toHaveLength(1)
      const refused = results.find((result) => result.status === 'rejected')
      expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(InsufficientTokensError)
      await Promise.all(prepared.map((turn) => collect(turn.run())))

      // Both reserved, and each reports more than it reserved: each is charged its reservation,
      // never more (issue 18: caps count reservations), and the balance keeps the rest.
      const roomy = await makeChatTenant(db(), 'turn-roomy', 3 * reservedPerTurn)
      server.setDefault({ text: '大量', usage: { promptTokens: 3 * reservedPerTurn, completionTokens: 5 } })
      const turns = await Promise.all([
        prepareChatTurn(db(), { ...roomy, kind: 'chat', keyword: 'default', content: 'a' }, { env: env() }),
        prepareChatTurn(db(), { ...roomy, kind: 'chat', keyword: 'default', content: 'b' }, { env: env() }),
      ])
      const reservedEach = await Promise.all(
        turns.map(async (turn) => {
          if (!turn.reservationId) throw new Error('a priced model reserves')
          const [row] = await db()
            .select({ estimate: tokenReservations.estimate })
            .from(tokenReservations)
            .where(eq(tokenReservations.id, turn.reservationId))
          return row?.estimate ?? -1
        }),
      )
      const total = reservedEach.reduce((sum, value) => sum + value, 0)
      const outcomes = await Promise.all(turns.map((turn) => collect(turn.run())))
      const charged = outcomes.map((events) => usageOf(events)?.charged ?? -1)
      expect(charged).toEqual(reservedEach)
      const left = 3 * reservedPerTurn - total
      expect(await getBalance(db(), roomy.tenantId)).toEqual({ balance: left, reserved: 0, available: left })
    })

    it('answers a Japanese FAQ question from its entries with sources, offline', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-faq', 10_000)
      const turn = await prepareChatTurn(
        db(),
        {
          tenantId,
          userId,
          kind: 'faqchat',
          keyword: 'support',
          content: 'パスワードを忘れました',
        },
        { env: {}, offlineChunkDelayMs: 0 },
      )
      expect(turn.model).toBe('offline')
      // The catalogue's limit (1) applies.
      expect(turn.sources).toHaveLength(1)
      const definition = await loadChatDefinition(db(), tenantId, 'faqchat', 'support')
      expect(definition.retrieval).toEqual({ limit: 1 })
      expect(definition.faqEntries).toHaveLength(JAPANESE_FAQ.length)
      expect(turn.sources?.[0]).toMatchObject({ type: 'faq', id: '0', title: 'パスワードの再設定方法' })
      const events = await collect(turn.run())
      expect(textOf(events)).toContain('パスワードをお忘れの方')
      expect(doneOf(events)).toMatchObject({ status: 'complete' })
      const [, reply] = await threadsRepository(db(), tenantId).messages(turn.threadId)
      expect(reply?.sources).toEqual(turn.sources)
      // The offline provider's reply is free (issue 18): nothing reserved, nothing charged, and
      // the usage says so; its tokens are still counted.
      expect(turn.reservationId).toBeNull()
      expect(turn.price.source).toBe('offline')
      expect(usageOf(events)).toMatchObject({ charged: 0, free: true })
      expect(usageOf(events)?.totalTokens).toBeGreaterThan(0)
      expect(reply?.credits).toBe(0)
      expect(await getBalance(db(), tenantId)).toEqual({ balance: 10_000, reserved: 0, available: 10_000 })
      const [event] = await threadsRepository(db(), tenantId).usageEvents()
      expect(event).toMatchObject({ model: 'offline', chargedTokens: 0 })
      expect(event?.totalTokens).toBeGreaterThan(0)
    })

    it('offline, gives no sources and says "no match" for a weak match to another question', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'turn-faq-weak', 10_000)
      // 0.23 to the right entry, but under the bar for quoting an answer verbatim (ADR 019).
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'faqchat', keyword: 'support', content: '領収書がほしい' },
        { env: {}, offlineChunkDelayMs: 0 },
      )
      expect(turn.sources).toEqual([])
      const events = await collect(turn.run())
      expect(textOf(events)).toBe(`${OFFLINE_JA} ${NO_MATCH_JA}`)
    })
  })
})
