/**
 * One ingestion job: read the document's bytes, parse them in a worker thread with a time limit
 * (parsing/parse.server.ts), cut the text into chunks with their provenance, and index them, in
 * one transaction that also finishes the job (fenced by its lease). A file that cannot be read
 * (encrypted, a zip bomb, too many pages…) fails at once with its reason; anything else (the
 * database went away) is retried with backoff by the queue.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '#db/client'
import { knowledgeDocumentFiles, knowledgeDocuments } from '#db/schema'
import { jobFailed } from '../observability/metrics.server'
import { captureServerError } from '../sentry.server'
import { embedDocumentChunks } from './embeddings.server'
import { type ClaimedJob, claimJob, failJob, finishJob } from './jobs.server'
import { attachmentScope, indexChunks, removeDocumentIndex } from './knowledge-index.server'
import { ownedRow } from './knowledge-tenant.server'
import { chunkSections } from './parsing/chunking.shared'
import { parseDocument } from './parsing/parse.server'
import type { DocumentFormat } from './parsing/parsed-document.shared'

/** The most pages (or slides, or sheets) a document may have. */
export const MAX_DOCUMENT_PAGES = 2000
/** How long one document may take to parse before its worker is stopped. */
export const PARSE_TIMEOUT_MS = 120_000

export interface IngestOptions {
  parse?: typeof parseDocument
  timeoutMs?: number
  maxPages?: number
}

class LostLeaseError extends Error {}

/** A document as stored: `tenantKey` is its tenant_id (CATALOGUE_TENANT_ID for the catalogue's). */
interface DocumentKey {
  tenantKey: string
  documentId: string
}

const theDocument = (key: DocumentKey) =>
  and(eq(knowledgeDocuments.tenantId, key.tenantKey), eq(knowledgeDocuments.id, key.documentId))

async function loadDocument(db: Db, key: DocumentKey) {
  const [row] = await db
    .select({
      id: knowledgeDocuments.id,
      knowledgeBaseId: knowledgeDocuments.knowledgeBaseId,
      tenantId: knowledgeDocuments.tenantId,
      threadId: knowledgeDocuments.threadId,
      format: knowledgeDocuments.format,
      bytes: knowledgeDocumentFiles.bytes,
    })
    .from(knowledgeDocuments)
    .innerJoin(
      knowledgeDocumentFiles,
      and(
        eq(knowledgeDocumentFiles.tenantId, knowledgeDocuments.tenantId),
        eq(knowledgeDocumentFiles.documentId, knowledgeDocuments.id),
      ),
    )
    .where(theDocument(key))
  return row && ownedRow(row)
}

export function scopeOfDocument(document: { id: string; knowledgeBaseId: string | null }) {
  return document.knowledgeBaseId ?? attachmentScope(document.id)
}

async function markDocument(
  db: Db,
  key: DocumentKey,
  values: Partial<typeof knowledgeDocuments.$inferInsert>,
) {
  await db
    .update(knowledgeDocuments)
    .set({ ...values, updatedAt: new Date() })
    .where(theDocument(key))
}

/** Runs one claimed job to its end (done, failed, or queued again for a retry). */
export async function runIngestionJob(db: Db, job: ClaimedJob, options: IngestOptions = {}): Promise<void> {
  const key: DocumentKey = { tenantKey: job.tenantId, documentId: job.documentId }
  try {
    const document = await loadDocument(db, key)
    if (!document) {
      await finishJob(db, job)
      return
    }
    await markDocument(db, key, { status: 'processing', pagesDone: 0, errorCode: null })
    let lastProgress = 0
    // Progress writes go one after another, and all are done before the result is stored: a late one
    // on another connection would otherwise overwrite the final page count (a text file's null).
    let progressWrites: Promise<unknown> = Promise.resolve()
    const maxPages = options.maxPages ?? MAX_DOCUMENT_PAGES
    const parsed = await (options.parse ?? parseDocument)(
      new Uint8Array(document.bytes),
      document.format as DocumentFormat,
      {
        timeoutMs: options.timeoutMs ?? PARSE_TIMEOUT_MS,
        maxPages,
        onProgress: (done: number, total: number) => {
          // A write every few pages keeps the screen's "12 / 200 pages" moving without a write per page.
          if (done - lastProgress < 5 && done !== total) return
          lastProgress = done
          progressWrites = progressWrites
            .then(() => markDocument(db, key, { pagesDone: done, pages: total }))
            .catch(() => {})
        },
      },
    )
    await progressWrites
    if (!parsed.ok) {
      const errorCode = parsed.code === 'tooManyPages' ? `tooManyPages:${maxPages}` : parsed.code
      await db.transaction(async (tx) => {
        if ((await failJob(tx, job, parsed.detail ?? parsed.code, { permanent: true })) === undefined) {
          throw new LostLeaseError()
        }
        await markDocument(tx, key, { status: 'failed', errorCode })
      })
      jobFailed({ queue: 'knowledge', kind: job.kind, final: true })
      return
    }
    const chunks = chunkSections(parsed.document.sections)
    await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: knowledgeDocuments.id })
        .from(knowledgeDocuments)
        .where(theDocument(key))
        .for('update')
      if (!(await finishJob(tx, job))) throw new LostLeaseError()
      if (!still) return
      await removeDocumentIndex(tx, { tenantId: document.tenantId, documentId: document.id })
      const count = await indexChunks(tx, {
        documentId: document.id,
        tenantId: document.tenantId,
        scope: scopeOfDocument(document),
        chunks,
      })
      const pages = parsed.document.pages
      await markDocument(tx, key, {
        status: 'ready',
        pages,
        pagesDone: pages ?? 0,
        chunks: count,
        errorCode: null,
      })
    })
    // Vectors are an addition: a failing embeddings endpoint leaves the document searchable lexically.
    await embedDocumentChunks(db, document).catch(captureServerError)
  } catch (error) {
    if (error instanceof LostLeaseError) return
    captureServerError(error)
    const state = await failJob(db, job, error instanceof Error ? error.message : String(error)).catch(
      () => undefined,
    )
    if (state) jobFailed({ queue: 'knowledge', kind: job.kind, final: state === 'failed' })
    if (state === 'failed') {
      await markDocument(db, key, { status: 'failed', errorCode: 'internal' }).catch(() => {})
    } else if (state === 'queued') {
      await markDocument(db, key, { status: 'queued' }).catch(() => {})
    }
  }
}

/** Runs queued jobs until none is due (tests, the CLI's `--wait`, the worker's loop). */
export async function drainKnowledgeJobs(db: Db, options: IngestOptions & { workerId?: string } = {}) {
  let count = 0
  for (;;) {
    const job = await claimJob(db, { workerId: options.workerId })
    if (!job) return count
    await runIngestionJob(db, job, options)
    count += 1
  }
}

/** Documents still queued or being processed among `documentIds`: what `--wait` waits on. */
export async function pendingDocuments(db: Db, documentIds: string[]): Promise<number> {
  if (documentIds.length === 0) return 0
  const rows = await db
    .select({ id: knowledgeDocuments.id })
    .from(knowledgeDocuments)
    .where(
      and(
        inArray(knowledgeDocuments.id, documentIds),
        inArray(knowledgeDocuments.status, ['queued', 'processing']),
      ),
    )
  return rows.length
}
