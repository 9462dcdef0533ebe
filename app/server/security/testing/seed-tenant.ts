/**
 * One tenant of the security probes' world, with one of everything a tenant owns: members of
 * each role with live sessions, a chat only it has enabled, threads and messages, usage, a
 * pending and a confirmed purchase, a team, an open invitation, a personal API token, a pending
 * e-mail change, its own category layout and a domain. Every text it stores carries the tenant's
 * `marker`, so a response that shows any of it to another tenant is caught by a substring check.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import {
  categories,
  chats,
  invitations,
  knowledgeBaseChats,
  knowledgeChunks,
  knowledgeDocumentFiles,
  knowledgeDocuments,
  knowledgeJobs,
  messages,
  session,
  tenantCategorySettings,
  tenantChatPlacements,
  tenantChats,
  tenantExportChunks,
  tenantExports,
  tenantMembers,
  tenants,
  threads,
  usageEvents,
} from '#db/schema'
import { apiTokensRepository } from '../../account/api-tokens.server'
import { requestEmailChange } from '../../account/email-change.server'
import { ensureTestCatalogue } from '../../chat/testing/chat-fixtures'
import { getServerConfig } from '../../config.server'
import { indexedDocument, makeBase } from '../../knowledge/testing/knowledge-fixtures'
import { appendLedgerEntry } from '../../ledger/ledger.server'
import { upsertPacks } from '../../payment/packs.server'
import { recordPlanChangeRequest } from '../../payment/plan-change.server'
import { confirmInvoice, requestInvoice } from '../../payment/purchases.server'
import { ensureTestPlans, TEST_PACKS, TEST_PLANS } from '../../payment/testing/payment-fixtures'
import { newInvitationToken } from '../../team/invitations-repository.server'
import { createTeam, setMemberTeams } from '../../team/team-service.server'
import { mapDomain } from '../../tenancy/domains.server'
import { claimLookup } from '../../tenancy/tenant-lookups.server'
import { makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { insertCredentialUser, type PreparedUser } from '../../tenancy/users.server'
import { addWebhook } from '../../webhooks/testing/seed-webhook'
import { addIntegrations, type SeededIntegrations } from './seed-integrations'

export const ROLES = ['owner', 'admin', 'member'] as const
export type Role = (typeof ROLES)[number]

/** A shared catalogue category every tenant sees; tenants keep their own order of it. */
export const SHARED_CATEGORY_ID = 'security-shared-category'

export interface SeededTenant extends SeededIntegrations {
  label: string
  /** In every text this tenant stores (names, titles, contents, addresses). */
  marker: string
  tenantId: string
  slug: string
  hostname: string
  users: Record<Role, { id: string; email: string; token: string; sessionId: string }>
  /** A second session of the owner (another device), for revoke probes. */
  otherSessionId: string
  /** A catalogue chat only this tenant has enabled. */
  onlyChat: { id: string; kind: 'custom'; routeKind: 'customchat'; keyword: string }
  threadIds: string[]
  messageIds: string[]
  teamId: string
  invitationId: string
  invitationToken: string
  apiTokenId: string
  apiToken: string
  emailChangeToken: string
  pendingPurchaseId: string
  confirmedPurchaseId: string
  /** An upgrade to the Pro test plan awaiting the administrator's confirmation (invoice). */
  pendingPlanChangeId: string
  /**
   * Its knowledge: a base attached to the shared catalogue chat `custom:mail` (so a probe can ask
   * that chat as another tenant), an indexed document whose text carries the marker, a sent
   * chat attachment on its first thread, a staged one, and a finished ingestion job.
   */
  knowledge: {
    baseId: string
    documentId: string
    chunkId: string
    attachmentId: string
    stagedId: string
    jobId: string
  }
  /** A ready export of the whole tenant, its one chunk holding the marker (a leaked download shows it). */
  exportId: string
  /** A webhook endpoint and one delivery of its log. */
  webhookId: string
  webhookDeliveryId: string
  /** Texts that must never reach another tenant (ids are checked separately). */
  secrets: string[]
  /** Every id of this tenant's rows. */
  ids: string[]
}

