/**
 * Chat attachments (issue 17): files a user attaches to a message, stored, parsed and indexed
 * like a base's documents, each under its own scope (`attachment:{id}`), so it grounds only the
 * thread it was sent to. An upload is *staged* (no thread, no message) until the message that
 * carries it is sent: the turn links it to the thread and the user's message in the transaction
 * that stores them. Only its uploader sees it; one never sent is removed after a day, and a
 * thread's attachments are deleted with the thread.
 */
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '#db/client'
import { knowledgeDocuments, knowledgeScopeStats, knowledgeTermStats } from '#db/schema'
import type { AttachmentProgress, AttachmentView } from '../../features/chat/chat-types.shared'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.server'
import { failureText, type StoredDocument, storeDocuments, type UploadedFile } from './documents.server'
import { attachmentScope, removeDocumentIndex } from './knowledge-index.server'

/** A staged attachment never sent is removed after this long. */
export const STAGED_ATTACHMENT_LIFETIME_MS = 24 * 60 * 60 * 1000

export interface AttachmentOwner {
  tenantId: string
  userId: string
}

const documents = knowledgeDocuments

/** The uploader's own attachments (never a base's document, never another member's). */
const ownedBy = (owner: AttachmentOwner) =>
  and(
    eq(documents.tenantId, owner.tenantId),
    eq(documents.uploadedBy, owner.userId),
    isNull(documents.knowledgeBaseId),
  )

const staged = and(isNull(documents.threadId), isNull(documents.messageId))

const attachmentNotFound = () => new NotFoundError('errors.chat.attachmentNotFound')

interface AttachmentRow {
  tenantId: string
  id: string
}

/** Deletes attachments for real: their index share and scope statistics, then the rows (bytes, chunks, jobs cascade). */
async function deleteAttachments(tx: Db, rows: AttachmentRow[]) {
  const byTenant = new Map<string, string[]>()
  for (const row of rows) byTenant.set(row.tenantId, [...(byTenant.get(row.tenantId) ?? []), row.id])
  for (const [tenantId, ids] of byTenant) {
    const ofTenant = (table: { tenantId: AnyPgColumn }) => eq(table.tenantId, tenantId)
    // Locks the rows so a job finishing now cannot add chunks after they are removed.
    await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(ofTenant(documents), inArray(documents.id, ids)))
      .for('update')
    for (const id of ids) await removeDocumentIndex(tx, { tenantId, documentId: id })
    // Each attachment is its own scope: its statistics go with it rather than linger at zero.
    const scopes = ids.map(attachmentScope)
    await tx
      .delete(knowledgeTermStats)
      .where(and(ofTenant(knowledgeTermStats), inArray(knowledgeTermStats.scope, scopes)))
    await tx
      .delete(knowledgeScopeStats)
      .where(and(ofTenant(knowledgeScopeStats), inArray(knowledgeScopeStats.scope, scopes)))
    await tx.delete(documents).where(and(ofTenant(documents), inArray(documents.id, ids)))
  }
}

/**
 * Removes staged attachments older than a day: the uploader's own when `owner` is given (each
 * upload does this), else every tenant's (the server's periodic sweep). Returns how many.
 */
export async function removeStaleAttachments(
  db: Db,
  options: { owner?: AttachmentOwner; now?: Date } = {},
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - STAGED_ATTACHMENT_LIFETIME_MS)
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ tenantId: documents.tenantId, id: documents.id })
      .from(documents)
      .where(
        and(
          options.owner ? ownedBy(options.owner) : isNull(documents.knowledgeBaseId),
          staged,
          lt(documents.createdAt, cutoff),
        ),
      )
      .for('update', { skipLocked: true })
    await deleteAttachments(tx, stale)
    return stale.length
  })
}

/** Stores files as the owner's staged attachments and queues their parsing (size and storage checked). */
export async function stageAttachments(
  db: Db,
  owner: AttachmentOwner,
  files: UploadedFile[],
): Promise<StoredDocument[]> {
  // Before the storage check: what was never sent should not count against the allowance.
  await removeStaleAttachments(db, { owner })
  return storeDocuments(
    db,
    { tenantId: owner.tenantId, uploadedBy: owner.userId, actor: `user:${owner.userId}` },
    files,
  )
}

const progressColumns = {
  id: documents.id,
  name: documents.name,
  status: documents.status,
  pages: documents.pages,
  chunks: documents.chunks,
  errorCode: documents.errorCode,
  threadId: documents.threadId,
}

/** An attachment's progress, for its uploader only (anyone else: 404). */
export async function getAttachment(db: Db, owner: AttachmentOwner, id: string): Promise<AttachmentProgress> {
  const [row] = await db
    .select(progressColumns)
    .from(documents)
    .where(and(eq(documents.id, id), ownedBy(owner)))
  if (!row) throw attachmentNotFound()
  const error = failureText(row.errorCode)
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    pages: row.pages,
    chunks: row.chunks,
    ...(error ? { error } : {}),
  }
}

