import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearDatabase } from '#db/runtime'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { resetAuth } from '../auth/auth.server'
import { getBalance } from '../ledger/ledger.server'
import { handleGetThread, handlePostMessage } from './chat-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { chatApiWorld } from './testing/chat-api-world'
import { ORIGIN, post } from './testing/http-client'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
  clearDatabase()
  resetAuth()
})

describe('chat HTTP API', () => {
  describeEachDatabase('chat HTTP API', (database) => {
    const world = chatApiWorld(database, () => server)
    const { signIn, bearer } = world
    let dependencies: ChatApiDependencies
    beforeAll(() => {
      dependencies = world.dependencies()
    })

    it('answers bad input, unknown chats, missing sessions and admin sessions with JSON errors', async () => {
      const cases: [
        string,
        { kind: string; keyword: string },
        string,
        Record<string, string>,
        number,
        string,
      ][] = [
        [
          'empty',
          { kind: 'chat', keyword: 'default' },
          '{"content":"  "}',
          bearer('api-alpha'),
          400,
          'invalid_input',
        ],
        [
          'long',
          { kind: 'chat', keyword: 'default' },
          JSON.stringify({ content: 'x'.repeat(8001) }),
          bearer('api-alpha'),
          400,
          'invalid_input',
        ],
        [
          'not json',
          { kind: 'chat', keyword: 'default' },
          '{content:',
          bearer('api-alpha'),
          400,
          'invalid_json',
        ],
        ['array', { kind: 'chat', keyword: 'default' }, '[]', bearer('api-alpha'), 400, 'invalid_input'],
        [
          'number',
          { kind: 'chat', keyword: 'default' },
          '{"content":5}',
          bearer('api-alpha'),
          400,
          'invalid_input',
        ],
        [
          'kind',
          { kind: 'nochat', keyword: 'default' },
          '{"content":"a"}',
          bearer('api-alpha'),
          404,
          'not_found',
        ],
        [
          'keyword',
          { kind: 'customchat', keyword: 'nope' },
          '{"content":"a"}',
          bearer('api-alpha'),
          404,
          'not_found',
        ],
        [
          'disabled',
          { kind: 'customchat', keyword: 'not-enabled' },
          '{"content":"a"}',
          bearer('api-alpha'),
          404,
          'not_found',
        ],
        [
          'no session',
          { kind: 'chat', keyword: 'default' },
          '{"content":"a"}',
          { authorization: 'Bearer wrong' },
          401,
          'unauthenticated',
        ],
      ]
      for (const [name, params, body, headers, status, code] of cases) {
        const response = await handlePostMessage(
          post('/api/chats/x/y/messages', body, headers),
          params,
          dependencies,
        )
        expect({ name, status: response.status }).toEqual({ name, status })
        const json = await response.json()
        expect({ name, error: json.error }).toEqual({ name, error: code })
        expect(json.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff].* \/ .*[A-Za-z]/)
      }

      const admin: ChatApiDependencies = {
        ...dependencies,
        getSession: async () => ({
          sessionId: 's',
          token: 't',
          user: {
            id: 'root',
            name: 'root',
            email: 'root@example.test',
            tenantId: null,
            role: 'admin',
            isSystemAdminLogin: true,
          },
        }),
      }
      const refused = await handlePostMessage(
        post('/api/chats/chat/default/messages', { content: 'a' }, bearer('api-alpha')),
        { kind: 'chat', keyword: 'default' },
        admin,
      )
      expect(refused.status).toBe(403)
      const unauthenticated = await handleGetThread(
        new Request(`${ORIGIN}/api/threads/x`),
        { id: 'x' },
        dependencies,
      )
      expect(unauthenticated.status).toBe(401)
      // No cookie and no token: "sign in" (401), not "another site" (403).
      const anonymous = await handlePostMessage(
        new Request(`${ORIGIN}/api/chats/chat/default/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'a' }),
        }),
        { kind: 'chat', keyword: 'default' },
        dependencies,
      )
      expect(anonymous.status).toBe(401)
    })

    it('answers 402 with a clear message when the balance cannot cover a turn', async () => {
      const poor = await signIn('api-poor', 10)
      const response = await handlePostMessage(
        post(
          '/api/chats/chat/default/messages',
          { content: 'こんにちは' },
          { authorization: `Bearer ${poor.token}` },
        ),
        { kind: 'chat', keyword: 'default' },
        dependencies,
      )
      expect(response.status).toBe(402)
      const body = await response.json()
      expect(body.error).toBe('insufficient_tokens')
      expect(body.message).toMatch(/^クレジットが不足しています.* \/ Insufficient credits/)
    })

    it('answers 429 to a limited user whatever the request, and reserves and stores nothing', async () => {
      const limited = await signIn('api-limited', 10_000)
      const headers = { authorization: `Bearer ${limited.token}` }
      const send = (kind: string, keyword: string, body: unknown) =>
        handlePostMessage(
          post(`/api/chats/${kind}/${keyword}/messages`, body, headers),
          { kind, keyword },
          dependencies,
        )
      // 30 per minute by default (OPSAI_CHAT_MAX_REQUESTS): bad bodies are cheap and still count.
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expect((await send('chat', 'default', '[]')).status).toBe(400)
      }
      // The limit is counted while the chat is looked up: it still wins over a 404 and a 400.
      expect((await send('customchat', 'no-such-chat', { content: 'こんにちは' })).status).toBe(429)
      expect((await send('chat', 'default', '[]')).status).toBe(429)
      const refused = await send('chat', 'default', { content: 'こんにちは' })
      expect(refused.status).toBe(429)
      expect((await refused.json()).error).toBe('rate_limited')
      const db = database.handle().db
      expect(await getBalance(db, limited.tenantId)).toEqual({
        balance: 10_000,
        reserved: 0,
        available: 10_000,
      })
      const threadsOfTenant = await db.query.threads.findMany({
        where: (thread, { eq }) => eq(thread.tenantId, limited.tenantId),
      })
      expect(threadsOfTenant).toEqual([])
    })
  })
})