const randomToken = () => randomBytes(24).toString('base64url')

export async function insertSession(db: Db, userId: string, isSystemAdminLogin = false) {
  const id = randomUUID()
  const token = randomToken()
  await db.insert(session).values({
    id,
    token,
    userId,
    isSystemAdminLogin,
    // A full lifetime: a session near its end is refreshed (written) by every read of it.
    expiresAt: new Date(Date.now() + getServerConfig().auth.sessionLifetimeSeconds * 1000),
    userAgent: 'security-probe',
  })
  return { id, token }
}

async function addUsers(db: Db, tenantId: string, label: string, marker: string, prepared: PreparedUser) {
  const users = {} as SeededTenant['users']
  for (const role of ROLES) {
    const email = `${label}-${role}-${marker}@example.test`.toLowerCase()
    const id = await insertCredentialUser(
      db,
      { ...prepared, email, name: `${role} ${marker}` },
      { tenantId, role: 'user' },
    )
    await db.insert(tenantMembers).values({ tenantId, userId: id, role })
    const made = await insertSession(db, id)
    users[role] = { id, email, token: made.token, sessionId: made.id }
  }
  return users
}

async function addOnlyChat(db: Db, tenantId: string, label: string, marker: string) {
  const onlyChat = {
    id: `security-only-${label}`,
    kind: 'custom' as const,
    routeKind: 'customchat' as const,
    keyword: `only-${label}`,
  }
  await db.insert(chats).values({
    id: onlyChat.id,
    kind: 'custom',
    keyword: onlyChat.keyword,
    name: `Chat ${marker}`,
    prompt: `Prompt ${marker}`,
    categoryId: SHARED_CATEGORY_ID,
  })
  await db.insert(tenantChats).values({ tenantId, chatId: onlyChat.id })
  return onlyChat
}

async function addThreads(db: Db, tenantId: string, userId: string, keyword: string, marker: string) {
  const threadIds: string[] = []
  const messageIds: string[] = []
  for (const [chatKind, chatKeyword] of [
    ['chat', 'default'],
    ['customchat', keyword],
  ] as const) {
    const threadId = randomUUID()
    threadIds.push(threadId)
    await db
      .insert(threads)
      .values({ tenantId, id: threadId, userId, chatKind, keyword: chatKeyword, title: `Title ${marker}` })
    for (const role of ['user', 'assistant'] as const) {
      const id = randomUUID()
      messageIds.push(id)
      await db.insert(messages).values({
        tenantId,
        id,
        threadId,
        role,
        content: `${role} says ${marker}`,
        totalTokens: role === 'assistant' ? 120 : 0,
        model: role === 'assistant' ? `model-${marker}` : null,
      })
    }
    await db.insert(usageEvents).values({
      tenantId,
      userId,
      chatKind,
      keyword: chatKeyword,
      threadId,
      model: `model-${marker}`,
      day: new Date().toISOString().slice(0, 10),
      inputTokens: 80,
      outputTokens: 40,
      totalTokens: 120,
      chargedTokens: 120,
      idempotencyKey: `security-usage:${threadId}`,
    })
    await appendLedgerEntry(db, tenantId, {
      kind: 'usage',
      amount: 120,
      idempotencyKey: `security-usage:${threadId}`,
      actor: TEST_ACTOR,
    })
  }
  return { threadIds, messageIds }
}

