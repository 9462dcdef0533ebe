/**
 * Knowledge (issue 17): knowledge bases, their documents and chunks, the lexical index over the
 * chunks and the ingestion queue. Everything lives in the database (bytes included), so every
 * app instance sees the same knowledge. A base of the catalogue (the system administrator's) has
 * `tenant_id` = CATALOGUE_TENANT_ID; a document with `thread_id` set is a chat attachment. Every
 * table is keyed by `tenant_id` first and its rows point at their parents by (tenant_id, id), so
 * a tenant's knowledge can be distributed with it and the catalogue's lives on one shard (ADR 050).
 * Vector embeddings sit in a side table created only where pgvector exists (db/vector.ts).
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { chatIdColumn } from './catalogue'
import { bytea, createdAt, updatedAt } from './columns'

/**
 * The `tenant_id` of the catalogue's knowledge. Not a tenant (tenants are UUIDs), so the knowledge
 * tables hold no foreign key to `tenants`: deleting a tenant deletes its knowledge explicitly
 * (tenant-deletion.server.ts).
 */
export const CATALOGUE_TENANT_ID = '_catalogue'

const tenantIdColumn = () => text('tenant_id').notNull()

export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    /** CATALOGUE_TENANT_ID: a catalogue base, attachable to any catalogue chat. */
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
)

/** Which chats answer from a base. A tenant's base answers only that tenant's members. */
export const knowledgeBaseChats = pgTable(
  'knowledge_base_chats',
  {
    tenantId: tenantIdColumn(),
    knowledgeBaseId: text('knowledge_base_id').notNull(),
    chatId: chatIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.knowledgeBaseId, table.chatId] }),
    foreignKey({
      columns: [table.tenantId, table.knowledgeBaseId],
      foreignColumns: [knowledgeBases.tenantId, knowledgeBases.id],
    }).onDelete('cascade'),
    index('knowledge_base_chats_chat_idx').on(table.chatId),
  ],
)

export const DOCUMENT_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    /** The owning tenant; CATALOGUE_TENANT_ID for a catalogue base's document. */
    tenantId: tenantIdColumn(),
    id: text('id').notNull(),
    /** Set for a base's document; null for a chat attachment. */
    knowledgeBaseId: text('knowledge_base_id'),
    /**
     * Chat attachments (no base): the thread it grounds (within `tenant_id`) and the user message
     * it came with, both null while it is staged in the composer before the message is sent.
     */
    threadId: text('thread_id'),
    messageId: text('message_id'),
    name: text('name').notNull(),
    /** The sniffed format: pdf, docx, xlsx, csv, pptx, txt, md, html. */
    format: text('format').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('queued'),
    pages: integer('pages'),
    pagesDone: integer('pages_done').notNull().default(0),
    chunks: integer('chunks').notNull().default(0),
    /** Why it failed: a message key of errors.knowledge (shown in both languages). */
    errorCode: text('error_code'),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // MATCH SIMPLE: an attachment (no base) is not checked against the bases.
    foreignKey({
      columns: [table.tenantId, table.knowledgeBaseId],
      foreignColumns: [knowledgeBases.tenantId, knowledgeBases.id],
    }).onDelete('cascade'),
    index('knowledge_documents_base_idx').on(table.knowledgeBaseId, table.createdAt),
    index('knowledge_documents_thread_idx').on(table.tenantId, table.threadId),
    check(
      'knowledge_documents_status_known',
      sql`${table.status} in ('queued', 'processing', 'ready', 'failed')`,
    ),
    check('knowledge_documents_owner', sql`${table.knowledgeBaseId} is null or ${table.threadId} is null`),
  ],
)

const documentIdColumn = () => text('document_id').notNull()

/** A row's (tenant_id, document_id) points at its document, and goes with it. */
const ofDocument = (table: { tenantId: AnyPgColumn; documentId: AnyPgColumn }) =>
  foreignKey({
    columns: [table.tenantId, table.documentId],
    foreignColumns: [knowledgeDocuments.tenantId, knowledgeDocuments.id],
  }).onDelete('cascade')