/** Removes a staged attachment (the composer's ×); one already sent stays with its thread (409). */
export async function deleteStagedAttachment(db: Db, owner: AttachmentOwner, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: documents.id, threadId: documents.threadId, messageId: documents.messageId })
      .from(documents)
      .where(and(eq(documents.id, id), ownedBy(owner)))
      .for('update')
    if (!row) throw attachmentNotFound()
    if (row.threadId !== null || row.messageId !== null) {
      throw new ConflictError('errors.chat.attachmentAlreadySent')
    }
    await deleteAttachments(tx, [{ tenantId: owner.tenantId, id: row.id }])
  })
}

/** The listed ids as a text a refusal can quote (each short, at most a few). */
function quotedIds(ids: string[]) {
  return ids
    .slice(0, 3)
    .map((id) => `"${id.slice(0, 40)}"`)
    .join(', ')
}

/**
 * The owner's staged attachments named by `ids`, in the order given (duplicates once); any id
 * that is not one of them refuses the turn (400, nothing stored).
 */
export async function requireStagedAttachments(
  db: Db,
  owner: AttachmentOwner,
  ids: readonly string[],
): Promise<AttachmentView[]> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return []
  const rows = await db
    .select({ id: documents.id, name: documents.name, status: documents.status })
    .from(documents)
    .where(and(inArray(documents.id, wanted), ownedBy(owner), staged))
  const found = new Map(rows.map((row) => [row.id, row]))
  const missing = wanted.filter((id) => !found.has(id))
  if (missing.length > 0) {
    throw new InvalidInputError('errors.chat.attachmentsNotStaged', { ids: quotedIds(missing) })
  }
  return wanted.flatMap((id) => found.get(id) ?? [])
}

const PROCESSING_POLL_MS = 500

/**
 * The staged attachments once none is still being read, polled for up to `waitMs` (a script may
 * send its message right after uploading; the composer waits on its own). Still reading then:
 * refused (409), nothing stored.
 */
export async function readStagedAttachments(
  db: Db,
  owner: AttachmentOwner,
  ids: readonly string[],
  waitMs: number,
): Promise<AttachmentView[]> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const attachments = await requireStagedAttachments(db, owner, ids)
    const reading = attachments.some((item) => item.status === 'queued' || item.status === 'processing')
    if (!reading) return attachments
    if (Date.now() >= deadline) throw new ConflictError('errors.chat.attachmentsProcessing')
    await new Promise((resolve) => setTimeout(resolve, Math.min(PROCESSING_POLL_MS, waitMs)))
  }
}

/**
 * Links the owner's staged attachments to the thread and the message they were sent with,
 * inside the transaction that stores the message. One no longer staged (removed, or sent by a
 * request that won the race) refuses the turn, and the transaction rolls back.
 */
export async function linkAttachments(
  tx: Db,
  owner: AttachmentOwner,
  link: { ids: readonly string[]; threadId: string; messageId: string },
): Promise<void> {
  if (link.ids.length === 0) return
  const linked = await tx
    .update(documents)
    .set({ threadId: link.threadId, messageId: link.messageId, updatedAt: new Date() })
    .where(and(inArray(documents.id, [...link.ids]), ownedBy(owner), staged))
    .returning({ id: documents.id })
  if (linked.length !== link.ids.length) {
    const done = new Set(linked.map((row) => row.id))
    throw new InvalidInputError('errors.chat.attachmentsNotStaged', {
      ids: quotedIds(link.ids.filter((id) => !done.has(id))),
    })
  }
}

/** An edited question keeps the files of the one it replaces. */
export async function moveAttachments(
  tx: Db,
  tenantId: string,
  move: { threadId: string; fromMessageIds: readonly string[]; toMessageId: string },
): Promise<void> {
  if (move.fromMessageIds.length === 0) return
  await tx
    .update(documents)
    .set({ messageId: move.toMessageId })
    .where(
      and(
        eq(documents.tenantId, tenantId),
        eq(documents.threadId, move.threadId),
        inArray(documents.messageId, [...move.fromMessageIds]),
      ),
    )
}

/** The attachments of a thread's messages, by message id, oldest upload first. */
export async function attachmentsOfThread(
  db: Db,
  tenantId: string,
  threadId: string,
): Promise<Map<string, AttachmentView[]>> {
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      status: documents.status,
      messageId: documents.messageId,
    })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.threadId, threadId)))
    .orderBy(asc(documents.createdAt), asc(documents.id))
  const byMessage = new Map<string, AttachmentView[]>()
  for (const { messageId, ...view } of rows) {
    if (!messageId) continue
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), view])
  }
  return byMessage
}

/** Deletes every attachment of a thread (the thread is being deleted in the same transaction). */
export async function deleteThreadAttachments(tx: Db, tenantId: string, threadId: string): Promise<number> {
  return deleteAttachmentsOfThreads(tx, tenantId, [threadId])
}

/** The same for a batch of threads (the nightly retention deletes them a batch at a time). */
export async function deleteAttachmentsOfThreads(
  tx: Db,
  tenantId: string,
  threadIds: readonly string[],
): Promise<number> {
  if (threadIds.length === 0) return 0
  const rows = await tx
    .select({ tenantId: documents.tenantId, id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), inArray(documents.threadId, [...threadIds])))
  await deleteAttachments(tx, rows)
  return rows.length
}

/** The scopes a turn's attachments add to its grounding: those already read. */
export function readyAttachmentScopes(attachments: readonly AttachmentView[]): string[] {
  return attachments.filter((item) => item.status === 'ready').map((item) => attachmentScope(item.id))
}