async function addPurchases(db: Db, tenantId: string, ownerId: string, marker: string) {
  const caller = { tenantId, userId: ownerId, role: 'owner' as const }
  const input = {
    packId: 'pack-s',
    billingName: `Billing ${marker}`,
    billingAddress: `Address ${marker}`,
    billingEmail: `billing-${marker}@example.test`.toLowerCase(),
  }
  const pending = await requestInvoice(db, caller, input)
  const confirmed = await requestInvoice(db, caller, input)
  await confirmInvoice(db, { tenantId, purchaseId: confirmed.id, actor: TEST_ACTOR })
  await ensureTestPlans({ db })
  const { packId: _pack, ...billing } = input
  const planChange = await recordPlanChangeRequest(
    db,
    caller,
    { planId: TEST_PLANS.pro.id, ...billing },
    { stripeEnabled: false },
  )
  return {
    pendingPurchaseId: pending.id,
    confirmedPurchaseId: confirmed.id,
    pendingPlanChangeId: planChange.change.id,
  }
}

/** The tenant's own order of the shared category and its chats. */
async function addCategoryLayout(db: Db, tenantId: string, onlyChatId: string) {
  await db.insert(tenantCategorySettings).values({ tenantId, categoryId: SHARED_CATEGORY_ID, position: 0 })
  await db
    .insert(tenantChatPlacements)
    .values({ tenantId, chatId: onlyChatId, categoryId: SHARED_CATEGORY_ID, position: 0, hidden: true })
}

async function addKnowledge(db: Db, tenantId: string, ownerId: string, threadId: string, marker: string) {
  const baseId = await makeBase(db, tenantId, `Base ${marker}`)
  const text = `社外秘の規程 ${marker}。有給休暇の申請は専用フォーム ${marker} から行う。`
  const documentId = await indexedDocument(db, {
    baseId,
    tenantId,
    name: `規程-${marker}.pdf`,
    pages: [text],
  })
  await db.insert(knowledgeBaseChats).values({ knowledgeBaseId: baseId, tenantId, chatId: 'test-custom' })
  const attachment = async (name: string, thread: string | null) => {
    const id = randomUUID()
    await db.insert(knowledgeDocuments).values({
      id,
      tenantId,
      threadId: thread,
      name,
      format: 'txt',
      sizeBytes: 10,
      sha256: 'x',
      status: 'ready',
      uploadedBy: ownerId,
    })
    await db
      .insert(knowledgeDocumentFiles)
      .values({ documentId: id, tenantId, bytes: new TextEncoder().encode(text) })
    return id
  }
  const attachmentId = await attachment(`添付-${marker}.txt`, threadId)
  const stagedId = await attachment(`下書き-${marker}.txt`, null)
  const [chunk] = await db
    .select({ id: knowledgeChunks.id })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.documentId, documentId))
  const [job] = await db
    .insert(knowledgeJobs)
    .values({ kind: 'parse_document', documentId, tenantId, state: 'done', finishedAt: new Date() })
    .returning({ id: knowledgeJobs.id })
  return { baseId, documentId, chunkId: String(chunk?.id), attachmentId, stagedId, jobId: String(job?.id) }
}

async function addExport(db: Db, tenantId: string, ownerId: string, marker: string) {
  const id = randomUUID()
  const bytes = new TextEncoder().encode(`archive of ${marker}`)
  await db.insert(tenantExports).values({
    tenantId,
    id,
    status: 'ready',
    progress: 100,
    requestedBy: `user:${ownerId}`,
    sizeBytes: bytes.length,
    finishedAt: new Date(),
    expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  })
  await db.insert(tenantExportChunks).values({ tenantId, exportId: id, seq: 0, bytes })
  return id
}

export async function ensureSharedCatalogue(db: Db) {
  await ensureTestCatalogue(db)
  await db
    .insert(categories)
    .values({ id: SHARED_CATEGORY_ID, name: 'Shared category', position: 0 })
    .onConflictDoNothing()
}

