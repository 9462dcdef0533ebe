import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { knowledgeDocuments } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { createBase, type KnowledgeActor } from '../knowledge-bases.server'
import { indexChunks } from '../knowledge-index.server'
import { knowledgeOverview, searchBase } from './knowledge-screens.server'
import { type KnowledgeWorld, makeKnowledgeWorld } from './testing/knowledge-world'

describeEachDatabase('the knowledge screens’ overview and retrieval test', (database) => {
  let world: KnowledgeWorld
  let owner: KnowledgeActor
  let baseId: string

  beforeAll(async () => {
    const db = database.handle().db
    world = await makeKnowledgeWorld(db, 'screens')
    owner = { kind: 'member', tenantId: world.owner.tenantId ?? '', userId: world.owner.userId }
    baseId = (await createBase(db, owner, { name: '規程' })).id
    const documentId = randomUUID()
    await db.insert(knowledgeDocuments).values({
      id: documentId,
      knowledgeBaseId: baseId,
      tenantId: owner.tenantId,
      name: 'handbook.pdf',
      format: 'pdf',
      sizeBytes: 2048,
      sha256: 'x',
      status: 'ready',
      pages: 3,
      chunks: 3,
    })
    await db.transaction((tx) =>
      indexChunks(tx, {
        documentId,
        tenantId: world.owner.tenantId ?? null,
        scope: baseId,
        chunks: [
          { position: 0, page: 1, location: {}, text: '就業規則 第1章 総則。' },
          {
            position: 1,
            page: 2,
            location: { headings: ['休暇'] },
            text: `有給休暇は入社6か月後に10日付与される。${'詳しくは人事部へ。'.repeat(40)}`,
          },
          { position: 2, page: 3, location: {}, text: '通勤手当は月額3万円を上限として支給する。' },
        ],
      }),
    )
  })

  it("shows a tenant's bases with its storage against the plan, and the catalogue's without", async () => {
    const db = database.handle().db
    const overview = await knowledgeOverview(db, owner)
    expect(overview.scope).toBe('tenant')
    expect(overview.bases.map((base) => base.name)).toEqual(['規程'])
    expect(overview.storage).toEqual({ usedBytes: 2048, limitBytes: null })
    expect(overview.upload).toEqual({ maxFileMb: expect.any(Number), maxFiles: 20 })
    const catalogue = await knowledgeOverview(db, { kind: 'systemAdmin', userId: world.admin.userId })
    expect(catalogue.scope).toBe('catalogue')
    expect(catalogue.storage).toBeUndefined()
  })

  it('refuses the overview to a plain member (403)', async () => {
    const member: KnowledgeActor = {
      kind: 'member',
      tenantId: world.member.tenantId ?? '',
      userId: world.member.userId,
    }
    await expect(knowledgeOverview(database.handle().db, member)).rejects.toMatchObject({ status: 403 })
  })

  it('answers a question with the best passages, their scores and a short snippet, lexically', async () => {
    const result = await searchBase(database.handle().db, owner, baseId, '有給休暇は何日？')
    expect(result.mode).toBe('lexical')
    expect(result.threshold).toBeGreaterThan(0)
    const [best] = result.hits
    expect(best).toMatchObject({
      documentName: 'handbook.pdf',
      page: 2,
      location: { headings: ['休暇'] },
    })
    expect(best?.score).toBeGreaterThan(0)
    expect(best?.score).toBeLessThanOrEqual(1)
    expect([...(best?.snippet ?? '')].length).toBeLessThanOrEqual(241)
    expect(best?.snippet.endsWith('…')).toBe(true)
    expect(best?.matched).toBe((best?.lexicalScore ?? 0) >= result.threshold)
  })

  it("refuses an empty question (400) and another tenant's base (404)", async () => {
    const db = database.handle().db
    await expect(searchBase(db, owner, baseId, '   ')).rejects.toMatchObject({ status: 400 })
    const other: KnowledgeActor = {
      kind: 'member',
      tenantId: world.otherOwner.tenantId ?? '',
      userId: world.otherOwner.userId,
    }
    await expect(searchBase(db, other, baseId, '有給休暇')).rejects.toMatchObject({ status: 404 })
  })
})
