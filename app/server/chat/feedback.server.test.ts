import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { handleGetThread, handlePostMessage } from './chat-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { handleMessageFeedback } from './feedback.server'
import { ORIGIN, post, readEvents } from './testing/http-client'
import { addColleague, addTenantMember, memberDependencies, type TestMember } from './testing/members'
import { handleDeleteThread } from './thread-api.server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(() => server.close())

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

interface ThreadBody {
  messages: { id: string; role: string; feedback: { rating: string; reason: string | null } | null }[]
}

describe('feedback API', () => {
  describeEachDatabase('feedback API', (database) => {
    const members = new Map<string, TestMember>()
    let dependencies: ChatApiDependencies
    const member = (name: string) => members.get(name) as TestMember

    async function startThread(who: TestMember, content: string) {
      server.enqueue({ chunks: [`${content}への答え`], usage: { promptTokens: 3, completionTokens: 2 } })
      const events = await readEvents(
        await handlePostMessage(
          post('/api/chats/chat/default/messages', { content }, who.headers),
          { kind: 'chat', keyword: 'default' },
          dependencies,
        ),
      )
      const threadId = String(events[0]?.data.threadId)
      const thread = await readThread(who, threadId)
      const reply = thread.messages.find((message) => message.role === 'assistant')
      const question = thread.messages.find((message) => message.role === 'user')
      return { threadId, replyId: String(reply?.id), questionId: String(question?.id) }
    }

    async function readThread(who: TestMember, id: string): Promise<ThreadBody> {
      const response = await handleGetThread(
        new Request(`${ORIGIN}/api/threads/${id}`, { headers: who.headers }),
        { id },
        dependencies,
      )
      expect(response.status).toBe(200)
      return response.json()
    }

    const rate = (who: TestMember, id: string, body: unknown) =>
      handleMessageFeedback(post(`/api/messages/${id}/feedback`, body, who.headers), { id }, dependencies)

    beforeAll(async () => {
      const handle = database.handle()
      members.set('alice', await addTenantMember(handle, 'feedback-alpha', 100_000))
      members.set('bob', await addColleague(handle, member('alice').tenantId, 'bob'))
      members.set('eve', await addTenantMember(handle, 'feedback-beta', 100_000))
      dependencies = memberDependencies(database.handle, members, {
        env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' },
      })
    })

    it('stores one rating per user and reply, changeable, and returns it with the thread', async () => {
      const { threadId, replyId } = await startThread(member('alice'), '有給休暇について')
      const before = await readThread(member('alice'), threadId)
      expect(before.messages.map((message) => message.feedback)).toEqual([null, null])

      const down = await rate(member('alice'), replyId, {
        rating: 'down',
        reason: 'outdated',
        comment: '  制度が変わっています  ',
      })
      expect(down.status).toBe(200)
      const stored = (await down.json()).feedback
      expect(stored).toMatchObject({
        messageId: replyId,
        rating: 'down',
        reason: 'outdated',
        comment: '制度が変わっています',
      })

      // Changing the rating replaces it (and a thumbs-up carries no reason).
      const up = await rate(member('alice'), replyId, { rating: 'up' })
      expect(up.status).toBe(200)
      expect((await up.json()).feedback).toMatchObject({ rating: 'up', reason: null, comment: null })

      // A colleague who can read the thread rates it separately; each sees only their own.
      expect((await rate(member('bob'), replyId, { rating: 'down', reason: 'wrong' })).status).toBe(200)
      const alicesView = await readThread(member('alice'), threadId)
      expect(alicesView.messages[1]?.feedback).toMatchObject({ rating: 'up', reason: null })
      expect(alicesView.messages[0]?.feedback).toBeNull()
      const bobsView = await readThread(member('bob'), threadId)
      expect(bobsView.messages[1]?.feedback).toMatchObject({ rating: 'down', reason: 'wrong' })

      const rows = await database
        .handle()
        .db.query.messageFeedback.findMany({ where: (table, { eq }) => eq(table.messageId, replyId) })
      expect(rows.map((row) => row.rating).sort()).toEqual(['down', 'up'])
    })

    it('answers 404 for a message the caller cannot read', async () => {
      const { threadId, replyId } = await startThread(member('alice'), '経費精算の締め日')
      // Another tenant, an unknown id: the same 404, which says nothing of the other tenant.
      for (const [who, id] of [
        ['eve', replyId],
        ['alice', 'no-such-message'],
      ] as const) {
        const response = await rate(member(who), id, { rating: 'up' })
        expect(response.status).toBe(404)
        const body = await response.json()
        expect(body.error).toBe('not_found')
        expect(body.messages.ja).toMatch(JAPANESE)
        expect(body.messages.en).not.toMatch(JAPANESE)
      }
      // A deleted thread's replies can no longer be rated.
      await handleDeleteThread(
        new Request(`${ORIGIN}/api/threads/${threadId}`, {
          method: 'DELETE',
          headers: member('alice').headers,
        }),
        { id: threadId },
        dependencies,
      )
      expect((await rate(member('alice'), replyId, { rating: 'up' })).status).toBe(404)
    })

    it('refuses bad input with a clear message in Japanese and English', async () => {
      const { replyId, questionId } = await startThread(member('alice'), '在宅勤務の日数')
      const badBodies: unknown[] = [
        {},
        { rating: 'meh' },
        { rating: 'down', reason: 'boring' },
        { rating: 'up', reason: 'wrong' },
        { rating: 'down', comment: 5 },
        { rating: 'down', comment: 'あ'.repeat(2001) },
        { rating: 'up', extra: true },
        [],
        '{rating',
      ]
      for (const body of badBodies) {
        const response = await rate(member('alice'), replyId, body)
        expect(response.status, JSON.stringify(body)).toBe(400)
        const json = await response.json()
        expect(json.error).toMatch(/^invalid_(input|json)$/)
        expect(json.messages.ja).toMatch(JAPANESE)
        expect(json.messages.en).toMatch(/[A-Za-z]/)
        expect(json.messages.en).not.toMatch(JAPANESE)
      }
      const response = await rate(member('alice'), replyId, { rating: 'down' })
      expect(response.status).toBe(200)
      // The user's own question is not a reply: nothing to rate.
      const question = await rate(member('alice'), questionId, { rating: 'up' })
      expect(question.status).toBe(400)
      expect((await question.json()).messages.en).toMatch(/Only replies/)
    })

    it('refuses a cookie-borne rating from another site and an anonymous one', async () => {
      const crossSite = await handleMessageFeedback(
        new Request(`${ORIGIN}/api/messages/x/feedback`, {
          method: 'POST',
          headers: { cookie: 'x=1', origin: 'https://evil.example', 'content-type': 'application/json' },
          body: '{"rating":"up"}',
        }),
        { id: 'x' },
        dependencies,
      )
      expect(crossSite.status).toBe(403)
      const anonymous = await handleMessageFeedback(
        post('/api/messages/x/feedback', { rating: 'up' }, {}),
        {
          id: 'x',
        },
        dependencies,
      )
      expect(anonymous.status).toBe(401)
    })
  })
})