export async function seedTenant(db: Db, label: string, prepared: PreparedUser): Promise<SeededTenant> {
  const marker = `${label.toUpperCase()}secret${randomBytes(4).toString('hex')}`
  const slug = `sec-${label}-${randomBytes(3).toString('hex')}`
  const tenant = await makeTenant(db, slug, { planId: 'standard' })
  await db
    .update(tenants)
    .set({ name: `Tenant ${marker}` })
    .where(eq(tenants.id, tenant.id))
  await ensureSharedCatalogue(db)
  await upsertPacks(db, TEST_PACKS, TEST_ACTOR)
  for (const chatId of ['test-custom', 'test-faq', 'test-ops']) {
    await db.insert(tenantChats).values({ tenantId: tenant.id, chatId }).onConflictDoNothing()
  }
  const hostname = `${slug}.security.test`
  await mapDomain(db, { tenantSlug: slug, hostname }, TEST_ACTOR)
  await appendLedgerEntry(db, tenant.id, {
    kind: 'additional_grant',
    amount: 1_000_000,
    idempotencyKey: `security-grant:${tenant.id}`,
    actor: TEST_ACTOR,
  })
  const users = await addUsers(db, tenant.id, label, marker, prepared)
  const other = await insertSession(db, users.owner.id)
  const onlyChat = await addOnlyChat(db, tenant.id, label, marker)
  const { threadIds, messageIds } = await addThreads(db, tenant.id, users.owner.id, onlyChat.keyword, marker)
  const purchases = await addPurchases(db, tenant.id, users.owner.id, marker)
  const actor = { tenantId: tenant.id, userId: users.owner.id }
  const team = await createTeam(db, actor, { name: `Team ${marker}` })
  await setMemberTeams(db, actor, users.member.id, { teamIds: [team.id] })
  const { token: invitationToken, tokenHash } = newInvitationToken()
  const invitationId = randomUUID()
  await db.insert(invitations).values({
    tenantId: tenant.id,
    id: invitationId,
    email: `invitee-${marker}@example.test`.toLowerCase(),
    role: 'member',
    tokenHash,
    invitedBy: users.owner.id,
    expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  })
  await claimLookup(db, 'invitation', tokenHash, tenant.id)
  const apiToken = await apiTokensRepository(db, actor).create(`Token ${marker}`)
  let emailChangeToken = ''
  await requestEmailChange(db, {
    userId: users.owner.id,
    tenantId: tenant.id,
    name: users.owner.email,
    newEmail: `changed-${marker}@example.test`.toLowerCase(),
    origin: `http://${hostname}`,
    send: async (message) => {
      emailChangeToken = decodeURIComponent(/confirmEmail=([^\s"&<]+)/.exec(message.text)?.[1] ?? '')
    },
  })
  await addCategoryLayout(db, tenant.id, onlyChat.id)
  const knowledge = await addKnowledge(db, tenant.id, users.owner.id, threadIds[0] ?? '', marker)
  const exportId = await addExport(db, tenant.id, users.owner.id, marker)
  const webhook = await addWebhook(db, tenant.id, marker)
  const integrations = await addIntegrations(db, tenant.id, marker)
  return {
    label,
    marker,
    tenantId: tenant.id,
    slug,
    hostname,
    users,
    otherSessionId: other.id,
    onlyChat,
    threadIds,
    messageIds,
    teamId: team.id,
    invitationId,
    invitationToken,
    apiTokenId: apiToken.summary.id,
    apiToken: apiToken.token,
    emailChangeToken,
    ...purchases,
    knowledge,
    exportId,
    ...webhook,
    ...integrations,
    secrets: [marker, marker.toLowerCase(), slug, hostname, integrations.tenantApiKey],
    ids: [
      tenant.id,
      ...ROLES.flatMap((role) => [users[role].id, users[role].sessionId]),
      other.id,
      ...threadIds,
      ...messageIds,
      team.id,
      invitationId,
      apiToken.summary.id,
      purchases.pendingPurchaseId,
      purchases.confirmedPurchaseId,
      purchases.pendingPlanChangeId,
      knowledge.baseId,
      knowledge.documentId,
      knowledge.attachmentId,
      knowledge.stagedId,
      exportId,
      webhook.webhookId,
      webhook.webhookDeliveryId,
      integrations.tenantApiKeyId,
      integrations.widgetId,
    ],
  }
}