/** A document's bytes, apart from its row so listing documents never reads them. */
export const knowledgeDocumentFiles = pgTable(
  'knowledge_document_files',
  {
    tenantId: tenantIdColumn(),
    documentId: documentIdColumn(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.documentId] }), ofDocument(table)],
)

/**
 * A passage of a document with where it came from. `scope` is the base's id, or
 * `attachment:{documentId}` for a chat attachment: the lexical index and its statistics are kept
 * per scope, and a search sums the statistics of the scopes it covers.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    tenantId: tenantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    documentId: documentIdColumn(),
    scope: text('scope').notNull(),
    position: integer('position').notNull(),
    /** Page (PDF), slide (PPTX) or sheet number (XLSX), from 1; null for text without pages. */
    page: integer('page'),
    /** Provenance: { sheet, rows: [from, to], slide, headings: [...] } as the format gives. */
    location: jsonb('location').notNull().default(sql`'{}'::jsonb`),
    text: text('text').notNull(),
    /** The number of index terms in the chunk (BM25's document length). */
    termCount: integer('term_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    ofDocument(table),
    uniqueIndex('knowledge_chunks_document_position_idx').on(
      table.tenantId,
      table.documentId,
      table.position,
    ),
    index('knowledge_chunks_scope_idx').on(table.scope),
  ],
)

/** The lexical index: n-gram terms (ADR 008) per chunk, looked up by scope and term. */
export const knowledgeTerms = pgTable(
  'knowledge_terms',
  {
    tenantId: tenantIdColumn(),
    scope: text('scope').notNull(),
    term: text('term').notNull(),
    chunkId: bigint('chunk_id', { mode: 'number' }).notNull(),
    frequency: integer('frequency').notNull(),
    /** The chunk's term count, kept here so ranking reads the postings alone. */
    chunkTerms: integer('chunk_terms').notNull(),
  },
  (table) => [
    // A term's postings in a scope, highest frequency (then shortest chunk) first: candidates.
    // No primary key besides: every index on postings slows ingestion (indexChunks writes them once).
    index('knowledge_terms_impact_idx').on(
      table.scope,
      table.term,
      table.frequency.desc(),
      table.chunkTerms,
      table.chunkId,
    ),
    // A chunk's own postings: exact scoring of candidates, and the cascade from its chunk.
    index('knowledge_terms_chunk_idx').on(table.tenantId, table.chunkId),
    foreignKey({
      columns: [table.tenantId, table.chunkId],
      foreignColumns: [knowledgeChunks.tenantId, knowledgeChunks.id],
    }).onDelete('cascade'),
  ],
)

/** Per scope: how many chunks and terms it holds (BM25's N and average length). */
export const knowledgeScopeStats = pgTable(
  'knowledge_scope_stats',
  {
    tenantId: tenantIdColumn(),
    scope: text('scope').notNull(),
    chunkCount: bigint('chunk_count', { mode: 'number' }).notNull().default(0),
    termTotal: bigint('term_total', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.scope] }),
    // A search names its scopes alone and reads their tenant here (retrieval.server.ts).
    index('knowledge_scope_stats_scope_idx').on(table.scope),
  ],
)

/** Per scope and term: in how many chunks it occurs (BM25's document frequency). */
export const knowledgeTermStats = pgTable(
  'knowledge_term_stats',
  {
    tenantId: tenantIdColumn(),
    scope: text('scope').notNull(),
    term: text('term').notNull(),
    chunkCount: integer('chunk_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.scope, table.term] })],
)

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const

/**
 * The ingestion queue (ADR 027): claimed with `FOR UPDATE SKIP LOCKED` in one statement, held
 * by a lease longer than the worker's time limit, retried with backoff.
 */
export const knowledgeJobs = pgTable(
  'knowledge_jobs',
  {
    tenantId: tenantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    documentId: documentIdColumn(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    ofDocument(table),
    index('knowledge_jobs_ready_idx').on(table.runAt).where(sql`${table.state} in ('queued', 'running')`),
    uniqueIndex('knowledge_jobs_one_active_idx')
      .on(table.tenantId, table.documentId, table.kind)
      .where(sql`${table.state} in ('queued', 'running')`),
    check('knowledge_jobs_state_known', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
  ],
)
