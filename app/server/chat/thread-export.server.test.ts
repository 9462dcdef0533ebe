import { parse as parseContentDisposition } from 'content-disposition'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { handlePostMessage } from './chat-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { ORIGIN, post, readEvents } from './testing/http-client'
import { addColleague, addTenantMember, memberDependencies, type TestMember } from './testing/members'
import { handleDeleteThread } from './thread-api.server'
import { exportFileName, handleExportThread } from './thread-export.server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(() => server.close())

const exportRequest = (id: string, query: string, headers: Record<string, string>) =>
  new Request(`${ORIGIN}/api/threads/${id}/export?${query}`, { headers })

describe('exportFileName', () => {
  it('keeps a Japanese title, encoded per RFC 5987, with an ASCII fallback', () => {
    const file = exportFileName('請求書の発行について', '0123456789abcdef', 'markdown')
    expect(file.name).toBe('請求書の発行について.md')
    expect(file.header).toContain("filename*=UTF-8''%E8%AB%8B%E6%B1%82")
    const parsed = parseContentDisposition(file.header)
    expect(parsed.type).toBe('attachment')
    expect(parsed.parameters.filename).toBe('請求書の発行について.md')
    expect(file.header).toContain('filename=thread-01234567.md;')
  })

  it('takes out path separators, reserved and control characters, and caps the length', () => {
    expect(exportFileName('../a/b\\c:d*e?"f<g>|h\u0007', 'id', 'json').name).toBe('a b c d e f g h.json')
    expect(exportFileName('  ...  ', 'abcdef0123', 'json').name).toBe('thread-abcdef01.json')
    expect([...exportFileName('長'.repeat(300), 'id', 'markdown').name]).toHaveLength(83)
    expect(exportFileName('Plain title', 'id', 'markdown').header).toBe(
      'attachment; filename="Plain title.md"',
    )
  })
})

