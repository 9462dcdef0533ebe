/**
 * What a tenant's export archive holds, file by file (ADR 030): each JSON Lines file reads its
 * table in pages by primary key (keyset, so a huge tenant is never loaded at once and no row is
 * skipped or repeated), one object per row, with what a customer needs to take the data
 * elsewhere and nothing secret (no password hashes, invitation token hashes or API token hashes).
 */
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '#db/client'
import {
  invitations,
  knowledgeBases,
  knowledgeDocumentFiles,
  knowledgeDocuments,
  messageFeedback,
  messages,
  planChanges,
  teamMembers,
  teams,
  tenantMembers,
  threads,
  tokenLedger,
  tokenPurchaseRefunds,
  tokenPurchases,
  usageEvents,
  user,
} from '#db/schema'

/** The key of a page's last row: the next page starts after it. */
export type Cursor = readonly unknown[]

export interface ExportFile {
  /** The file's name in the archive (`threads.jsonl`). */
  name: string
  count(db: Db, tenantId: string): Promise<number>
  /** Up to `limit` lines after `after`, with the key of the last one (none: the file is done). */
  page(db: Db, tenantId: string, after: Cursor | undefined, limit: number): Promise<ExportPage>
}

export interface ExportPage {
  lines: Record<string, unknown>[]
  next?: Cursor
}

/** `(a, b) > (x, y)`: the rows after a cursor, in the order of the same columns. */
function afterKey(columns: PgColumn[], cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined
  return sql`(${sql.join(columns, sql`, `)}) > (${sql.join(
    cursor.map((value) => sql`${value}`),
    sql`, `,
  )})`
}

export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where)
  return Number(row?.n ?? 0)
}

interface TableFileSpec {
  name: string
  from: PgTable
  tenant: PgColumn
  columns: Record<string, PgColumn | SQL.Aliased>
  /** The primary key within the tenant, by the names the lines give it. */
  key: Record<string, PgColumn>
  /** Rows of the tenant to leave out (none: all of them). */
  where?: SQL
  line?: (row: Record<string, unknown>) => Record<string, unknown>
}

function tableFile(spec: TableFileSpec): ExportFile {
  const keyNames = Object.keys(spec.key)
  const keyColumns = Object.values(spec.key)
  const ofTenant = (tenantId: string) => and(eq(spec.tenant, tenantId), spec.where)
  return {
    name: spec.name,
    count: (db, tenantId) => countWhere(db, spec.from, ofTenant(tenantId)),
    async page(db, tenantId, after, limit) {
      const rows: Record<string, unknown>[] = await db
        .select(spec.columns)
        .from(spec.from)
        .where(and(ofTenant(tenantId), afterKey(keyColumns, after)))
        .orderBy(...keyColumns.map((column) => asc(column)))
        .limit(limit)
      const last = rows.at(-1)
      return {
        lines: spec.line ? rows.map(spec.line) : rows,
        next: last && keyNames.map((name) => last[name]),
      }
    },
  }
}

/**
 * Every user of the tenant, with their role while they are a member (null: removed on /team;
 * their threads and usage still name them).
 */
const membersFile: ExportFile = {
  name: 'members.jsonl',
  count: (db, tenantId) => countWhere(db, user, eq(user.tenantId, tenantId)),
  async page(db, tenantId, after, limit) {
    const lines = await db
      .select({
        userId: user.id,
        email: user.email,
        name: user.name,
        role: tenantMembers.role,
        monthlyCreditCap: tenantMembers.monthlyCreditCap,
        joinedAt: tenantMembers.createdAt,
        emailVerified: user.emailVerified,
        banned: user.banned,
        locale: user.locale,
        timeZone: user.timeZone,
        createdAt: user.createdAt,
      })
      .from(user)
      .leftJoin(tenantMembers, and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, user.id)))
      .where(and(eq(user.tenantId, tenantId), afterKey([user.id], after)))
      .orderBy(asc(user.id))
      .limit(limit)
    const last = lines.at(-1)
    return { lines, next: last && [last.userId] }
  },
}

/** Where a document's bytes sit in the archive. */
export function documentFilePath(id: string, name: string): string {
  const safe = [
    ...name
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
      .trim(),
  ]
    .slice(0, 120)
    .join('')
    .replace(/^\.+/, '')
  return `files/${id}/${safe || 'document'}`
}

const hasFile = sql<boolean>`exists (select 1 from ${knowledgeDocumentFiles} f where f.document_id = ${knowledgeDocuments.id})`

