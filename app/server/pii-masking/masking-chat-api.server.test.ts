/**
 * PII masking through the chat HTTP API (ADR 034): the `thread` event and the thread JSON carry
 * the masked spans, and a document attached to the question reaches the model masked too.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { type OpenAiTestServer, startOpenAiTestServer } from '../ai/testing/openai-test-server'
import { handleUploadAttachments } from '../chat/attachment-api.server'
import { handleGetThread, handlePostMessage } from '../chat/chat-api.server'
import { ORIGIN, post, readEvents, upload } from '../chat/testing/http-client'
import { addTenantMember, memberDependencies, type TestMember } from '../chat/testing/members'
import { drainKnowledgeJobs } from '../knowledge/ingest.server'
import { setApplicationMasking } from './masking-settings.server'

let server: OpenAiTestServer
beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

const MANUAL =
  '経費精算の締め日は毎月25日です。担当は経理部の佐藤（sato@example.co.jp、内線 03-5555-0101）です。'
const QUESTION = '経費精算の締め日はいつですか？ 私の連絡先は me@example.jp です。'

describeEachDatabase('PII masking in the chat API', (database) => {
  const members = new Map<string, TestMember>()
  const alice = () => members.get('alice') as TestMember
  const dependencies = () =>
    memberDependencies(database.handle, members, {
      env: { OPSAI_AI_BASE_URL: server.baseURL, OPSAI_AI_MODEL: 'test-model' },
      retryDelay: { delayMs: 0 },
      attachmentWaitMs: 0,
    })

  beforeAll(async () => {
    members.set('alice', await addTenantMember(database.handle(), 'mask-api', 1_000_000))
    await setApplicationMasking(
      database.handle().db,
      'hirameki_ai',
      { kinds: ['email', 'phone'], ngWords: [] },
      'test',
    )
  })

  it('streams the spans with the thread event, lists them in the thread JSON and masks the attached document', async () => {
    const staged = await handleUploadAttachments(
      upload('/api/attachments', [{ name: 'manual.txt', text: MANUAL }], alice().headers),
      {},
      dependencies(),
    )
    const attachmentId = ((await staged.json()) as { attachments: { id: string }[] }).attachments[0]?.id
    await drainKnowledgeJobs(database.handle().db)
    server.reset()
    server.enqueue({ text: '毎月25日です。' })

    const response = await handlePostMessage(
      post(
        '/api/chats/chat/default/messages',
        { content: QUESTION, attachments: [attachmentId] },
        alice().headers,
      ),
      { kind: 'chat', keyword: 'default' },
      dependencies(),
    )
    expect(response.status).toBe(200)
    const events = await readEvents(response)
    const thread = events.find((event) => event.event === 'thread')?.data ?? {}
    const start = QUESTION.indexOf('me@example.jp')
    const spans = [{ kind: 'email', start, end: start + 'me@example.jp'.length }]
    expect(thread).toMatchObject({ userContent: QUESTION, maskedSpans: spans })

    const sent = JSON.stringify(server.requests[0]?.body)
    expect(sent).toContain(
      '経費精算の締め日は毎月25日です。担当は経理部の佐藤（[EMAIL]、内線 [PHONE]）です。',
    )
    expect(sent).toContain('私の連絡先は [EMAIL] です。')
    for (const secret of ['sato@example.co.jp', '03-5555-0101', 'me@example.jp'])
      expect(sent).not.toContain(secret)

    const threadId = String(thread.threadId)
    const detail = await handleGetThread(
      new Request(`${ORIGIN}/api/threads/${threadId}`, { headers: alice().headers }),
      { id: threadId },
      dependencies(),
    )
    const body = (await detail.json()) as {
      messages: { role: string; content: string; maskedSpans: unknown }[]
    }
    expect(body.messages.map((message) => [message.role, message.content, message.maskedSpans])).toEqual([
      ['user', QUESTION, spans],
      ['assistant', '毎月25日です。', []],
    ])
  })
})
