/**
 * Deleting a tenant (issue 18, ADR 030), by the system administrator after two confirmations
 * (or `opsai tenants delete --confirm <slug>`). One transaction copies the ledger to
 * `archived_ledger_entries` and records `tenant_archives` (who deleted it, its balance, what
 * went), names the tenant in `opsai.archived_tenant` so the ledger's append-only trigger lets
 * its rows go (db/migrations/0022), removes what refers to the ledger, the tenant's users and
 * the tenant (the rest cascades). The audit log keeps its rows: it is append-only, and the
 * deletion is one of them.
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import {
  archivedLedgerEntries,
  knowledgeBases,
  knowledgeDocuments,
  knowledgeScopeStats,
  knowledgeTermStats,
  tenantArchives,
  tenants,
  tokenBalances,
  tokenLedger,
  tokenPurchaseRefunds,
  tokenPurchases,
  tokenReservations,
  user,
} from '#db/schema'
import { recordAudit } from '../audit.server'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { bumpCacheVersion, DOMAINS_CACHE } from './cache-version.server'

/** What a tenant holds, shown before it is deleted and kept in its archive. */
export interface TenantCounts {
  members: number
  teams: number
  invitations: number
  threads: number
  messages: number
  feedback: number
  knowledgeBases: number
  documents: number
  ledgerEntries: number
  purchases: number
  usageEvents: number
  domains: number
  exports: number
}

/** The table each count reads; members are people, so an API key's or widget's identity is left out. */
const COUNTED: Record<keyof TenantCounts, string> = {
  members: '(select * from "user" where service_kind is null) as people',
  teams: 'teams',
  invitations: 'invitations',
  threads: 'threads',
  messages: 'messages',
  feedback: 'message_feedback',
  knowledgeBases: 'knowledge_bases',
  documents: 'knowledge_documents',
  ledgerEntries: 'token_ledger',
  purchases: 'token_purchases',
  usageEvents: 'usage_events',
  domains: 'domains',
  exports: 'tenant_exports',
}

