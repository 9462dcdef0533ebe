/**
 * Knowledge isolation beyond the endpoint sweep: retrieval itself. Both tenants of the security
 * world have a base with the same wording (and their own marker) attached to the shared chat
 * `custom:mail`, plus chat attachments. A's member asking that chat gets A's passages, never
 * B's; every service reached with B's ids as A answers "not found".
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { prepareChatTurn } from '../chat/chat-turn.server'
import { collect } from '../chat/testing/chat-fixtures'
import { searchBase } from '../knowledge/api/knowledge-screens.server'
import { knowledgeScopes } from '../knowledge/chat-grounding.server'
import { deleteDocument, getDocument, listDocuments, reprocessDocument } from '../knowledge/documents.server'
import { deleteBase, type KnowledgeActor, setBaseChat } from '../knowledge/knowledge-bases.server'
import { searchChunks } from '../knowledge/retrieval.server'
import { buildSecurityWorld, releaseProcessDatabase, type SecurityWorld } from './testing/two-tenant-world'

afterAll(releaseProcessDatabase)

describeEachDatabase('knowledge isolation', (database) => {
  let world: SecurityWorld
  beforeAll(async () => {
    world = await buildSecurityWorld(database.handle())
  })
  afterAll(async () => {
    await world?.close()
  })
  const db = () => world.handle.db

  it("A's chat answers from A's documents and never shows B's", async () => {
    const turn = await prepareChatTurn(db(), {
      tenantId: world.a.tenantId,
      userId: world.a.users.member.id,
      kind: 'customchat',
      keyword: 'mail',
      content: '有給休暇の申請はどのフォームから行いますか？',
    })
    const reply = (await collect(turn.run()))
      .map((event) => (event.type === 'delta' ? event.text : ''))
      .join('')
    expect(turn.sources?.some((source) => source.documentId === world.a.knowledge.documentId)).toBe(true)
    const shown = JSON.stringify(turn.sources) + reply
    expect(shown).toContain(world.a.marker)
    for (const secret of world.b.secrets) expect(shown).not.toContain(secret)
    for (const id of world.b.ids) expect(shown).not.toContain(id)
  })

  it("A's thread never picks up B's attachments, even named by B's thread id", async () => {
    const scopes = await knowledgeScopes(db(), {
      tenantId: world.a.tenantId,
      chatId: 'test-custom',
      threadId: world.b.threadIds[0],
    })
    expect(scopes).not.toContain(world.b.knowledge.baseId)
    expect(scopes.join()).not.toContain(world.b.knowledge.attachmentId)
    const { hits } = await searchChunks(db(), scopes, `専用フォーム ${world.b.marker}`)
    for (const hit of hits) expect(hit.text).not.toContain(world.b.marker)
  })

  it("every knowledge service answers A's owner about B's base and documents with not found", async () => {
    const owner: KnowledgeActor = {
      kind: 'member',
      tenantId: world.a.tenantId,
      userId: world.a.users.owner.id,
    }
    const { baseId, documentId } = world.b.knowledge
    const attempts: [string, () => Promise<unknown>][] = [
      ['list', () => listDocuments(db(), owner, baseId)],
      ['get', () => getDocument(db(), owner, baseId, documentId)],
      ['get through own base', () => getDocument(db(), owner, world.a.knowledge.baseId, documentId)],
      ['reprocess', () => reprocessDocument(db(), owner, baseId, documentId)],
      ['delete document', () => deleteDocument(db(), owner, baseId, documentId)],
      ['search', () => searchBase(db(), owner, baseId, '規程')],
      ['attach', () => setBaseChat(db(), owner, baseId, 'custom:mail', false)],
      ['delete base', () => deleteBase(db(), owner, baseId)],
    ]
    for (const [label, attempt] of attempts) {
      await expect(attempt(), label).rejects.toMatchObject({ status: 404 })
    }
    expect(await world.fingerprintOf(world.b.tenantId)).toBe(world.bFingerprint)
  })
})
