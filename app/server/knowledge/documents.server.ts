/**
 * Documents of knowledge bases: upload (type sniffed from the content, size and storage checked,
 * bytes stored with the row and the ingestion job in one transaction, answered at once), status,
 * delete and re-process. A file the sniffer refuses is kept as a `failed` document without its
 * bytes, so the uploader sees why; nothing else is touched.
 */
import { createHash, randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, type TextKey } from '#app/i18n/texts.server'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { type DocumentStatus, knowledgeDocumentFiles, knowledgeDocuments, plans, tenants } from '#db/schema'
import { recordAudit } from '../audit.server'
import { getServerConfig } from '../config.server'
import { ConflictError, NotFoundError, ServiceError } from '../errors.server'
import { lockTenant } from '../team/team-actor.server'
import { enqueueDocument } from './jobs.server'
import { auditActorOf, type KnowledgeActor, requireBase } from './knowledge-bases.server'
import { removeDocumentIndex } from './knowledge-index.server'
import { knowledgeTenantKey } from './knowledge-tenant.server'
import { wakeKnowledgeWorker } from './knowledge-worker.server'
import { sniffDocumentFormat } from './parsing/sniff.server'

export const MAX_FILES_PER_UPLOAD = 20
const MB = 1024 * 1024

export function documentMaxBytes() {
  return Math.floor(getServerConfig().knowledge.documentMaxMb * MB)
}

export class DocumentTooLargeError extends ServiceError {
  constructor(name: string, size: number) {
    const max = getServerConfig().knowledge.documentMaxMb
    super(413, 'payload_too_large', 'errors.knowledge.fileTooLarge', {
      name,
      size: (size / MB).toFixed(1),
      max,
    })
  }
}

export class StorageFullError extends ServiceError {
  constructor(used: number, limit: number, adding: number) {
    const mb = (bytes: number) => (bytes / MB).toFixed(1)
    super(413, 'storage_full', 'errors.knowledge.storageFull', {
      used: mb(used),
      limit: mb(limit),
      adding: mb(adding),
    })
  }
}

export interface UploadedFile {
  name: string
  bytes: Uint8Array
}

/** What a document's failure says, in both languages (the code is a key of errors.knowledge.failed). */
export function failureText(
  code: string | null,
): { code: string; message: string; messages: BilingualText } | undefined {
  if (!code) return undefined
  const [reason, max] = code.split(':')
  const key = `errors.knowledge.failed.${reason}` as TextKey
  const messages = bothLanguages(key, { max: max ?? '' })
  return { code: reason ?? code, message: joinedText(messages), messages }
}

