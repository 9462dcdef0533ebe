/**
 * A document's extracted text for the viewer (/knowledge/documents/{id}, where a reply's
 * citation opens): its passages in order with where each came from. Wider than managing
 * knowledge: any member of a tenant may read its own documents (its bases' and its threads'
 * attachments), and a catalogue document when its base is attached to a chat enabled for the
 * tenant; the system administrator reads catalogue documents. Anything else is "not found",
 * the same as a document that does not exist.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { type ChunkLocation, readChunkLocation } from '#app/features/knowledge/chunk-location.shared'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { knowledgeChunks, knowledgeDocuments } from '#db/schema'
import { NotFoundError } from '../errors.server'
import { type DocumentView, documentColumns, documentView } from './documents.server'
import type { KnowledgeActor } from './knowledge-bases.server'

export interface ViewerChunk {
  id: number
  position: number
  page: number | null
  location: ChunkLocation
  text: string
}

export interface DocumentForViewer {
  document: DocumentView & { baseName: string | null }
  chunks: ViewerChunk[]
}

/** Whether the viewer may read the document: the rule above, as one SQL condition. */
function readableBy(viewer: KnowledgeActor) {
  if (viewer.kind === 'systemAdmin') return sql`d.tenant_id is null`
  return sql`(d.tenant_id = ${viewer.tenantId} or (d.tenant_id is null and exists (
    select 1 from knowledge_base_chats kbc
    join tenant_chats tc on tc.chat_id = kbc.chat_id and tc.tenant_id = ${viewer.tenantId}
    join chats c on c.id = kbc.chat_id and c.enabled
    where kbc.knowledge_base_id = d.knowledge_base_id)))`
}

export async function readDocumentForViewer(
  db: Db,
  viewer: KnowledgeActor,
  documentId: string,
): Promise<DocumentForViewer> {
  const [allowed] = rowsOf<{ id: string; baseName: string | null }>(
    await db.execute(sql`
      select d.id, b.name as "baseName"
      from knowledge_documents d left join knowledge_bases b on b.id = d.knowledge_base_id
      where d.id = ${documentId} and ${readableBy(viewer)}`),
  )
  if (!allowed) throw new NotFoundError('errors.knowledge.documentNotFound')
  const [row] = await db
    .select(documentColumns)
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.id, allowed.id))
  if (!row) throw new NotFoundError('errors.knowledge.documentNotFound')
  const chunks = await db
    .select({
      id: knowledgeChunks.id,
      position: knowledgeChunks.position,
      page: knowledgeChunks.page,
      location: knowledgeChunks.location,
      text: knowledgeChunks.text,
    })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.documentId, row.id))
    .orderBy(asc(knowledgeChunks.position))
  return {
    document: { ...documentView(row), baseName: allowed.baseName },
    chunks: chunks.map((chunk) => ({ ...chunk, location: readChunkLocation(chunk.location) })),
  }
}
