import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearDatabase } from '#db/runtime'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { resetAuth } from '../auth/auth.server'
import { getBalance } from '../ledger/ledger.server'
import { handleGetThread, handlePostMessage } from './chat-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { chatApiWorld } from './testing/chat-api-world'
import { ORIGIN, post, readEvents } from './testing/http-client'
import { threadsRepository } from './threads.server'

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
    const { signedIn, bearer } = world
    let dependencies: ChatApiDependencies
    beforeAll(() => {
      dependencies = world.dependencies()
    })

    it('streams a turn as server-sent events with a bearer token, and serves the thread', async () => {
      server.enqueue({
        chunks: ['はい', '、', '承知しました'],
        usage: { promptTokens: 12, completionTokens: 5 },
      })
      const response = await handlePostMessage(
        post('/api/chats/chat/default/messages', { content: '手伝って' }, bearer('api-alpha')),
        { kind: 'chat', keyword: 'default' },
        dependencies,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const events = await readEvents(response)
      expect(events.map((event) => event.event)).toEqual([
        'thread',
        'delta',
        'delta',
        'delta',
        'usage',
        'done',
      ])
      expect(events[4]?.data).toMatchObject({
        inputTokens: 12,
        outputTokens: 5,
        totalTokens: 17,
        charged: 17,
      })
      expect(events[5]?.data).toMatchObject({ status: 'complete' })
      expect(await getBalance(database.handle().db, signedIn['api-alpha']?.tenantId ?? '')).toMatchObject({
        balance: 10_000 - 17,
      })

      const threadId = String(events[0]?.data.threadId)
      const own = await handleGetThread(
        new Request(`${ORIGIN}/api/threads/${threadId}`, { headers: bearer('api-alpha') }),
        { id: threadId },
        dependencies,
      )
      expect(own.status).toBe(200)
      const body = await own.json()
      expect(body.thread).toMatchObject({ id: threadId, chatKind: 'chat', keyword: 'default' })
      expect(body.messages.map((message: { content: string }) => message.content)).toEqual([
        '手伝って',
        'はい、承知しました',
      ])

      const foreign = await handleGetThread(
        new Request(`${ORIGIN}/api/threads/${threadId}`, { headers: bearer('api-beta') }),
        { id: threadId },
        dependencies,
      )
      expect(foreign.status).toBe(404)
      expect((await foreign.json()).error).toBe('not_found')

      const continued = await handlePostMessage(
        post('/api/chats/chat/default/messages', { threadId, content: '続き' }, bearer('api-beta')),
        { kind: 'chat', keyword: 'default' },
        dependencies,
      )
      expect(continued.status).toBe(404)
    })

    it('sends sources for a FAQ chat and an error event when the model fails midway', async () => {
      const faq = await handlePostMessage(
        post(
          '/api/chats/faqchat/support/messages',
          // Close enough to the entry to be quoted offline (ADR 019's threshold).
          { content: '請求書・領収書の発行について教えてください' },
          bearer('api-alpha'),
        ),
        { kind: 'faqchat', keyword: 'support' },
        { ...dependencies, turnOptions: { env: {}, offlineChunkDelayMs: 0 } },
      )
      const faqEvents = await readEvents(faq)
      expect(faqEvents[1]).toMatchObject({ event: 'sources' })
      expect(JSON.stringify(faqEvents[1]?.data)).toContain('請求書・領収書の発行について')

      server.enqueue({ chunks: ['途中', 'で', '切れる'], cutAfterChunks: 1 })
      const failed = await handlePostMessage(
        post('/api/chats/opschat/incident/messages', { content: '障害です' }, bearer('api-alpha')),
        { kind: 'opschat', keyword: 'incident' },
        dependencies,
      )
      const events = await readEvents(failed)
      expect(events.map((event) => event.event)).toEqual(['thread', 'delta', 'usage', 'error', 'done'])
      expect(String(events[3]?.data.message)).toMatch(/ \/ /)
      expect(events[4]?.data).toMatchObject({ status: 'failed' })
    })

    it('keeps the partial reply, marked aborted and charged, when the client disconnects', async () => {
      server.enqueue({ chunks: ['一', '二', '三', '四', '五'], chunkDelayMs: 150 })
      const client = new AbortController()
      const request = new Request(`${ORIGIN}/api/chats/chat/default/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer('api-beta') },
        body: JSON.stringify({ content: '数えて' }),
        signal: client.signal,
      })
      const tenantId = signedIn['api-beta']?.tenantId ?? ''
      const before = await getBalance(database.handle().db, tenantId)
      const response = await handlePostMessage(request, { kind: 'chat', keyword: 'default' }, dependencies)
      const reader = response.body?.getReader()
      let received = ''
      while (!received.includes('event: delta')) {
        const chunk = await reader?.read()
        if (!chunk || chunk.done) break
        received += new TextDecoder().decode(chunk.value)
      }
      const threadId = /"threadId":"([^"]+)"/.exec(received)?.[1] ?? ''
      client.abort()
      const repository = threadsRepository(database.handle().db, tenantId)
      await expect
        .poll(async () => (await repository.messages(threadId))[1]?.status, { timeout: 5000 })
        .toBe('aborted')
      // The turn closes with its usage event after the reply's status: wait for the whole close,
      // or the next test would see this turn's event arrive as its own.
      await expect
        .poll(async () => (await repository.usageEvents()).some((event) => event.threadId === threadId), {
          timeout: 5000,
        })
        .toBe(true)
      const [, reply] = await repository.messages(threadId)
      expect(reply?.content.length).toBeGreaterThan(0)
      expect(reply?.content).not.toBe('一二三四五')
      const after = await getBalance(database.handle().db, tenantId)
      expect(after.reserved).toBe(0)
      expect(before.balance - after.balance).toBe(reply?.totalTokens)
      expect(reply?.totalTokens).toBeGreaterThan(0)
    })

    it('closes the turn when the client left before the stream opened', async () => {
      const client = new AbortController()
      const tenantId = signedIn['api-beta']?.tenantId ?? ''
      const before = await getBalance(database.handle().db, tenantId)
      const usage = () => threadsRepository(database.handle().db, tenantId).usageEvents()
      const earlier = new Set((await usage()).map((event) => event.id))
      const leaving: ChatApiDependencies = {
        ...dependencies,
        // The client goes away while the turn is being prepared.
        getDb: async () => {
          client.abort()
          return database.handle().db
        },
      }
      const request = new Request(`${ORIGIN}/api/chats/chat/default/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer('api-beta') },
        body: JSON.stringify({ content: 'すぐ閉じる' }),
        signal: client.signal,
      })
      const response = await handlePostMessage(request, { kind: 'chat', keyword: 'default' }, leaving)
      expect(response.status).toBe(499)
      expect(await getBalance(database.handle().db, tenantId)).toEqual(before)
      // The rows come back in no set order: the turn's event is the one that was not there before.
      const written = (await usage()).filter((event) => !earlier.has(event.id))
      expect(written).toEqual([expect.objectContaining({ totalTokens: 0, chargedTokens: 0 })])
    })

    it('accepts a session cookie from the same origin and refuses it cross-site', async () => {
      const cookie = signedIn['api-alpha']?.cookie ?? ''
      const sameSite = await handlePostMessage(
        post('/api/chats/chat/default/messages', { content: 'クッキーで' }, { cookie, origin: ORIGIN }),
        { kind: 'chat', keyword: 'default' },
        dependencies,
      )
      expect(sameSite.status).toBe(200)
      await sameSite.text()
      const crossSiteHeaders: Record<string, string>[] = [
        { cookie, origin: 'https://evil.example' },
        { cookie },
      ]
      for (const headers of crossSiteHeaders) {
        const crossSite = await handlePostMessage(
          post('/api/chats/chat/default/messages', { content: 'クッキーで' }, headers),
          { kind: 'chat', keyword: 'default' },
          dependencies,
        )
        expect(crossSite.status).toBe(403)
        expect((await crossSite.json()).error).toBe('cross_site_request')
      }
    })
  })
})
