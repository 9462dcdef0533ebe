import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '#db/client'
import {
  CATALOGUE_TENANT_ID,
  knowledgeBaseChats,
  knowledgeBases,
  knowledgeDocuments,
  threads,
} from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { type KnowledgeWorld, makeKnowledgeWorld } from './api/testing/knowledge-world'
import { type DocumentReader, readDocumentForViewer } from './document-viewer.server'
import { indexChunks } from './knowledge-index.server'
import { knowledgeTenantKey } from './knowledge-tenant.server'

/** A ready document in a new base of `tenantId` (null: the catalogue) with the given passages. */
async function documentIn(
  db: Db,
  tenantId: string | null,
  passages: { page: number | null; location?: Record<string, unknown>; text: string }[],
) {
  const baseId = randomUUID()
  const documentId = randomUUID()
  const tenantKey = knowledgeTenantKey(tenantId)
  await db
    .insert(knowledgeBases)
    .values({ id: baseId, tenantId: tenantKey, name: `base ${baseId.slice(0, 4)}` })
  await db.insert(knowledgeDocuments).values({
    id: documentId,
    knowledgeBaseId: baseId,
    tenantId: tenantKey,
    name: 'manual.pdf',
    format: 'pdf',
    sizeBytes: 10,
    sha256: 'x',
    status: 'ready',
    pages: 2,
    chunks: passages.length,
  })
  await db.transaction((tx) =>
    indexChunks(tx, {
      documentId,
      tenantId,
      scope: baseId,
      chunks: passages.map((passage, position) => ({
        position,
        page: passage.page,
        location: passage.location ?? {},
        text: passage.text,
      })),
    }),
  )
  return { baseId, documentId }
}

describeEachDatabase('the document viewer’s access rules', (database) => {
  let world: KnowledgeWorld
  const actor = (user: KnowledgeWorld['owner']): DocumentReader =>
    user.systemAdmin
      ? { kind: 'systemAdmin', userId: user.userId }
      : { kind: 'member', tenantId: user.tenantId ?? '', userId: user.userId }
  const read = (user: KnowledgeWorld['owner'], documentId: string) =>
    readDocumentForViewer(database.handle().db, actor(user), documentId)

  beforeAll(async () => {
    world = await makeKnowledgeWorld(database.handle().db, 'viewer')
  })

  it("gives any member of the tenant its document's passages in order, with where each came from", async () => {
    const { documentId } = await documentIn(database.handle().db, world.owner.tenantId, [
      { page: 1, text: '第1章 総則' },
      { page: 2, location: { headings: ['休暇', '有給'] }, text: '有給休暇は10日付与される。' },
      { page: 2, location: { rows: 'not rows' }, text: '申請は3日前まで。' },
    ])
    const viewed = await read(world.member, documentId)
    expect(viewed.document).toMatchObject({ id: documentId, name: 'manual.pdf', status: 'ready', pages: 2 })
    expect(viewed.document.baseName).toMatch(/^base /)
    expect(viewed.chunks.map((chunk) => [chunk.position, chunk.page, chunk.text])).toEqual([
      [0, 1, '第1章 総則'],
      [1, 2, '有給休暇は10日付与される。'],
      [2, 2, '申請は3日前まで。'],
    ])
    expect(viewed.chunks[1]?.location).toEqual({ headings: ['休暇', '有給'] })
    // A location part that does not read is left out, not passed on.
    expect(viewed.chunks[2]?.location).toEqual({})
    expect(viewed.chunks.every((chunk) => Number.isInteger(chunk.id))).toBe(true)
  })

  it("answers another tenant's document, and the system administrator, as not found", async () => {
    const { documentId } = await documentIn(database.handle().db, world.owner.tenantId, [
      { page: null, text: 'secret' },
    ])
    await expect(read(world.otherOwner, documentId)).rejects.toMatchObject({ status: 404 })
    await expect(read(world.admin, documentId)).rejects.toMatchObject({ status: 404 })
    await expect(read(world.owner, 'no-such-document')).rejects.toMatchObject({ status: 404 })
  })

  it('shows a catalogue document only where its base answers a chat the tenant has enabled', async () => {
    const db = database.handle().db
    const attached = await documentIn(db, null, [{ page: 1, text: 'catalogue manual' }])
    const unattached = await documentIn(db, null, [{ page: 1, text: 'draft manual' }])
    const notEnabled = await documentIn(db, null, [{ page: 1, text: 'other product' }])
    await db.insert(knowledgeBaseChats).values([
      { tenantId: CATALOGUE_TENANT_ID, knowledgeBaseId: attached.baseId, chatId: 'test-faq' },
      // test-disabled is kept off for the test tenants (chat-fixtures.ts).
      { tenantId: CATALOGUE_TENANT_ID, knowledgeBaseId: notEnabled.baseId, chatId: 'test-disabled' },
    ])
    expect((await read(world.member, attached.documentId)).chunks).toHaveLength(1)
    await expect(read(world.member, unattached.documentId)).rejects.toMatchObject({ status: 404 })
    await expect(read(world.member, notEnabled.documentId)).rejects.toMatchObject({ status: 404 })
    // The system administrator reads every catalogue document.
    for (const { documentId } of [attached, unattached, notEnabled]) {
      expect((await read(world.admin, documentId)).document.id).toBe(documentId)
    }
  })

  it("shows a thread's attachments to the tenant, a staged one only to its uploader", async () => {
    const db = database.handle().db
    const tenantId = world.owner.tenantId ?? ''
    const thread = async (deleted: boolean) => {
      const id = randomUUID()
      await db.insert(threads).values({
        tenantId,
        id,
        userId: world.owner.userId,
        chatKind: 'chat',
        keyword: 'default',
        title: 'attachments',
        deletedAt: deleted ? new Date() : null,
      })
      return id
    }
    const attachment = async (threadId: string | null) => {
      const id = randomUUID()
      await db.insert(knowledgeDocuments).values({
        id,
        tenantId,
        threadId,
        name: 'memo.txt',
        format: 'txt',
        sizeBytes: 4,
        sha256: 'x',
        status: 'ready',
        uploadedBy: world.owner.userId,
      })
      return id
    }
    const sent = await attachment(await thread(false))
    const staged = await attachment(null)
    const inDeletedThread = await attachment(await thread(true))
    expect((await read(world.member, sent)).document.id).toBe(sent)
    expect((await read(world.owner, staged)).document.id).toBe(staged)
    await expect(read(world.member, staged)).rejects.toMatchObject({ status: 404 })
    await expect(read(world.member, inDeletedThread)).rejects.toMatchObject({ status: 404 })
    await expect(read(world.otherOwner, sent)).rejects.toMatchObject({ status: 404 })
  })
})
