/**
 * Knowledge bases and who may reach them. A catalogue base (`tenantId` null here, stored under
 * CATALOGUE_TENANT_ID: knowledge-tenant.server.ts) is the system
 * administrator's and may be attached to any catalogue chat; a tenant's base is managed by its
 * owners and admins and may be attached only to chats enabled for that tenant. Every lookup is
 * scoped by the actor, so a base of another tenant is simply "not found".
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#db/client'
import { rowsOf } from '#db/rows'
import { CATALOGUE_TENANT_ID, chats, knowledgeBaseChats, knowledgeBases, tenantChats } from '#db/schema'
import { canManageTeam } from '../../features/team/team-rules.shared'
import { recordAudit } from '../audit.server'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { actorRole } from '../team/team-actor.server'
import { ForbiddenError } from '../team/team-errors.server'
import { knowledgeTenantKey, ownedRow } from './knowledge-tenant.server'

/**
 * The system administrator (catalogue bases), a member of one tenant, or the operator at the
 * `opsai` CLI (`userId` is `cli:<os user>`): one tenant's bases with `tenantId`, the catalogue's
 * with null, any base by id with it undefined.
 */
export type KnowledgeActor =
  | { kind: 'systemAdmin'; userId: string }
  | { kind: 'member'; tenantId: string; userId: string }
  | { kind: 'operator'; userId: string; tenantId?: string | null }

/** A base as the code reads it: `tenantId` null for the catalogue's. */
export type KnowledgeBase = Omit<typeof knowledgeBases.$inferSelect, 'tenantId'> & { tenantId: string | null }

export const knowledgeBaseNameSchema = z.string().trim().min(1).max(100)

export function auditActorOf(actor: KnowledgeActor) {
  return actor.kind === 'operator' ? actor.userId : `user:${actor.userId}`
}

/** The tenant whose bases the actor sees (and creates); null: the catalogue's. */
export function actorTenant(actor: KnowledgeActor): string | null {
  if (actor.kind === 'member') return actor.tenantId
  if (actor.kind === 'operator') return actor.tenantId ?? null
  return null
}

function ownedBy(actor: KnowledgeActor) {
  if (actor.kind === 'operator' && actor.tenantId === undefined) return sql`true`
  return eq(knowledgeBases.tenantId, knowledgeTenantKey(actorTenant(actor)))
}

/** Refuses a member who is not an owner or admin of their tenant (the role read fresh). */
export async function requireKnowledgeManager(db: Db, actor: KnowledgeActor) {
  if (actor.kind !== 'member') return
  const role = await actorRole(db, actor)
  if (!canManageTeam(role)) throw new ForbiddenError('errors.knowledge.managersOnly')
}

/** A base the actor manages, or NotFound (another tenant's base is indistinguishable from none). */
export async function requireBase(db: Db, actor: KnowledgeActor, id: string): Promise<KnowledgeBase> {
  await requireKnowledgeManager(db, actor)
  const [base] = await db
    .select()
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.id, id), ownedBy(actor)))
  if (!base) throw new NotFoundError('errors.knowledge.baseNotFound')
  return ownedRow(base)
}

export interface KnowledgeBaseSummary {
  id: string
  name: string
  description: string
  tenantId: string | null
  documents: number
  readyDocuments: number
  chunks: number
  sizeBytes: number
  chats: { id: string; kind: string; keyword: string; name: string; nameEn: string | null }[]
  createdAt: string
}

export async function listBases(db: Db, actor: KnowledgeActor): Promise<KnowledgeBaseSummary[]> {
  await requireKnowledgeManager(db, actor)
  const tenantId = actorTenant(actor)
  const result = await db.execute(sql`
    select b.id, b.name, b.description, nullif(b.tenant_id, ${CATALOGUE_TENANT_ID}) as "tenantId",
      b.created_at as "createdAt",
      count(d.id)::int as documents,
      count(d.id) filter (where d.status = 'ready')::int as "readyDocuments",
      coalesce(sum(d.chunks), 0)::int as chunks,
      coalesce(sum(d.size_bytes), 0)::bigint as "sizeBytes"
    from knowledge_bases b
    left join knowledge_documents d on d.tenant_id = b.tenant_id and d.knowledge_base_id = b.id
    where ${
      actor.kind === 'operator' && actor.tenantId === undefined
        ? sql`true`
        : sql`b.tenant_id = ${knowledgeTenantKey(tenantId)}`
    }
    group by b.tenant_id, b.id order by b.created_at, b.id`)
  const bases = rowsOf<Omit<KnowledgeBaseSummary, 'chats'> & { createdAt: Date | string }>(result)
  const attached = await db
    .select({
      baseId: knowledgeBaseChats.knowledgeBaseId,
      id: chats.id,
      kind: chats.kind,
      keyword: chats.keyword,
      name: chats.name,
      nameEn: chats.nameEn,
    })
    .from(knowledgeBaseChats)
    .innerJoin(chats, eq(chats.id, knowledgeBaseChats.chatId))
    .innerJoin(
      knowledgeBases,
      and(
        eq(knowledgeBases.tenantId, knowledgeBaseChats.tenantId),
        eq(knowledgeBases.id, knowledgeBaseChats.knowledgeBaseId),
      ),
    )
    .where(ownedBy(actor))
    .orderBy(asc(chats.kind), asc(chats.keyword))
  return bases.map((base) => ({
    ...base,
    sizeBytes: Number(base.sizeBytes),
    createdAt: new Date(base.createdAt).toISOString(),
    chats: attached.filter((chat) => chat.baseId === base.id).map(({ baseId: _baseId, ...chat }) => chat),
  }))
}

