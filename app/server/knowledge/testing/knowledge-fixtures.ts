/** Builders for knowledge tests: a base with a document already parsed and indexed (no parser needed). */
import { randomUUID } from 'node:crypto'
import type { Db } from '#db/client'
import { knowledgeBases, knowledgeDocuments } from '#db/schema'
import { indexChunks } from '../knowledge-index.server'
import { knowledgeTenantKey } from '../knowledge-tenant.server'

export async function makeBase(db: Db, tenantId: string | null, name = 'base') {
  const id = randomUUID()
  await db.insert(knowledgeBases).values({ id, tenantId: knowledgeTenantKey(tenantId), name })
  return id
}

/** A ready document of `baseId` whose page n holds `pages[n - 1]`. */
export async function indexedDocument(
  db: Db,
  input: { baseId: string; tenantId: string | null; name: string; pages: string[] },
) {
  const id = randomUUID()
  await db.insert(knowledgeDocuments).values({
    id,
    knowledgeBaseId: input.baseId,
    tenantId: knowledgeTenantKey(input.tenantId),
    name: input.name,
    format: 'pdf',
    sizeBytes: 1000,
    sha256: 'fixture',
    status: 'ready',
    pages: input.pages.length,
    chunks: input.pages.length,
  })
  await db.transaction((tx) =>
    indexChunks(tx, {
      documentId: id,
      tenantId: input.tenantId,
      scope: input.baseId,
      chunks: input.pages.map((text, index) => ({ position: index, page: index + 1, location: {}, text })),
    }),
  )
  return id
}
