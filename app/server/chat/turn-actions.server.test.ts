import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { getBalance } from '../ledger/ledger.server'
import { handlePostMessage } from './chat-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { post, readEvents } from './testing/http-client'
import { addTenantMember, memberDependencies, type TestMember } from './testing/members'
import { threadsRepository } from './threads.server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(() => server.close())

const CHAT = { kind: 'chat', keyword: 'default' }
const PATH = '/api/chats/chat/default/messages'

describe('regenerate and edit-and-resend', () => {
  describeEachDatabase('turn actions', (database) => {
    const members = new Map<string, TestMember>()
    let dependencies: ChatApiDependencies
    const alice = () => members.get('alice') as TestMember
    const eve = () => members.get('eve') as TestMember
    const contents = async (threadId: string) =>
      (await threadsRepository(database.handle().db, alice().tenantId).messages(threadId)).map(
        (message) => `${message.role}:${message.content}:${message.status}`,
      )

    async function turn(body: unknown, who = alice()) {
      const response = await handlePostMessage(post(PATH, body, who.headers), CHAT, dependencies)
      return { response, events: response.status === 200 ? await readEvents(response) : [] }
    }

    beforeAll(async () => {
      members.set('alice', await addTenantMember(database.handle(), 'actions-alpha', 100_000))
      members.set('eve', await addTenantMember(database.handle(), 'actions-beta', 100_000))
      dependencies = memberDependencies(database.handle, members, {
        env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' },
      })
    })

    it('regenerates the last reply, replacing it and charging the new usage', async () => {
      server.enqueue({ chunks: ['一つ目'], usage: { promptTokens: 5, completionTokens: 3 } })
      const first = await turn({ content: '質問1' })
      const threadId = String(first.events[0]?.data.threadId)
      server.enqueue({ chunks: ['最初の答え'], usage: { promptTokens: 9, completionTokens: 4 } })
      const second = await turn({ threadId, content: '質問2' })
      const oldReplyId = String(second.events[0]?.data.assistantMessageId)

      const before = await getBalance(database.handle().db, alice().tenantId)
      server.enqueue({ chunks: ['やり直した', '答え'], usage: { promptTokens: 11, completionTokens: 6 } })
      const regenerated = await turn({ threadId, action: 'regenerate' })
      expect(regenerated.response.status).toBe(200)
      expect(regenerated.events.map((event) => event.event)).toEqual([
        'thread',
        'delta',
        'delta',
        'usage',
        'done',
      ])
      expect(regenerated.events[0]?.data).toMatchObject({
        threadId,
        created: false,
        userMessageId: second.events[0]?.data.userMessageId,
        replacedMessageIds: [oldReplyId],
      })
      expect(regenerated.events[3]?.data).toMatchObject({ totalTokens: 17, charged: 17 })
      const after = await getBalance(database.handle().db, alice().tenantId)
      expect(before.balance - after.balance).toBe(17)
      expect(await contents(threadId)).toEqual([
        'user:質問1:complete',
        'assistant:一つ目:complete',
        'user:質問2:complete',
        'assistant:やり直した答え:complete',
      ])
      // The model saw the conversation up to the question, without the replaced reply.
      const sent = server.requests.at(-1)?.body as { messages: { role: string; content: unknown }[] }
      expect(JSON.stringify(sent.messages)).not.toContain('最初の答え')
      expect(JSON.stringify(sent.messages.at(-1))).toContain('質問2')
    })

    it('edits the last question and answers the new one', async () => {
      server.enqueue({ chunks: ['答えA'] })
      const first = await turn({ content: '元の質問' })
      const threadId = String(first.events[0]?.data.threadId)
      server.enqueue({ chunks: ['答えB'], usage: { promptTokens: 4, completionTokens: 2 } })
      const edited = await turn({ threadId, action: 'edit', content: '直した質問' })
      expect(edited.response.status).toBe(200)
      expect(edited.events[0]?.data.replacedMessageIds).toEqual([
        first.events[0]?.data.userMessageId,
        first.events[0]?.data.assistantMessageId,
      ])
      expect(await contents(threadId)).toEqual(['user:直した質問:complete', 'assistant:答えB:complete'])
    })

    it('never replaces a reply that is still being written', async () => {
      server.enqueue({ chunks: ['ゆっくり', '書いて', 'いる'], chunkDelayMs: 300 })
      const slow = await handlePostMessage(
        post(PATH, { content: '長い話' }, alice().headers),
        CHAT,
        dependencies,
      )
      const reader = slow.body?.getReader()
      const chunk = await reader?.read()
      const threadId = /"threadId":"([^"]+)"/.exec(new TextDecoder().decode(chunk?.value))?.[1] ?? ''
      const refused = await turn({ threadId, action: 'regenerate' })
      expect(refused.response.status).toBe(409)
      expect((await refused.response.json()).messages.en).toMatch(/still being written/)
      const refusedEdit = await turn({ threadId, action: 'edit', content: '割り込み' })
      expect(refusedEdit.response.status).toBe(409)
      while (!(await reader?.read())?.done) {
        // Let the slow reply finish.
      }
      expect(await contents(threadId)).toEqual([
        'user:長い話:complete',
        'assistant:ゆっくり書いている:complete',
      ])
      expect((await getBalance(database.handle().db, alice().tenantId)).reserved).toBe(0)
    })

    it('refuses bad actions with 400 and other tenants with 404, charging nothing', async () => {
      server.enqueue({ chunks: ['答え'] })
      const first = await turn({ content: '質問' })
      const threadId = String(first.events[0]?.data.threadId)
      const before = await getBalance(database.handle().db, alice().tenantId)
      const bad: unknown[] = [
        { action: 'regenerate' },
        { threadId, action: 'regenerate', content: '余計' },
        { threadId, action: 'edit' },
        { threadId, action: 'edit', content: '  ' },
        { threadId, action: 'rewrite', content: 'x' },
      ]
      for (const body of bad) {
        const { response } = await turn(body)
        expect({ body, status: response.status }).toEqual({ body, status: 400 })
        const json = await response.json()
        expect(json.error).toBe('invalid_input')
        expect(json.messages.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
        expect(json.messages.en).toMatch(/[A-Za-z]/)
      }
      const foreign = await turn({ threadId, action: 'regenerate' }, eve())
      expect(foreign.response.status).toBe(404)
      expect(await getBalance(database.handle().db, alice().tenantId)).toEqual(before)
      expect(await contents(threadId)).toEqual(['user:質問:complete', 'assistant:答え:complete'])
    })
  })
})
