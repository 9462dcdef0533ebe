import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { getBalance } from '../ledger/ledger.server'
import { handleGetThread, handlePostMessage } from './chat-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { MAX_OUTPUT_TOKENS } from './chat-turn.server'
import { expectBilingualError, ORIGIN, post, readEvents } from './testing/http-client'
import { addColleague, addTenantMember, memberDependencies, type TestMember } from './testing/members'
import {
  handleDeleteThread,
  handleGetBalance,
  handleListThreads,
  handleRenameThread,
} from './thread-api.server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(() => server.close())

function get(path: string, headers: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, { headers })
}

function send(method: 'PATCH' | 'DELETE', path: string, headers: Record<string, string>, body?: unknown) {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('thread API', () => {
  describeEachDatabase('thread API', (database) => {
    const members = new Map<string, TestMember>()
    let dependencies: ChatApiDependencies
    const member = (name: string) => members.get(name) as TestMember

    async function startThread(who: TestMember, content: string, kind = 'chat', keyword = 'default') {
      server.enqueue({ chunks: [`${content}への答え`], usage: { promptTokens: 3, completionTokens: 2 } })
      const response = await handlePostMessage(
        post(`/api/chats/${kind}/${keyword}/messages`, { content }, who.headers),
        { kind, keyword },
        dependencies,
      )
      const events = await readEvents(response)
      return String(events[0]?.data.threadId)
    }

    beforeAll(async () => {
      const handle = database.handle()
      members.set('alice', await addTenantMember(handle, 'threads-alpha', 100_000))
      members.set('bob', await addColleague(handle, member('alice').tenantId, 'bob'))
      members.set('eve', await addTenantMember(handle, 'threads-beta', 100_000))
      members.set('poor', await addTenantMember(handle, 'threads-poor', 100))
      dependencies = memberDependencies(database.handle, members, {
        env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' },
      })
    })

    it("lists the caller's threads of one chat, newest first, searching titles and contents", async () => {
      const first = await startThread(member('alice'), '請求書の発行について')
      const second = await startThread(member('alice'), '議事録をまとめて')
      const other = await startThread(member('alice'), 'メールを書いて', 'customchat', 'mail')
      await startThread(member('bob'), '請求書の件です')

      const list = await handleListThreads(
        get('/api/threads?kind=chat&keyword=default', member('alice').headers),
        dependencies,
      )
      expect(list.status).toBe(200)
      const ids = (await list.json()).threads.map((thread: { id: string }) => thread.id)
      expect(ids).toEqual([second, first])

      const byTitle = await handleListThreads(
        get(
          `/api/threads?kind=chat&keyword=default&q=${encodeURIComponent('請求書')}`,
          member('alice').headers,
        ),
        dependencies,
      )
      expect((await byTitle.json()).threads.map((thread: { id: string }) => thread.id)).toEqual([first])

      // "への答え" is only in the replies: the search reaches message contents.
      const byContent = await handleListThreads(
        get(`/api/threads?q=${encodeURIComponent('まとめてへの答え')}`, member('alice').headers),
        dependencies,
      )
      expect((await byContent.json()).threads.map((thread: { id: string }) => thread.id)).toEqual([second])

      const all = await handleListThreads(get('/api/threads', member('alice').headers), dependencies)
      expect((await all.json()).threads.map((thread: { id: string }) => thread.id)).toEqual([
        other,
        second,
        first,
      ])

      const foreign = await handleListThreads(get('/api/threads', member('eve').headers), dependencies)
      expect((await foreign.json()).threads).toEqual([])
    })

    it('refuses bad list queries (400) and chats that are not enabled (404)', async () => {
      for (const query of ['kind=nochat', 'keyword=default', `q=${'x'.repeat(8001)}`, 'limit=0']) {
        await expectBilingualError(
          await handleListThreads(get(`/api/threads?${query}`, member('alice').headers), dependencies),
          400,
          'invalid_input',
        )
      }
      await expectBilingualError(
        await handleListThreads(
          get('/api/threads?kind=customchat&keyword=not-enabled', member('alice').headers),
          dependencies,
        ),
        404,
        'not_found',
      )
      const anonymous = await handleListThreads(get('/api/threads', {}), dependencies)
      expect(anonymous.status).toBe(401)
    })

    it('renames and deletes for the owner only; other tenants and members get 404', async () => {
      const id = await startThread(member('alice'), '名前を変えるスレッド')
      const renamed = await handleRenameThread(
        send('PATCH', `/api/threads/${id}`, member('alice').headers, { title: '  新しい名前 ' }),
        { id },
        dependencies,
      )
      expect(renamed.status).toBe(200)
      expect((await renamed.json()).thread).toMatchObject({ id, title: '新しい名前' })

      for (const who of ['eve', 'bob']) {
        await expectBilingualError(
          await handleRenameThread(
            send('PATCH', `/api/threads/${id}`, member(who).headers, { title: '乗っ取り' }),
            { id },
            dependencies,
          ),
          404,
          'not_found',
        )
        await expectBilingualError(
          await handleDeleteThread(
            send('DELETE', `/api/threads/${id}`, member(who).headers),
            { id },
            dependencies,
          ),
          404,
          'not_found',
        )
      }
      // A colleague may read the thread (shared within the tenant); another tenant may not.
      const colleague = await handleGetThread(
        get(`/api/threads/${id}`, member('bob').headers),
        { id },
        dependencies,
      )
      expect(colleague.status).toBe(200)
      const stranger = await handleGetThread(
        get(`/api/threads/${id}`, member('eve').headers),
        { id },
        dependencies,
      )
      expect(stranger.status).toBe(404)

      for (const body of ['{"title":""}', '{"title":5}', '[]', `{"title":"${'長'.repeat(201)}"}`]) {
        await expectBilingualError(
          await handleRenameThread(
            send('PATCH', `/api/threads/${id}`, member('alice').headers, body),
            { id },
            dependencies,
          ),
          400,
          'invalid_input',
        )
      }
      await expectBilingualError(
        await handleRenameThread(
          send('PATCH', `/api/threads/${id}`, member('alice').headers, '{title'),
          { id },
          dependencies,
        ),
        400,
        'invalid_json',
      )
      // A cookie-borne change from another site is refused before anything else.
      const crossSite = await handleDeleteThread(
        send('DELETE', `/api/threads/${id}`, { cookie: 'x=1', origin: 'https://evil.example' }),
        { id },
        dependencies,
      )
      expect(crossSite.status).toBe(403)

      const deleted = await handleDeleteThread(
        send('DELETE', `/api/threads/${id}`, member('alice').headers),
        { id },
        dependencies,
      )
      expect(deleted.status).toBe(204)
      const gone = await handleGetThread(
        get(`/api/threads/${id}`, member('alice').headers),
        { id },
        dependencies,
      )
      expect(gone.status).toBe(404)
      const list = await handleListThreads(get('/api/threads', member('alice').headers), dependencies)
      expect((await list.json()).threads.map((thread: { id: string }) => thread.id)).not.toContain(id)
    })

    it("reports the tenant's balance and whether a message can be sent", async () => {
      const rich = await handleGetBalance(get('/api/balance', member('alice').headers), dependencies)
      expect(rich.status).toBe(200)
      const richBody = await rich.json()
      const stored = await getBalance(database.handle().db, member('alice').tenantId)
      // No chat named: the built-in price, one credit a token.
      expect(richBody).toEqual({
        ...stored,
        minimumToSend: MAX_OUTPUT_TOKENS,
        free: false,
        allowance: null,
        canSend: true,
      })

      const poor = await handleGetBalance(get('/api/balance', member('poor').headers), dependencies)
      expect(await poor.json()).toMatchObject({ balance: 100, available: 100, canSend: false })
      expect((await handleGetBalance(get('/api/balance', {}), dependencies)).status).toBe(401)
      // A chat named by half, or not at all of this tenant: refused, never a 500.
      const half = await handleGetBalance(
        get('/api/balance?kind=chat', member('alice').headers),
        dependencies,
      )
      await expectBilingualError(half, 400, 'invalid_input')
      const unknown = await handleGetBalance(
        get('/api/balance?kind=customchat&keyword=nope', member('alice').headers),
        dependencies,
      )
      expect(unknown.status).toBe(404)
    })
  })
})