/** The order the archive is written in (the manifest comes last, with the counts). */
export const EXPORT_FILES: ExportFile[] = [
  membersFile,
  tableFile({
    name: 'teams.jsonl',
    from: teams,
    tenant: teams.tenantId,
    columns: {
      id: teams.id,
      name: teams.name,
      monthlyCreditCap: teams.monthlyCreditCap,
      createdAt: teams.createdAt,
    },
    key: { id: teams.id },
  }),
  tableFile({
    name: 'team-members.jsonl',
    from: teamMembers,
    tenant: teamMembers.tenantId,
    columns: { teamId: teamMembers.teamId, userId: teamMembers.userId, createdAt: teamMembers.createdAt },
    key: { teamId: teamMembers.teamId, userId: teamMembers.userId },
  }),
  tableFile({
    name: 'invitations.jsonl',
    from: invitations,
    tenant: invitations.tenantId,
    columns: {
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: invitations.invitedBy,
      createdAt: invitations.createdAt,
      sentAt: invitations.sentAt,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      acceptedUserId: invitations.acceptedUserId,
      revokedAt: invitations.revokedAt,
    },
    key: { id: invitations.id },
  }),
  tableFile({
    name: 'threads.jsonl',
    from: threads,
    tenant: threads.tenantId,
    columns: {
      id: threads.id,
      userId: threads.userId,
      chatKind: threads.chatKind,
      keyword: threads.keyword,
      title: threads.title,
      createdAt: threads.createdAt,
      updatedAt: threads.updatedAt,
      deletedAt: threads.deletedAt,
    },
    key: { id: threads.id },
  }),
  tableFile({
    name: 'messages.jsonl',
    from: messages,
    tenant: messages.tenantId,
    columns: {
      id: messages.id,
      threadId: messages.threadId,
      role: messages.role,
      content: messages.content,
      status: messages.status,
      errorMessage: messages.errorMessage,
      inputTokens: messages.inputTokens,
      outputTokens: messages.outputTokens,
      totalTokens: messages.totalTokens,
      model: messages.model,
      sources: messages.sources,
      createdAt: messages.createdAt,
    },
    key: { id: messages.id },
  }),
  tableFile({
    name: 'feedback.jsonl',
    from: messageFeedback,
    tenant: messageFeedback.tenantId,
    columns: {
      messageId: messageFeedback.messageId,
      userId: messageFeedback.userId,
      rating: messageFeedback.rating,
      reason: messageFeedback.reason,
      comment: messageFeedback.comment,
      createdAt: messageFeedback.createdAt,
      updatedAt: messageFeedback.updatedAt,
    },
    key: { messageId: messageFeedback.messageId, userId: messageFeedback.userId },
  }),
  tableFile({
    name: 'knowledge-bases.jsonl',
    from: knowledgeBases,
    tenant: knowledgeBases.tenantId,
    columns: {
      id: knowledgeBases.id,
      name: knowledgeBases.name,
      description: knowledgeBases.description,
      createdBy: knowledgeBases.createdBy,
      createdAt: knowledgeBases.createdAt,
      updatedAt: knowledgeBases.updatedAt,
    },
    key: { id: knowledgeBases.id },
  }),
  tableFile({
    name: 'documents.jsonl',
    from: knowledgeDocuments,
    tenant: knowledgeDocuments.tenantId,
    columns: {
      id: knowledgeDocuments.id,
      knowledgeBaseId: knowledgeDocuments.knowledgeBaseId,
      threadId: knowledgeDocuments.threadId,
      messageId: knowledgeDocuments.messageId,
      name: knowledgeDocuments.name,
      format: knowledgeDocuments.format,
      sizeBytes: knowledgeDocuments.sizeBytes,
      sha256: knowledgeDocuments.sha256,
      status: knowledgeDocuments.status,
      pages: knowledgeDocuments.pages,
      chunks: knowledgeDocuments.chunks,
      uploadedBy: knowledgeDocuments.uploadedBy,
      createdAt: knowledgeDocuments.createdAt,
      hasFile: hasFile.as('has_file'),
    },
    key: { id: knowledgeDocuments.id },
    line: ({ hasFile: stored, ...row }) => ({
      ...row,
      // A base's document, or a file a member attached to a chat message.
      kind: row.knowledgeBaseId ? 'knowledge' : 'attachment',
      file: stored ? documentFilePath(String(row.id), String(row.name)) : null,
    }),
  }),
  tableFile({
    name: 'ledger.jsonl',
    from: tokenLedger,
    tenant: tokenLedger.tenantId,
    columns: {
      id: tokenLedger.id,
      kind: tokenLedger.kind,
      credits: tokenLedger.amount,
      balanceAfter: tokenLedger.balanceAfter,
      idempotencyKey: tokenLedger.idempotencyKey,
      actor: tokenLedger.actor,
      reference: tokenLedger.reference,
      reason: tokenLedger.reason,
      details: tokenLedger.details,
      createdAt: tokenLedger.createdAt,
    },
    key: { id: tokenLedger.id },
  }),
  tableFile({
    name: 'purchases.jsonl',
    from: tokenPurchases,
    tenant: tokenPurchases.tenantId,
    columns: {
      id: tokenPurchases.id,
      packId: tokenPurchases.packId,
      packName: tokenPurchases.packName,
      credits: tokenPurchases.tokens,
      priceJpy: tokenPurchases.priceJpy,
      method: tokenPurchases.method,
      status: tokenPurchases.status,
      requestedBy: tokenPurchases.requestedBy,
      billingName: tokenPurchases.billingName,
      billingAddress: tokenPurchases.billingAddress,
      billingEmail: tokenPurchases.billingEmail,
      ledgerEntryId: tokenPurchases.ledgerEntryId,
      decisionNote: tokenPurchases.decisionNote,
      decidedBy: tokenPurchases.decidedBy,
      decidedAt: tokenPurchases.decidedAt,
      createdAt: tokenPurchases.createdAt,
      updatedAt: tokenPurchases.updatedAt,
    },
    key: { id: tokenPurchases.id },
  }),
  tableFile({
    name: 'refunds.jsonl',
    from: tokenPurchaseRefunds,
    tenant: tokenPurchaseRefunds.tenantId,
    columns: {
      purchaseId: tokenPurchaseRefunds.purchaseId,
      creditsTakenBack: tokenPurchaseRefunds.tokensTakenBack,
      creditsNotRecovered: tokenPurchaseRefunds.tokensNotRecovered,
      ledgerEntryId: tokenPurchaseRefunds.ledgerEntryId,
      reason: tokenPurchaseRefunds.reason,
      refundedBy: tokenPurchaseRefunds.refundedBy,
      createdAt: tokenPurchaseRefunds.createdAt,
    },
    key: { purchaseId: tokenPurchaseRefunds.purchaseId },
  }),
  tableFile({
    name: 'usage-events.jsonl',
    from: usageEvents,
    tenant: usageEvents.tenantId,
    columns: {
      id: usageEvents.id,
      userId: usageEvents.userId,
      chatKind: usageEvents.chatKind,
      keyword: usageEvents.keyword,
      threadId: usageEvents.threadId,
      model: usageEvents.model,
      day: usageEvents.day,
      inputTokens: usageEvents.inputTokens,
      outputTokens: usageEvents.outputTokens,
      totalTokens: usageEvents.totalTokens,
      chargedCredits: usageEvents.chargedTokens,
      idempotencyKey: usageEvents.idempotencyKey,
      occurredAt: usageEvents.occurredAt,
    },
    key: { id: usageEvents.id },
  }),
  tableFile({
    name: 'plan-changes.jsonl',
    from: planChanges,
    tenant: planChanges.tenantId,
    columns: {
      id: planChanges.id,
      fromPlanId: planChanges.fromPlanId,
      toPlanId: planChanges.toPlanId,
      direction: planChanges.direction,
      method: planChanges.method,
      status: planChanges.status,
      priceJpy: planChanges.priceJpy,
      effectiveMonth: planChanges.effectiveMonth,
      requestedBy: planChanges.requestedBy,
      billingName: planChanges.billingName,
      billingAddress: planChanges.billingAddress,
      billingEmail: planChanges.billingEmail,
      decidedBy: planChanges.decidedBy,
      decidedAt: planChanges.decidedAt,
      decisionNote: planChanges.decisionNote,
      appliedAt: planChanges.appliedAt,
      createdAt: planChanges.createdAt,
      updatedAt: planChanges.updatedAt,
    },
    key: { id: planChanges.id },
  }),
]

