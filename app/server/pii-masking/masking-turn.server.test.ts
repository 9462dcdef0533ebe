/**
 * PII masking through the real chat turn (issue 19, ADR 034): what the OpenAI-compatible,
 * Anthropic and offline providers receive, what is stored, and the spans the thread shows.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applications } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { prepareChatTurn } from '../chat/chat-turn.server'
import { collect, makeChatTenant } from '../chat/testing/chat-fixtures'
import { messageJson } from '../chat/thread-json.server'
import { threadsRepository } from '../chat/threads.server'
import { setApplicationMasking, setTenantMasking } from './masking-settings.server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

const env = () => ({ OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' })
const fast = { retryDelay: { delayMs: 0 } }
const ACTOR = 'test'
const FIRST = '連絡先は taro@example.jp です。'
const SECOND = '電話は 090-1234-5678、個人番号 123456789018、Project Falcon の件です。'

describe('PII masking in a chat turn', () => {
  beforeEach(() => server.reset())

  describeEachDatabase('masking turn', (database) => {
    const db = () => database.handle().db

    async function maskEverything(tenantId: string, storeMasked: boolean) {
      await setApplicationMasking(db(), 'hirameki_ai', { kinds: ['email', 'phone'], ngWords: [] }, ACTOR)
      await setTenantMasking(db(), {
        tenantId,
        setting: { kinds: ['myNumber'], ngWords: ['project falcon'], storeMasked },
        actor: ACTOR,
      })
    }

    it('sends the OpenAI-compatible provider masked history and question, and stores the original with its spans', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'mask-openai', 10_000)
      await maskEverything(tenantId, false)
      const request = { tenantId, userId, kind: 'chat', keyword: 'default' }
      server.enqueue({ text: '承知しました' }, { text: '確認します' })
      const first = await prepareChatTurn(db(), { ...request, content: FIRST }, { env: env(), ...fast })
      await collect(first.run())
      const second = await prepareChatTurn(
        db(),
        { ...request, threadId: first.threadId, content: SECOND },
        { env: env(), ...fast },
      )
      await collect(second.run())

      const sent = JSON.stringify(server.requests[1]?.body)
      for (const secret of ['taro@example.jp', '090-1234-5678', '123456789018', 'Project Falcon']) {
        expect(sent).not.toContain(secret)
      }
      expect(sent).toContain('連絡先は [EMAIL] です。')
      expect(sent).toContain('電話は [PHONE]、個人番号 [MY_NUMBER]、[NG] の件です。')

      expect(second.userContent).toBe(SECOND)
      expect(second.maskedSpans.map((span) => [span.kind, SECOND.slice(span.start, span.end)])).toEqual([
        ['phone', '090-1234-5678'],
        ['myNumber', '123456789018'],
        ['ngWord', 'Project Falcon'],
      ])
      const repository = threadsRepository(db(), tenantId)
      const stored = await repository.messages(first.threadId)
      expect(stored.map((message) => message.content)).toEqual([FIRST, '承知しました', SECOND, '確認します'])
      expect((await repository.find(first.threadId))?.title).toBe(FIRST)
      const json = stored.map((message) => messageJson(message))
      expect(json[0]?.maskedSpans).toEqual([{ kind: 'email', start: 5, end: 20 }])
      expect(json[1]?.maskedSpans).toEqual([])
      expect(json[2]?.maskedSpans).toEqual(second.maskedSpans)
    })

    it('stores the message masked when the tenant asks, with the spans of its placeholders', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'mask-stored', 10_000)
      await maskEverything(tenantId, true)
      server.enqueue({ text: 'はい' })
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: FIRST },
        { env: env(), ...fast },
      )
      await collect(turn.run())
      const repository = threadsRepository(db(), tenantId)
      const [question] = await repository.messages(turn.threadId)
      expect(question?.content).toBe('連絡先は [EMAIL] です。')
      expect(question && messageJson(question).maskedSpans).toEqual([{ kind: 'email', start: 5, end: 12 }])
      expect(turn.userContent).toBe('連絡先は [EMAIL] です。')
      expect((await repository.find(turn.threadId))?.title).toBe('連絡先は [EMAIL] です。')
    })

    it('masks what the Anthropic provider receives the same way', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'mask-anthropic', 10_000)
      await maskEverything(tenantId, false)
      await db()
        .update(applications)
        .set({
          settings: {
            provider: 'anthropic',
            baseURL: server.baseURL,
            apiKey: 'test-key',
            model: 'claude-test',
          },
        })
        .where(eq(applications.key, 'hirameki_ai'))
      try {
        server.enqueue({ text: 'OK' })
        const turn = await prepareChatTurn(
          db(),
          { tenantId, userId, kind: 'chat', keyword: 'default', content: SECOND },
          { env: env(), ...fast },
        )
        await collect(turn.run())
        const [call] = server.requests
        expect(call?.path).toContain('/v1/messages')
        const sent = JSON.stringify(call?.body)
        expect(sent).toContain('電話は [PHONE]、個人番号 [MY_NUMBER]、[NG] の件です。')
        expect(sent).not.toContain('090-1234-5678')
      } finally {
        await db().update(applications).set({ settings: null }).where(eq(applications.key, 'hirameki_ai'))
      }
    })

    it('gives the offline provider the masked question (its reply quotes what it received)', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'mask-offline', 10_000)
      await maskEverything(tenantId, false)
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: FIRST },
        { env: {}, offlineChunkDelayMs: 0 },
      )
      await collect(turn.run())
      const [, reply] = await threadsRepository(db(), tenantId).messages(turn.threadId)
      expect(reply?.content).toContain('> 連絡先は [EMAIL] です。')
      expect(reply?.content).not.toContain('taro@example.jp')
      expect(server.requests).toEqual([])
    })

    it('sends everything as written when nothing is set', async () => {
      const { tenantId, userId } = await makeChatTenant(db(), 'mask-off', 10_000)
      await setApplicationMasking(db(), 'hirameki_ai', { kinds: [], ngWords: [] }, ACTOR)
      server.enqueue({ text: 'はい' })
      const turn = await prepareChatTurn(
        db(),
        { tenantId, userId, kind: 'chat', keyword: 'default', content: FIRST },
        { env: env(), ...fast },
      )
      await collect(turn.run())
      expect(JSON.stringify(server.requests[0]?.body)).toContain('taro@example.jp')
      expect(turn.maskedSpans).toEqual([])
      const [question] = await threadsRepository(db(), tenantId).messages(turn.threadId)
      expect(question?.maskedSpans).toBeNull()
    })
  })
})