/** Bytes a tenant's knowledge holds (documents of its bases and its chats' attachments). */
export async function tenantStorageBytes(db: Db, tenantId: string): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(size_bytes), 0)::bigint as used from knowledge_documents where tenant_id = ${tenantId}`,
  )
  return Number(rowsOf<{ used: string | number }>(result)[0]?.used ?? 0)
}

/** The tenant's storage allowance in bytes from its plan; null: unlimited. */
export async function tenantStorageLimit(db: Db, tenantId: string): Promise<number | null> {
  const [row] = await db
    .select({ storageMb: plans.storageMb })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(eq(tenants.id, tenantId))
  return row?.storageMb == null ? null : row.storageMb * MB
}

/** What the tenant's knowledge holds and may hold (/payment, /usageSituation, /knowledge). */
export async function tenantStorage(
  db: Db,
  tenantId: string,
): Promise<{ usedBytes: number; limitBytes: number | null }> {
  const [usedBytes, limitBytes] = await Promise.all([
    tenantStorageBytes(db, tenantId),
    tenantStorageLimit(db, tenantId),
  ])
  return { usedBytes, limitBytes }
}

export interface StoredDocument {
  id: string
  name: string
  status: DocumentStatus
}

/** Stores files in a base (or as a thread's attachments) and queues their ingestion. */
export async function storeDocuments(
  db: Db,
  owner: {
    tenantId: string | null
    knowledgeBaseId?: string
    threadId?: string
    uploadedBy: string
    actor: string
  },
  files: UploadedFile[],
): Promise<StoredDocument[]> {
  const max = documentMaxBytes()
  for (const file of files) {
    if (file.bytes.byteLength > max) throw new DocumentTooLargeError(file.name, file.bytes.byteLength)
  }
  const sniffed = await Promise.all(files.map((file) => sniffDocumentFormat(file.bytes, file.name)))
  const tenantKey = knowledgeTenantKey(owner.tenantId)
  const stored = await db.transaction(async (tx) => {
    if (owner.tenantId !== null) {
      await lockTenant(tx, owner.tenantId)
      const limit = await tenantStorageLimit(tx, owner.tenantId)
      const adding = files.reduce(
        (total, file, index) => total + (sniffed[index]?.ok ? file.bytes.byteLength : 0),
        0,
      )
      if (limit !== null) {
        const used = await tenantStorageBytes(tx, owner.tenantId)
        if (used + adding > limit) throw new StorageFullError(used, limit, adding)
      }
    }
    const documents: StoredDocument[] = []
    for (const [index, file] of files.entries()) {
      const format = sniffed[index]
      const id = randomUUID()
      const status: DocumentStatus = format?.ok ? 'queued' : 'failed'
      await tx.insert(knowledgeDocuments).values({
        id,
        knowledgeBaseId: owner.knowledgeBaseId ?? null,
        tenantId: tenantKey,
        threadId: owner.threadId ?? null,
        name: file.name.slice(0, 255) || 'document',
        format: format?.ok ? format.format : 'unknown',
        sizeBytes: format?.ok ? file.bytes.byteLength : 0,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        status,
        errorCode: format && !format.ok ? format.code : null,
        uploadedBy: owner.uploadedBy,
      })
      if (format?.ok) {
        await tx
          .insert(knowledgeDocumentFiles)
          .values({ documentId: id, tenantId: tenantKey, bytes: file.bytes })
        await enqueueDocument(tx, { id, tenantId: owner.tenantId })
      }
      documents.push({ id, name: file.name, status })
    }
    await recordAudit(tx, {
      actor: owner.actor,
      action: 'knowledge.upload',
      tenantId: owner.tenantId,
      target: owner.knowledgeBaseId ?? owner.threadId ?? null,
      details: { documents: documents.map(({ id, name, status }) => ({ id, name, status })) },
    })
    return documents
  })
  wakeKnowledgeWorker()
  return stored
}

export async function addDocuments(
  db: Db,
  actor: KnowledgeActor,
  baseId: string,
  files: UploadedFile[],
): Promise<StoredDocument[]> {
  const base = await requireBase(db, actor, baseId)
  return storeDocuments(
    db,
    {
      tenantId: base.tenantId,
      knowledgeBaseId: base.id,
      uploadedBy: actor.userId,
      actor: auditActorOf(actor),
    },
    files,
  )
}

export interface DocumentView {
  id: string
  name: string
  status: DocumentStatus
  pages: number | null
  chunks: number
  error?: { code: string; message: string; messages: BilingualText }
  knowledgeBaseId: string | null
  format: string
  sizeBytes: number
  pagesDone: number
  createdAt: string
  updatedAt: string
}

export const documentColumns = {
  id: knowledgeDocuments.id,
  name: knowledgeDocuments.name,
  status: knowledgeDocuments.status,
  pages: knowledgeDocuments.pages,
  pagesDone: knowledgeDocuments.pagesDone,
  chunks: knowledgeDocuments.chunks,
  errorCode: knowledgeDocuments.errorCode,
  knowledgeBaseId: knowledgeDocuments.knowledgeBaseId,
  format: knowledgeDocuments.format,
  sizeBytes: knowledgeDocuments.sizeBytes,
  createdAt: knowledgeDocuments.createdAt,
  updatedAt: knowledgeDocuments.updatedAt,
}

type DocumentRow = Pick<typeof knowledgeDocuments.$inferSelect, keyof typeof documentColumns>

export function documentView(row: DocumentRow): DocumentView {
  const { errorCode, createdAt, updatedAt, ...rest } = row
  const error = failureText(errorCode)
  return {
    ...rest,
    ...(error ? { error } : {}),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }
}

export async function listDocuments(db: Db, actor: KnowledgeActor, baseId: string): Promise<DocumentView[]> {
  const base = await requireBase(db, actor, baseId)
  const rows = await db
    .select(documentColumns)
    .from(knowledgeDocuments)
    .where(
      and(
        eq(knowledgeDocuments.tenantId, knowledgeTenantKey(base.tenantId)),
        eq(knowledgeDocuments.knowledgeBaseId, base.id),
      ),
    )
    .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id))
  return rows.map(documentView)
}

async function requireDocument(db: Db, actor: KnowledgeActor, baseId: string, documentId: string) {
  const base = await requireBase(db, actor, baseId)
  const [row] = await db
    .select(documentColumns)
    .from(knowledgeDocuments)
    .where(
      and(
        eq(knowledgeDocuments.tenantId, knowledgeTenantKey(base.tenantId)),
        eq(knowledgeDocuments.id, documentId),
        eq(knowledgeDocuments.knowledgeBaseId, base.id),
      ),
    )
  if (!row) throw new NotFoundError('errors.knowledge.documentNotFound')
  return { base, row }
}

export async function getDocument(
  db: Db,
  actor: KnowledgeActor,
  baseId: string,
  documentId: string,
): Promise<DocumentView> {
  return documentView((await requireDocument(db, actor, baseId, documentId)).row)
}

export async function deleteDocument(db: Db, actor: KnowledgeActor, baseId: string, documentId: string) {
  const { base, row } = await requireDocument(db, actor, baseId, documentId)
  const document = and(
    eq(knowledgeDocuments.tenantId, knowledgeTenantKey(base.tenantId)),
    eq(knowledgeDocuments.id, row.id),
  )
  await db.transaction(async (tx) => {
    // Locks the row so a job finishing now cannot add chunks after they are removed.
    await tx.select({ id: knowledgeDocuments.id }).from(knowledgeDocuments).where(document).for('update')
    await removeDocumentIndex(tx, { tenantId: base.tenantId, documentId: row.id })
    await tx.delete(knowledgeDocuments).where(document)
    await recordAudit(tx, {
      actor: auditActorOf(actor),
      action: 'knowledge.document.delete',
      tenantId: base.tenantId,
      target: row.id,
      details: { name: row.name, base: base.id },
    })
  })
}

/** Parses a document again (after a failure, or with a newer parser); refused while it runs. */
export async function reprocessDocument(db: Db, actor: KnowledgeActor, baseId: string, documentId: string) {
  const { base, row } = await requireDocument(db, actor, baseId, documentId)
  if (row.status === 'queued' || row.status === 'processing') {
    throw new ConflictError('errors.knowledge.stillProcessing')
  }
  const [file] = await db
    .select({ documentId: knowledgeDocumentFiles.documentId })
    .from(knowledgeDocumentFiles)
    .where(
      and(
        eq(knowledgeDocumentFiles.tenantId, knowledgeTenantKey(base.tenantId)),
        eq(knowledgeDocumentFiles.documentId, row.id),
      ),
    )
  // A file refused when it arrived has no bytes: it fails the same way again.
  if (!file) return documentView(row)
  await db.transaction(async (tx) => {
    await tx
      .update(knowledgeDocuments)
      .set({ status: 'queued', errorCode: null, pagesDone: 0, updatedAt: new Date() })
      .where(
        and(
          eq(knowledgeDocuments.tenantId, knowledgeTenantKey(base.tenantId)),
          eq(knowledgeDocuments.id, row.id),
        ),
      )
    await enqueueDocument(tx, { id: row.id, tenantId: base.tenantId })
  })
  wakeKnowledgeWorker()
  return { ...documentView(row), status: 'queued' as const, error: undefined }
}
