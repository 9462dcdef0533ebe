import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { knowledgeChunks, knowledgeDocuments, messages, threads } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { drainKnowledgeJobs } from '../knowledge/ingest.server'
import { attachmentScope } from '../knowledge/knowledge-index.server'
import { getBalance } from '../ledger/ledger.server'
import { handleUploadAttachments } from './attachment-api.server'
import { handleGetThread, handlePostMessage } from './chat-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { expectBilingualError, ORIGIN, post, readEvents, upload } from './testing/http-client'
import { addColleague, addTenantMember, memberDependencies, type TestMember } from './testing/members'
import { handleDeleteThread } from './thread-api.server'

const MANUAL = [
  '社内システムの使い方',
  '',
  '経費精算の締め日は毎月25日です。領収書は紫色の封筒に入れて経理部の山田さんに渡してください。',
].join('\n')
const QUESTION = '経費精算の締め日はいつですか？領収書はどの封筒に入れますか？'

describe('chat turns with attachments', () => {
  describeEachDatabase('chat turns with attachments', (database) => {
    const members = new Map<string, TestMember>()
    let dependencies: ChatApiDependencies
    const member = (name: string) => members.get(name) as TestMember
    const db = () => database.handle().db

    async function stage(who: TestMember, name: string, text: string) {
      const response = await handleUploadAttachments(
        upload('/api/attachments', [{ name, text }], who.headers),
        {},
        dependencies,
      )
      expect(response.status).toBe(202)
      const body = (await response.json()) as { attachments: { id: string }[] }
      return body.attachments[0]?.id ?? ''
    }

    function ask(who: TestMember, body: Record<string, unknown>, kind = 'chat', keyword = 'default') {
      return handlePostMessage(
        post(`/api/chats/${kind}/${keyword}/messages`, body, who.headers),
        { kind, keyword },
        dependencies,
      )
    }

    async function askAndRead(who: TestMember, body: Record<string, unknown>) {
      const response = await ask(who, body)
      expect(response.status).toBe(200)
      const events = await readEvents(response)
      const thread = events.find((event) => event.event === 'thread')?.data ?? {}
      const sources = (events.find((event) => event.event === 'sources')?.data.sources ?? []) as {
        type: string
        title: string
        documentId?: string
      }[]
      const text = events
        .filter((event) => event.event === 'delta')
        .map((event) => String(event.data.text))
        .join('')
      return { threadId: String(thread.threadId), userMessageId: String(thread.userMessageId), sources, text }
    }

    async function thread(who: TestMember, id: string) {
      const response = await handleGetThread(
        new Request(`${ORIGIN}/api/threads/${id}`, { headers: who.headers }),
        { id },
        dependencies,
      )
      expect(response.status).toBe(200)
      return (await response.json()) as {
        messages: { id: string; role: string; attachments: { id: string; name: string; status: string }[] }[]
      }
    }

    async function documentRow(id: string) {
      const [row] = await db().select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, id))
      return row
    }

    beforeAll(async () => {
      const handle = database.handle()
      members.set('alice', await addTenantMember(handle, 'turn-attach-alpha', 1_000_000))
      members.set('bob', await addColleague(handle, member('alice').tenantId, 'bob'))
      members.set('eve', await addTenantMember(handle, 'turn-attach-beta', 1_000_000))
      // The offline provider quotes the best passage: what grounded the reply shows in its text.
      dependencies = memberDependencies(database.handle, members, {
        env: {},
        offlineChunkDelayMs: 0,
        attachmentWaitMs: 0,
      })
    })

    it("links the attachments to the thread and the question, and grounds that turn's reply in them", async () => {
      const id = await stage(member('alice'), 'manual.txt', MANUAL)
      await drainKnowledgeJobs(db())
      const turn = await askAndRead(member('alice'), { content: QUESTION, attachments: [id] })
      expect(turn.sources).toEqual([
        expect.objectContaining({ type: 'document', title: 'manual.txt', documentId: id }),
      ])
      expect(turn.text).toContain('紫色の封筒')
      expect(turn.text).toContain('manual.txt')
      expect(await documentRow(id)).toMatchObject({ threadId: turn.threadId, messageId: turn.userMessageId })

      const detail = await thread(member('alice'), turn.threadId)
      const [question, reply] = detail.messages
      expect(question?.attachments).toEqual([{ id, name: 'manual.txt', status: 'ready' }])
      expect(reply?.attachments).toEqual([])

      // A later question on the same thread is grounded by the file too (found by thread id).
      const later = await askAndRead(member('alice'), {
        threadId: turn.threadId,
        content: '領収書はどの封筒ですか',
      })
      expect(later.sources.map((source) => source.title)).toEqual(['manual.txt'])
      expect(later.text).toContain('紫色の封筒')
    })

    it('grounds only its own thread: another thread of the same user knows nothing of the file', async () => {
      const id = await stage(member('alice'), 'secret-plan.txt', '新製品のコードネームは「青い鯨」です。')
      await drainKnowledgeJobs(db())
      await askAndRead(member('alice'), { content: '新製品のコードネームは？', attachments: [id] })
      const other = await askAndRead(member('alice'), { content: '新製品のコードネームは？' })
      expect(other.sources).toEqual([])
      expect(other.text).not.toContain('青い鯨')
    })

    it("refuses ids that are not the caller's staged attachments (400, both languages), storing nothing", async () => {
      const bobs = await stage(member('bob'), 'bob.txt', 'ボブのファイル')
      const eves = await stage(member('eve'), 'eve.txt', 'イブのファイル')
      const alices = await stage(member('alice'), 'alice.txt', 'アリスのファイル')
      await drainKnowledgeJobs(db())
      const sent = await askAndRead(member('alice'), { content: '送ります', attachments: [alices] })
      const before = {
        threads: (await db().select().from(threads)).length,
        messages: (await db().select().from(messages)).length,
        balance: (await getBalance(db(), member('alice').tenantId)).available,
      }
      for (const attachments of [['no-such-id'], [bobs], [eves], [alices], [alices, 'no-such-id']]) {
        for (const body of [
          { content: 'このファイルについて', attachments },
          { threadId: sent.threadId, content: 'このファイルについて', attachments },
        ]) {
          const response = await ask(member('alice'), body)
          await expectBilingualError(response, 400, 'invalid_input')
        }
      }
      const after = {
        threads: (await db().select().from(threads)).length,
        messages: (await db().select().from(messages)).length,
        balance: (await getBalance(db(), member('alice').tenantId)).available,
      }
      expect(after).toEqual(before)
      expect(await documentRow(bobs)).toMatchObject({ threadId: null, messageId: null })
      expect(await documentRow(eves)).toMatchObject({ threadId: null, messageId: null })
    })

    it('refuses a malformed attachments field, too many ids, and attachments on a regenerate', async () => {
      const eleven = Array.from({ length: 11 }, (_, index) => `id-${index}`)
      for (const [attachments, says] of [
        ['one-id', 'attachments must be a list of attachment ids'],
        [[1, 2], 'attachments must be a list of attachment ids'],
        [eleven, 'A message can carry at most 10 attachments'],
      ] as const) {
        const response = await ask(member('alice'), { content: 'こんにちは', attachments })
        expect(response.status).toBe(400)
        expect((await response.json()).messages.en).toContain(says)
      }
      const sent = await askAndRead(member('alice'), { content: 'こんにちは' })
      const regenerate = await ask(member('alice'), {
        threadId: sent.threadId,
        action: 'regenerate',
        attachments: ['x'],
      })
      expect(regenerate.status).toBe(400)
    })

    it('refuses (409) a turn whose attachments are still being read, storing nothing', async () => {
      const id = await stage(member('bob'), 'pending.txt', 'まだ読み込み中のファイル')
      const before = (await db().select().from(messages)).length
      const response = await ask(member('bob'), { content: 'このファイルは？', attachments: [id] })
      expect(response.status).toBe(409)
      expect((await db().select().from(messages)).length).toBe(before)
      expect(await documentRow(id)).toMatchObject({ threadId: null, status: 'queued' })
      await drainKnowledgeJobs(db())
    })

    it('keeps the files of an edited question on its replacement', async () => {
      const id = await stage(member('alice'), 'edit.txt', '編集のテスト用ファイルです。')
      await drainKnowledgeJobs(db())
      const sent = await askAndRead(member('alice'), { content: '最初の質問', attachments: [id] })
      const edited = await askAndRead(member('alice'), {
        threadId: sent.threadId,
        action: 'edit',
        content: '直した質問',
      })
      expect(edited.userMessageId).not.toBe(sent.userMessageId)
      expect(await documentRow(id)).toMatchObject({
        threadId: sent.threadId,
        messageId: edited.userMessageId,
      })
    })

    it("deletes the thread's attachments with the thread: rows, bytes, chunks and scope statistics", async () => {
      const id = await stage(member('alice'), 'to-delete.txt', '削除されるファイルの本文です。')
      await drainKnowledgeJobs(db())
      const sent = await askAndRead(member('alice'), { content: '削除のテスト', attachments: [id] })
      expect(
        (await db().select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, id))).length,
      ).toBe(1)
      const statistics = async () =>
        rowsOf<{ n: number }>(
          await db().execute(sql`
            select (select count(*) from knowledge_scope_stats where scope = ${attachmentScope(id)})
                 + (select count(*) from knowledge_term_stats where scope = ${attachmentScope(id)}) as n`),
        )[0]?.n
      expect(Number(await statistics())).toBeGreaterThan(0)

      const deleteThread = (who: TestMember) =>
        handleDeleteThread(
          new Request(`${ORIGIN}/api/threads/${sent.threadId}`, { method: 'DELETE', headers: who.headers }),
          { id: sent.threadId },
          dependencies,
        )
      // Another member cannot delete it (404), and the file stays.
      expect((await deleteThread(member('bob'))).status).toBe(404)
      expect(await documentRow(id)).toBeDefined()
      expect((await deleteThread(member('alice'))).status).toBe(204)
      expect(await documentRow(id)).toBeUndefined()
      expect(
        await db()
          .select()
          .from(knowledgeChunks)
          .where(inArray(knowledgeChunks.documentId, [id])),
      ).toEqual([])
      expect(Number(await statistics())).toBe(0)
    })
  })
})