export async function createBase(
  db: Db,
  actor: KnowledgeActor,
  input: { name: unknown; description?: unknown },
): Promise<KnowledgeBase> {
  await requireKnowledgeManager(db, actor)
  const name = knowledgeBaseNameSchema.safeParse(input.name)
  if (!name.success) throw new InvalidInputError('errors.knowledge.nameRequired')
  const description = z
    .string()
    .trim()
    .max(1000)
    .catch('')
    .parse(input.description ?? '')
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(knowledgeBases)
      .values({
        id: randomUUID(),
        tenantId: knowledgeTenantKey(actorTenant(actor)),
        name: name.data,
        description,
        createdBy: actor.userId,
      })
      .returning()
    if (!stored) throw new Error('insert returned nothing')
    const base = ownedRow(stored)
    await recordAudit(tx, {
      actor: auditActorOf(actor),
      action: 'knowledge.create',
      tenantId: base.tenantId,
      target: base.id,
      details: { name: base.name },
    })
    return base
  })
}

export async function deleteBase(db: Db, actor: KnowledgeActor, id: string): Promise<void> {
  const base = await requireBase(db, actor, id)
  await db.transaction(async (tx) => {
    // Chunks, postings, files and jobs go by cascade; the statistics of the scope go with them.
    const tenantKey = knowledgeTenantKey(base.tenantId)
    await tx.execute(
      sql`delete from knowledge_scope_stats where tenant_id = ${tenantKey} and scope = ${base.id}`,
    )
    await tx.execute(
      sql`delete from knowledge_term_stats where tenant_id = ${tenantKey} and scope = ${base.id}`,
    )
    await tx
      .delete(knowledgeBases)
      .where(and(eq(knowledgeBases.tenantId, tenantKey), eq(knowledgeBases.id, base.id)))
    await recordAudit(tx, {
      actor: auditActorOf(actor),
      action: 'knowledge.delete',
      tenantId: base.tenantId,
      target: base.id,
      details: { name: base.name },
    })
  })
}

const CHAT_KIND_OF: Record<string, 'custom' | 'faq' | 'ops'> = {
  custom: 'custom',
  customchat: 'custom',
  faq: 'faq',
  faqchat: 'faq',
  ops: 'ops',
  opschat: 'ops',
}

/** A chat named `kind:keyword` (custom|faq|ops) that `base` may be attached to. */
async function attachableChat(db: Db, base: KnowledgeBase, reference: string) {
  const [kindPart, ...rest] = reference.split(':')
  const kind = CHAT_KIND_OF[kindPart ?? '']
  const keyword = rest.join(':')
  if (!kind || !keyword) throw new InvalidInputError('errors.knowledge.chatNotFound', { chat: reference })
  const [chat] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.kind, kind), eq(chats.keyword, keyword)))
  if (!chat) throw new NotFoundError('errors.knowledge.chatNotFound', { chat: reference })
  if (base.tenantId !== null) {
    const [enabled] = await db
      .select({ chatId: tenantChats.chatId })
      .from(tenantChats)
      .where(and(eq(tenantChats.tenantId, base.tenantId), eq(tenantChats.chatId, chat.id)))
    if (!enabled) throw new InvalidInputError('errors.knowledge.chatNotAttachable', { chat: reference })
  }
  return chat.id
}

/** Attaches (or with `attached: false` detaches) a base to a chat given as `kind:keyword`. */
export async function setBaseChat(
  db: Db,
  actor: KnowledgeActor,
  baseId: string,
  chatReference: string,
  attached = true,
): Promise<void> {
  const base = await requireBase(db, actor, baseId)
  const chatId = await attachableChat(db, base, chatReference)
  await db.transaction(async (tx) => {
    if (attached) {
      await tx
        .insert(knowledgeBaseChats)
        .values({ knowledgeBaseId: base.id, tenantId: knowledgeTenantKey(base.tenantId), chatId })
        .onConflictDoNothing()
    } else {
      await tx
        .delete(knowledgeBaseChats)
        .where(
          and(
            eq(knowledgeBaseChats.tenantId, knowledgeTenantKey(base.tenantId)),
            eq(knowledgeBaseChats.knowledgeBaseId, base.id),
            eq(knowledgeBaseChats.chatId, chatId),
          ),
        )
    }
    await recordAudit(tx, {
      actor: auditActorOf(actor),
      action: attached ? 'knowledge.attach' : 'knowledge.detach',
      tenantId: base.tenantId,
      target: base.id,
      details: { chat: chatReference },
    })
  })
}

/** The chats a base of the actor could be attached to: every catalogue chat, or the tenant's. */
export async function attachableChats(db: Db, actor: KnowledgeActor) {
  await requireKnowledgeManager(db, actor)
  const tenantId = actorTenant(actor)
  const columns = {
    id: chats.id,
    kind: chats.kind,
    keyword: chats.keyword,
    name: chats.name,
    nameEn: chats.nameEn,
  }
  if (tenantId === null) return db.select(columns).from(chats).orderBy(asc(chats.kind), asc(chats.position))
  return db
    .select(columns)
    .from(tenantChats)
    .innerJoin(chats, eq(chats.id, tenantChats.chatId))
    .where(and(eq(tenantChats.tenantId, tenantId), eq(chats.enabled, true)))
    .orderBy(asc(chats.kind), asc(tenantChats.position))
}
