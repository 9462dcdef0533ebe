/**
 * A document's extracted text for the viewer (/knowledge/documents/{id}, where a reply's
 * citation opens): its passages in order with where each came from. Wider than managing
 * knowledge: any member of a tenant may read its bases' documents and the attachments of its
 * threads that are not deleted (threads are the tenant's, as in the chat API), an attachment
 * still staged in a composer only by who uploaded it, and a catalogue document when its base
 * is attached to a chat enabled for the tenant; the system administrator reads catalogue
 * documents. Anything else is "not found", the same as a document that does not exist.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { type ChunkLocation, readChunkLocation } from '#app/features/knowledge/chunk-location.shared'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { CATALOGUE_TENANT_ID, knowledgeChunks, knowledgeDocuments } from '#db/schema'
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

/** Who opens the viewer: a member of a tenant, or the system administrator in the console. */
export type DocumentReader = Extract<KnowledgeActor, { kind: 'member' | 'systemAdmin' }>

/** Whether the reader may read the document: the rule above, as one SQL condition. */
function readableBy(viewer: DocumentReader) {
  if (viewer.kind === 'systemAdmin') return sql`d.tenant_id = ${CATALOGUE_TENANT_ID}`
  const ownDocument = sql`d.tenant_id = ${viewer.tenantId} and (
    d.knowledge_base_id is not null
    or (d.thread_id is null and d.uploaded_by = ${viewer.userId})
    or exists (select 1 from threads t
      where t.tenant_id = d.tenant_id and t.id = d.thread_id and t.deleted_at is null))`
  return sql`((${ownDocument}) or (d.tenant_id = ${CATALOGUE_TENANT_ID} and exists (
    select 1 from knowledge_base_chats kbc
    join tenant_chats tc on tc.chat_id = kbc.chat_id and tc.tenant_id = ${viewer.tenantId}
    join chats c on c.id = kbc.chat_id and c.enabled
    where kbc.tenant_id = d.tenant_id and kbc.knowledge_base_id = d.knowledge_base_id)))`
}

export async function readDocumentForViewer(
  db: Db,
  viewer: DocumentReader,
  documentId: string,
): Promise<DocumentForViewer> {
  const [allowed] = rowsOf<{ tenantId: string; id: string; baseName: string | null }>(
    await db.execute(sql`
      select d.tenant_id as "tenantId", d.id, b.name as "baseName"
      from knowledge_documents d
      left join knowledge_bases b on b.tenant_id = d.tenant_id and b.id = d.knowledge_base_id
      where d.id = ${documentId} and ${readableBy(viewer)}`),
  )
  if (!allowed) throw new NotFoundError('errors.knowledge.documentNotFound')
  const [row] = await db
    .select(documentColumns)
    .from(knowledgeDocuments)
    .where(and(eq(knowledgeDocuments.tenantId, allowed.tenantId), eq(knowledgeDocuments.id, allowed.id)))
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
    .where(and(eq(knowledgeChunks.tenantId, allowed.tenantId), eq(knowledgeChunks.documentId, row.id)))
    .orderBy(asc(knowledgeChunks.position))
  return {
    document: { ...documentView(row), baseName: allowed.baseName },
    chunks: chunks.map((chunk) => ({ ...chunk, location: readChunkLocation(chunk.location) })),
  }
}
