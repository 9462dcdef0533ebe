/**
 * What a tenant's export archive holds, file by file (ADR 030): one object per row, with what a
 * customer needs to take the data elsewhere and nothing secret (no password hashes, invitation
 * token hashes or API token hashes). How each file is read: export-pages.server.ts.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
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
import { afterKey, countWhere, documentFilePath, type ExportFile, tableFile } from './export-pages.server'

/**
 * Every user of the tenant, with their role while they are a member (null: removed on /team;
 * their threads and usage still name them). An API key's or widget's identity is here too, with
 * its `serviceKind`, since its threads and usage name it.
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
        serviceKind: user.serviceKind,
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