describe('thread export API', () => {
  describeEachDatabase('thread export API', (database) => {
    const members = new Map<string, TestMember>()
    let dependencies: ChatApiDependencies
    const member = (name: string) => members.get(name) as TestMember

    async function startThread(who: TestMember, content: string, kind = 'chat', keyword = 'default') {
      server.enqueue({
        chunks: ['| 列 | 値 |\n|---|---|\n| a | 1 |\n\n```ts\nconst x = 1\n```'],
        usage: { promptTokens: 3, completionTokens: 2 },
      })
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
      members.set('alice', await addTenantMember(handle, 'export-alpha', 100_000))
      members.set('bob', await addColleague(handle, member('alice').tenantId, 'bob'))
      members.set('eve', await addTenantMember(handle, 'export-beta', 100_000))
      dependencies = memberDependencies(database.handle, members, {
        env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' },
      })
    })

    it('exports Markdown named after the title, in the asked language, with Japan times', async () => {
      const id = await startThread(member('alice'), '請求書の発行について', 'customchat', 'mail')
      const response = await handleExportThread(
        exportRequest(id, 'format=markdown&lang=ja', member('alice').headers),
        { id },
        dependencies,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
      const disposition = parseContentDisposition(response.headers.get('content-disposition') ?? '')
      expect(disposition.type).toBe('attachment')
      expect(disposition.parameters.filename).toBe('請求書の発行について.md')
      const text = await response.text()
      expect(text.startsWith('# 請求書の発行について\n')).toBe(true)
      expect(text).toContain('- チャット: メール作成 (カスタムチャット)')
      expect(text).toContain('時刻はすべて日本時間です。')
      expect(text).toMatch(/## あなた · \d{4}-\d{2}-\d{2} \d{2}:\d{2} JST\n\n請求書の発行について\n/)
      expect(text).toContain('## AI · ')
      expect(text).toContain('| 列 | 値 |')
      expect(text).toContain('```ts\nconst x = 1\n```')
      expect(text).toContain('*使用トークン 5 · 5 クレジット*')

      const english = await handleExportThread(
        exportRequest(id, 'format=markdown&lang=en', member('alice').headers),
        { id },
        dependencies,
      )
      const englishText = await english.text()
      expect(englishText).toContain('- Chat: メール作成 (Custom chat)')
      expect(englishText).toContain('## You · ')
      expect(englishText).toContain('All times are Japan time.')
    })

    it('without lang, speaks the language the reader chose (the locale cookie)', async () => {
      const id = await startThread(member('alice'), '言語の選び方', 'customchat', 'mail')
      const headers = { ...member('alice').headers }
      headers.cookie = `${headers.cookie}; locale=en`
      const response = await handleExportThread(
        exportRequest(id, 'format=markdown', headers),
        { id },
        dependencies,
      )
      expect(await response.text()).toContain('All times are Japan time.')
    })

    it('exports JSON with the title, chat and each message’s role, content, time, status, sources and usage', async () => {
      const id = await startThread(member('alice'), 'JSON で書き出す')
      const response = await handleExportThread(
        exportRequest(id, 'format=json', member('alice').headers),
        { id },
        dependencies,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(
        parseContentDisposition(response.headers.get('content-disposition') ?? '').parameters.filename,
      ).toBe('JSON で書き出す.json')
      const body = await response.json()
      expect(body).toMatchObject({ id, title: 'JSON で書き出す', chat: { kind: 'chat', keyword: 'default' } })
      expect(body.messages).toHaveLength(2)
      expect(body.messages[0]).toMatchObject({
        role: 'user',
        content: 'JSON で書き出す',
        status: 'complete',
        sources: null,
        usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
      })
      expect(body.messages[1]).toMatchObject({
        role: 'assistant',
        status: 'complete',
        usage: { inputTokens: 3, outputTokens: 2, totalTokens: 5, credits: 5 },
      })
      expect(new Date(body.messages[1].time).toISOString()).toBe(body.messages[1].time)
    })

    it('names FAQ sources in both formats', async () => {
      const id = await startThread(member('alice'), 'パスワードの再設定方法を教えて', 'faqchat', 'support')
      const json = await (
        await handleExportThread(
          exportRequest(id, 'format=json', member('alice').headers),
          { id },
          dependencies,
        )
      ).json()
      const sources: { id: string; question: string }[] = json.messages[1].sources
      expect(sources.map((source) => source.question)).toContain('パスワードの再設定方法')
      const markdown = await (
        await handleExportThread(
          exportRequest(id, 'format=markdown&lang=ja', member('alice').headers),
          { id },
          dependencies,
        )
      ).text()
      expect(markdown).toContain('**参照した情報**\n\n- パスワードの再設定方法')
    })

    it('reads like GET /api/threads/{id}: a colleague may, another tenant and a deleted thread are 404', async () => {
      const id = await startThread(member('alice'), '共有されるスレッド')
      const colleague = await handleExportThread(
        exportRequest(id, 'format=json', member('bob').headers),
        { id },
        dependencies,
      )
      expect(colleague.status).toBe(200)
      for (const format of ['markdown', 'json']) {
        const stranger = await handleExportThread(
          exportRequest(id, `format=${format}`, member('eve').headers),
          { id },
          dependencies,
        )
        expect(stranger.status).toBe(404)
        const body = await stranger.json()
        expect(body.error).toBe('not_found')
        expect(body.messages.ja).toMatch(/見つかりません/)
        expect(body.messages.en).toMatch(/not found/)
      }
      expect(
        (await handleExportThread(exportRequest(id, 'format=json', {}), { id }, dependencies)).status,
      ).toBe(401)
      const deleted = await handleDeleteThread(
        new Request(`${ORIGIN}/api/threads/${id}`, { method: 'DELETE', headers: member('alice').headers }),
        { id },
        dependencies,
      )
      expect(deleted.status).toBe(204)
      const gone = await handleExportThread(
        exportRequest(id, 'format=markdown', member('alice').headers),
        { id },
        dependencies,
      )
      expect(gone.status).toBe(404)
    })

    it('refuses an unknown format or language with a message in Japanese and English', async () => {
      const id = await startThread(member('alice'), '形式の誤り')
      for (const query of ['format=pdf', 'format=', 'format=MARKDOWN', 'format=json&lang=fr']) {
        const response = await handleExportThread(
          exportRequest(id, query, member('alice').headers),
          { id },
          dependencies,
        )
        expect(response.status, query).toBe(400)
        const body = await response.json()
        expect(body.error).toBe('invalid_input')
        expect(body.messages.ja).toContain('markdown か json')
        expect(body.messages.en).toContain('markdown or json')
      }
      // No format at all: Markdown, the format a person opens.
      const plain = await handleExportThread(
        exportRequest(id, '', member('alice').headers),
        { id },
        dependencies,
      )
      expect(plain.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    })
  })
})
