import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { knowledgeDocumentFiles, knowledgeDocuments } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { removeStaleAttachments, STAGED_ATTACHMENT_LIFETIME_MS } from '../knowledge/attachments.server'
import { drainKnowledgeJobs } from '../knowledge/ingest.server'
import { handleDeleteAttachment, handleGetAttachment, handleUploadAttachments } from './attachment-api.server'
import type { ChatApiDependencies } from './chat-http.server'
import { expectBilingualError, ORIGIN, upload } from './testing/http-client'
import { addColleague, addTenantMember, memberDependencies, type TestMember } from './testing/members'

describe('attachments API', () => {
  describeEachDatabase('attachments API', (database) => {
    const members = new Map<string, TestMember>()
    let dependencies: ChatApiDependencies
    const member = (name: string) => members.get(name) as TestMember
    const db = () => database.handle().db

    async function stage(who: TestMember, files: { name: string; text: string }[]) {
      const response = await handleUploadAttachments(
        upload('/api/attachments', files, who.headers),
        {},
        dependencies,
      )
      expect(response.status).toBe(202)
      return ((await response.json()) as { attachments: { id: string; name: string; status: string }[] })
        .attachments
    }
    const get = (who: TestMember, id: string) =>
      handleGetAttachment(
        new Request(`${ORIGIN}/api/attachments/${id}`, { headers: who.headers }),
        { id },
        dependencies,
      )
    const remove = (who: TestMember, id: string) =>
      handleDeleteAttachment(
        new Request(`${ORIGIN}/api/attachments/${id}`, { method: 'DELETE', headers: who.headers }),
        { id },
        dependencies,
      )

    beforeAll(async () => {
      const handle = database.handle()
      members.set('alice', await addTenantMember(handle, 'attach-alpha', 100_000))
      members.set('bob', await addColleague(handle, member('alice').tenantId, 'bob'))
      members.set('eve', await addTenantMember(handle, 'attach-beta', 100_000))
      dependencies = memberDependencies(database.handle, members)
    })

    it('stages uploaded files for the caller (202), and reports their progress to the uploader only', async () => {
      const [notes, refused] = await stage(member('alice'), [
        { name: 'notes.txt', text: '会議は毎週火曜日の10時からです。' },
        { name: 'empty.txt', text: '' },
      ])
      expect(notes).toMatchObject({ name: 'notes.txt', status: 'queued' })
      expect(refused).toMatchObject({ name: 'empty.txt', status: 'failed' })
      const [row] = await db()
        .select()
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.id, notes?.id ?? ''))
      expect(row).toMatchObject({
        tenantId: member('alice').tenantId,
        uploadedBy: member('alice').userId,
        knowledgeBaseId: null,
        threadId: null,
        messageId: null,
      })

      await drainKnowledgeJobs(db())
      const own = await get(member('alice'), notes?.id ?? '')
      expect(own.status).toBe(200)
      expect(await own.json()).toEqual({
        id: notes?.id,
        name: 'notes.txt',
        status: 'ready',
        pages: null,
        chunks: 1,
      })
      const failed = await (await get(member('alice'), refused?.id ?? '')).json()
      expect(failed).toMatchObject({ status: 'failed', error: { code: 'empty' } })
      expect(failed.error.messages.ja).toBe('ファイルが空です')
      expect(failed.error.messages.en).toBe('The file is empty')

      await expectBilingualError(await get(member('bob'), notes?.id ?? ''), 404, 'not_found')
      await expectBilingualError(await get(member('eve'), notes?.id ?? ''), 404, 'not_found')
    })

    it('removes a staged attachment for its uploader only, bytes and all', async () => {
      const [staged] = await stage(member('alice'), [{ name: 'draft.txt', text: '下書き' }])
      const id = staged?.id ?? ''
      await expectBilingualError(await remove(member('bob'), id), 404, 'not_found')
      await expectBilingualError(await remove(member('eve'), id), 404, 'not_found')
      expect((await remove(member('alice'), id)).status).toBe(204)
      expect(await db().select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, id))).toEqual([])
      expect(
        await db().select().from(knowledgeDocumentFiles).where(eq(knowledgeDocumentFiles.documentId, id)),
      ).toEqual([])
      await expectBilingualError(await get(member('alice'), id), 404, 'not_found')
    })

    it('refuses to remove an attachment already sent with a message (409)', async () => {
      const [sent] = await stage(member('alice'), [{ name: 'sent.txt', text: '送信済み' }])
      await db()
        .update(knowledgeDocuments)
        .set({ threadId: 'some-thread', messageId: 'some-message' })
        .where(eq(knowledgeDocuments.id, sent?.id ?? ''))
      await expectBilingualError(await remove(member('alice'), sent?.id ?? ''), 409, 'conflict')
      expect(
        await db()
          .select()
          .from(knowledgeDocuments)
          .where(eq(knowledgeDocuments.id, sent?.id ?? '')),
      ).toHaveLength(1)
    })

    it("removes the uploader's staged attachments older than a day when they upload again", async () => {
      const [old] = await stage(member('bob'), [{ name: 'old.txt', text: '古いファイル' }])
      const [fresh] = await stage(member('bob'), [{ name: 'fresh.txt', text: '新しいファイル' }])
      const [others] = await stage(member('alice'), [{ name: 'alice-old.txt', text: 'アリスの古いファイル' }])
      const longAgo = new Date(Date.now() - STAGED_ATTACHMENT_LIFETIME_MS - 60_000)
      for (const id of [old?.id, others?.id]) {
        await db()
          .update(knowledgeDocuments)
          .set({ createdAt: longAgo })
          .where(eq(knowledgeDocuments.id, id ?? ''))
      }
      await stage(member('bob'), [{ name: 'next.txt', text: '次のファイル' }])
      const left = async (id: string | undefined) =>
        (
          await db()
            .select()
            .from(knowledgeDocuments)
            .where(eq(knowledgeDocuments.id, id ?? ''))
        ).length
      expect(await left(old?.id)).toBe(0)
      expect(await left(fresh?.id)).toBe(1)
      // Another member's stale file waits for their own upload (or the server's sweep).
      expect(await left(others?.id)).toBe(1)

      // The server's sweep removes every stale staged file, never one already sent.
      const sentLongAgo = (await stage(member('eve'), [{ name: 'sent.txt', text: '送信済み' }]))[0]?.id
      await db()
        .update(knowledgeDocuments)
        .set({ createdAt: longAgo, threadId: 'a-thread', messageId: 'a-message' })
        .where(eq(knowledgeDocuments.id, sentLongAgo ?? ''))
      expect(await removeStaleAttachments(db())).toBe(1)
      expect(await left(others?.id)).toBe(0)
      expect(await left(sentLongAgo)).toBe(1)
    })

    it('refuses what is not a multipart upload of files, in both languages', async () => {
      const who = member('alice')
      const json = new Request(`${ORIGIN}/api/attachments`, {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: '{}',
      })
      await expectBilingualError(
        await handleUploadAttachments(json, {}, dependencies),
        415,
        'unsupported_media_type',
      )
      const noFile = new FormData()
      noFile.append('note', 'no file here')
      const empty = new Request(`${ORIGIN}/api/attachments`, {
        method: 'POST',
        headers: who.headers,
        body: noFile,
      })
      await expectBilingualError(await handleUploadAttachments(empty, {}, dependencies), 400, 'invalid_input')
      const huge = new Request(`${ORIGIN}/api/attachments`, {
        method: 'POST',
        headers: {
          ...who.headers,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(2 ** 40),
        },
        body: '--x--',
      })
      await expectBilingualError(
        await handleUploadAttachments(huge, {}, dependencies),
        413,
        'payload_too_large',
      )
      const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `f${index}.txt`, text: 'x' }))
      await expectBilingualError(
        await handleUploadAttachments(upload('/api/attachments', eleven, who.headers), {}, dependencies),
        400,
        'invalid_input',
      )
      const anonymous = upload('/api/attachments', [{ name: 'a.txt', text: 'a' }], {})
      expect((await handleUploadAttachments(anonymous, {}, dependencies)).status).toBe(401)
    })
  })
})