/** The documents whose bytes go under `files/`, a page at a time (ids and names only). */
export async function documentsWithFiles(
  db: Db,
  tenantId: string,
  after: string | undefined,
  limit: number,
): Promise<{ id: string; name: string; format: string }[]> {
  return db
    .select({ id: knowledgeDocuments.id, name: knowledgeDocuments.name, format: knowledgeDocuments.format })
    .from(knowledgeDocuments)
    .innerJoin(knowledgeDocumentFiles, eq(knowledgeDocumentFiles.documentId, knowledgeDocuments.id))
    .where(
      and(
        eq(knowledgeDocuments.tenantId, tenantId),
        afterKey([knowledgeDocuments.id], after === undefined ? undefined : [after]),
      ),
    )
    .orderBy(asc(knowledgeDocuments.id))
    .limit(limit)
}

export async function countDocumentFiles(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(knowledgeDocuments)
    .innerJoin(knowledgeDocumentFiles, eq(knowledgeDocumentFiles.documentId, knowledgeDocuments.id))
    .where(eq(knowledgeDocuments.tenantId, tenantId))
  return Number(row?.n ?? 0)
}

/** One document's bytes (read alone: a file may be megabytes). */
export async function documentBytes(db: Db, documentId: string): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: knowledgeDocumentFiles.bytes })
    .from(knowledgeDocumentFiles)
    .where(eq(knowledgeDocumentFiles.documentId, documentId))
  return row?.bytes
}