export async function tenantCounts(db: Db, tenantId: string): Promise<TenantCounts> {
  const columns = Object.entries(COUNTED).map(
    ([name, table]) =>
      sql`(select count(*)::int from ${sql.raw(table)} where tenant_id = ${tenantId}) as ${sql.identifier(name)}`,
  )
  const [row] = rowsOf<Record<keyof TenantCounts, number | string>>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)}`),
  )
  const value = (name: keyof TenantCounts) => Number(row?.[name] ?? 0)
  return {
    members: value('members'),
    teams: value('teams'),
    invitations: value('invitations'),
    threads: value('threads'),
    messages: value('messages'),
    feedback: value('feedback'),
    knowledgeBases: value('knowledgeBases'),
    documents: value('documents'),
    ledgerEntries: value('ledgerEntries'),
    purchases: value('purchases'),
    usageEvents: value('usageEvents'),
    domains: value('domains'),
    exports: value('exports'),
  }
}

export interface DeletionPreview {
  tenant: { id: string; slug: string; name: string; status: string }
  balance: number
  counts: TenantCounts
}

const tenantNotFound = () => new NotFoundError('errors.tenantLifecycle.tenantNotFound')

async function balanceOf(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ balance: tokenBalances.balance })
    .from(tokenBalances)
    .where(eq(tokenBalances.tenantId, tenantId))
  return row?.balance ?? 0
}

/** Step 1 of the console's confirmation: what deleting the tenant would remove. */
export async function tenantDeletionPreview(db: Db, tenantId: string): Promise<DeletionPreview> {
  const [tenant] = await db
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name, status: tenants.status })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  if (!tenant) throw tenantNotFound()
  return { tenant, balance: await balanceOf(db, tenantId), counts: await tenantCounts(db, tenantId) }
}

/** Deletes rows `WHERE scope IN (…)` a thousand scopes at a time. */
/**
 * The tenant's knowledge. Its tables hold no foreign key to tenants (the catalogue's rows are
 * under CATALOGUE_TENANT_ID, no tenant: ADR 050), so they are deleted here; chunks, postings,
 * files, jobs, embeddings and chat attachments go with their documents and bases by cascade.
 */
async function deleteKnowledge(tx: Db, tenantId: string) {
  await tx.delete(knowledgeTermStats).where(eq(knowledgeTermStats.tenantId, tenantId))
  await tx.delete(knowledgeScopeStats).where(eq(knowledgeScopeStats.tenantId, tenantId))
  await tx.delete(knowledgeDocuments).where(eq(knowledgeDocuments.tenantId, tenantId))
  await tx.delete(knowledgeBases).where(eq(knowledgeBases.tenantId, tenantId))
}

export type TenantArchive = typeof tenantArchives.$inferSelect

/**
 * Deletes the tenant once `confirmSlug` is its slug (checked again here, whatever the screen
 * did); anything else is refused with nothing written. Returns what stays of it.
 */
export async function deleteTenant(
  db: Db,
  input: { tenantId: string; confirmSlug: unknown; actor: string },
): Promise<TenantArchive> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, input.tenantId)).for('update')
    if (!tenant) throw tenantNotFound()
    const typed = typeof input.confirmSlug === 'string' ? input.confirmSlug.trim() : ''
    if (typed !== tenant.slug) {
      throw new InvalidInputError('errors.tenantLifecycle.deleteConfirmMismatch', {
        typed: [...typed].slice(0, 80).join(''),
      })
    }
    // Locked: no turn can reserve or settle while the balance is archived.
    await tx
      .select({ id: tokenBalances.tenantId })
      .from(tokenBalances)
      .where(eq(tokenBalances.tenantId, tenant.id))
      .for('update')
    const balance = await balanceOf(tx, tenant.id)
    const counts = await tenantCounts(tx, tenant.id)
    const [archive] = await tx
      .insert(tenantArchives)
      .values({
        tenantId: tenant.id,
        slug: tenant.slug,
        name: tenant.name,
        applicationKey: tenant.applicationKey,
        planId: tenant.planId,
        balance,
        counts,
        deletedBy: input.actor,
      })
      .returning()
    await tx.execute(sql`
      insert into archived_ledger_entries
        (tenant_id, id, kind, amount, balance_after, idempotency_key, actor, reference, reason, details, created_at)
      select tenant_id, id, kind, amount, balance_after, idempotency_key, actor, reference, reason, details, created_at
      from token_ledger where tenant_id = ${tenant.id}`)
    // The one way past the ledger's append-only trigger, for this tenant and this transaction.
    await tx.execute(sql`select set_config('opsai.archived_tenant', ${tenant.id}, true)`)
    await tx.delete(tokenPurchaseRefunds).where(eq(tokenPurchaseRefunds.tenantId, tenant.id))
    await tx.delete(tokenPurchases).where(eq(tokenPurchases.tenantId, tenant.id))
    await tx.delete(tokenLedger).where(eq(tokenLedger.tenantId, tenant.id))
    await tx.delete(tokenReservations).where(eq(tokenReservations.tenantId, tenant.id))
    await deleteKnowledge(tx, tenant.id)
    // Pending e-mail changes (account/email-change.server.ts) are keyed by user, not tenant.
    await tx.execute(sql`
      delete from verification
      where identifier in (select 'email-change:' || id from "user" where tenant_id = ${tenant.id})`)
    // A user row's tenant_id does not cascade; their sessions, accounts and tokens do.
    await tx.delete(user).where(eq(user.tenantId, tenant.id))
    await tx.delete(tenants).where(eq(tenants.id, tenant.id))
    await bumpCacheVersion(tx, DOMAINS_CACHE)
    await recordAudit(tx, {
      actor: input.actor,
      action: 'tenant.delete',
      tenantId: tenant.id,
      target: tenant.slug,
      details: { name: tenant.name, balance, counts },
    })
    if (!archive) throw new Error('the tenant archive was not written')
    return archive
  })
}

/** Deleted tenants, newest first, paged. */
export async function listTenantArchives(
  db: Db,
  options: { page: number; size: number },
): Promise<{
  archives: (TenantArchive & { ledgerEntries: number; deletedByEmail: string | null })[]
  total: number
}> {
  const entries = db
    .select({ tenantId: archivedLedgerEntries.tenantId, n: count().as('n') })
    .from(archivedLedgerEntries)
    .groupBy(archivedLedgerEntries.tenantId)
    .as('entries')
  const rows = await db
    .select({
      archive: tenantArchives,
      ledgerEntries: sql<number>`coalesce(${entries.n}, 0)::int`,
      // The administrator (or member) behind `admin:<id>` / `user:<id>`, while their account exists.
      deletedByEmail: sql<string | null>`(select u.email from "user" u
        where ${tenantArchives.deletedBy} in ('admin:' || u.id, 'user:' || u.id))`,
    })
    .from(tenantArchives)
    .leftJoin(entries, eq(entries.tenantId, tenantArchives.tenantId))
    .orderBy(desc(tenantArchives.deletedAt), asc(tenantArchives.slug))
    .limit(options.size)
    .offset(options.page * options.size)
  const [total] = await db.select({ n: count() }).from(tenantArchives)
  return {
    archives: rows.map((row) => ({
      ...row.archive,
      ledgerEntries: Number(row.ledgerEntries),
      deletedByEmail: row.deletedByEmail,
    })),
    total: Number(total?.n ?? 0),
  }
}

/** A deleted tenant's archive and its ledger in order, for the statement CSV. */
export async function archivedStatement(db: Db, tenantId: string) {
  const [archive] = await db.select().from(tenantArchives).where(eq(tenantArchives.tenantId, tenantId))
  if (!archive) throw new NotFoundError('errors.tenantLifecycle.archiveNotFound')
  const entries = await db
    .select()
    .from(archivedLedgerEntries)
    .where(eq(archivedLedgerEntries.tenantId, tenantId))
    .orderBy(asc(archivedLedgerEntries.id))
  return { archive, entries }
}
