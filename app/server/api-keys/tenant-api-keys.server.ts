/**
 * Tenant API keys (issue 20, ADR 039): owners and admins make them for the OpenAI-compatible API,
 * scoped to chosen chats or all, see each once, revoke them. A key chats and is charged as its own
 * service identity (service-users.server.ts), so its usage shows apart from every person's. Only
 * the SHA-256 of a key is stored; every query is filtered by the tenant.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenantApiKeys } from '#db/schema'
import { ROUTE_KIND_OF } from '../../features/home/chat-paths.shared'
import {
  type AvailableChat,
  MAX_KEY_NAME_LENGTH,
  type TenantApiKeySummary,
} from '../../features/integrations/api-keys.shared'
import { GENERAL_MODEL_ID, modelIdOf } from '../../features/integrations/model-ids.shared'
import { textIn } from '../../i18n/texts.server'
import { recordAudit } from '../audit.server'
import { InvalidInputError, NotFoundError, ServiceError } from '../errors.server'
import { tenantChatsRepository } from '../tenancy/chat-repository.server'
import { createServiceUser } from '../tenancy/service-users.server'
import { claimLookup, tenantOfLookup } from '../tenancy/tenant-lookups.server'

/** Tells a tenant key from a personal token (`opsai_pat_`) at a glance, and in leaked logs. */
export const TENANT_API_KEY_PREFIX = 'opsai_sk_'
const SHOWN_PREFIX_LENGTH = TENANT_API_KEY_PREFIX.length + 6
/** Per tenant: one per integration, few enough to review. */
export const MAX_TENANT_API_KEYS = 50
export type { AvailableChat, TenantApiKeySummary }
export { MAX_KEY_NAME_LENGTH }

export function isTenantApiKey(token: string): boolean {
  return token.startsWith(TENANT_API_KEY_PREFIX)
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

function summary(row: typeof tenantApiKeys.$inferSelect): TenantApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    chats: row.chats,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

/** The general chat and the catalogue chats the tenant has enabled, in the sidebar's order. */
export async function availableChats(db: Db, tenantId: string): Promise<AvailableChat[]> {
  const enabled = await tenantChatsRepository(db, tenantId).list()
  return [
    {
      id: GENERAL_MODEL_ID,
      name: textIn('ja', 'chat.generalName'),
      nameEn: textIn('en', 'chat.generalName'),
    },
    ...enabled.map((chat) => ({
      id: modelIdOf({ kind: ROUTE_KIND_OF[chat.kind], keyword: chat.keyword }),
      name: chat.name,
      nameEn: chat.nameEn,
    })),
  ]
}

/** A key's scope checked against the tenant's chats: known model ids, each once; null stays "all". */
async function checkedScope(db: Db, tenantId: string, chats: string[] | null): Promise<string[] | null> {
  if (chats === null) return null
  if (chats.length === 0) throw new InvalidInputError('errors.openaiApi.keyChatsInvalid')
  const known = new Set((await availableChats(db, tenantId)).map((chat) => chat.id))
  const unknown = chats.find((id) => !known.has(id))
  if (unknown !== undefined)
    throw new InvalidInputError('errors.openaiApi.keyChatUnknown', { model: unknown })
  return [...new Set(chats)]
}

export interface NewTenantApiKey {
  name: string
  chats: string[] | null
  /** Who makes it: `user:<id>` or `cli:<os user>`, for the audit log. */
  actor: string
  /** The owner or admin making it (none from the CLI). */
  createdBy?: string
}

export function tenantApiKeysRepository(db: Db, tenantId: string) {
  const ofTenant = eq(tenantApiKeys.tenantId, tenantId)
  return {
    /** Live keys first, newest first; revoked ones stay listed with their date. */
    async list(): Promise<TenantApiKeySummary[]> {
      const rows = await db
        .select()
        .from(tenantApiKeys)
        .where(ofTenant)
        .orderBy(desc(tenantApiKeys.createdAt))
      return rows.map(summary).sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null))
    },

    /** The key itself is returned here and never again. */
    async create(input: NewTenantApiKey): Promise<{ key: string; summary: TenantApiKeySummary }> {
      const name = input.name.trim()
      if (name.length === 0 || name.length > MAX_KEY_NAME_LENGTH) {
        throw new InvalidInputError('errors.openaiApi.keyNameInvalid', { max: MAX_KEY_NAME_LENGTH })
      }
      const chats = await checkedScope(db, tenantId, input.chats)
      const key = `${TENANT_API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
      return db.transaction(async (tx) => {
        const [live] = await tx
          .select({ keys: count() })
          .from(tenantApiKeys)
          .where(and(ofTenant, isNull(tenantApiKeys.revokedAt)))
        if ((live?.keys ?? 0) >= MAX_TENANT_API_KEYS) throw new TooManyTenantApiKeysError()
        const serviceUserId = await createServiceUser(tx, { tenantId, kind: 'api_key', name })
        const keyHash = hashKey(key)
        await claimLookup(tx, 'tenant_api_key', keyHash, tenantId)
        const [row] = await tx
          .insert(tenantApiKeys)
          .values({
            tenantId,
            id: randomUUID(),
            name,
            keyHash,
            prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
            serviceUserId,
            chats,
            createdBy: input.createdBy ?? null,
          })
          .returning()
        if (!row) throw new Error('insert returned no row')
        await recordAudit(tx, {
          actor: input.actor,
          action: 'api_key.create',
          tenantId,
          target: row.id,
          details: { name, prefix: row.prefix, chats },
        })
        return { key, summary: summary(row) }
      })
    },

    /** Another tenant's key, or one already revoked, is not found (404). */
    async revoke(id: string, actor: string): Promise<TenantApiKeySummary> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(tenantApiKeys)
          .set({ revokedAt: new Date() })
          .where(and(ofTenant, eq(tenantApiKeys.id, id), isNull(tenantApiKeys.revokedAt)))
          .returning()
        if (!row) throw new NotFoundError('errors.openaiApi.keyNotFound')
        await recordAudit(tx, {
          actor,
          action: 'api_key.revoke',
          tenantId,
          target: row.id,
          details: { name: row.name, prefix: row.prefix },
        })
        return summary(row)
      })
    },
  }
}

/** The tenants holding a key with this id (the CLI revokes by id alone). */
export async function tenantsOfApiKey(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ tenantId: tenantApiKeys.tenantId })
    .from(tenantApiKeys)
    .where(eq(tenantApiKeys.id, id))
  return rows.map((row) => row.tenantId)
}

export class TooManyTenantApiKeysError extends ServiceError {
  constructor() {
    super(409, 'too_many_api_keys', 'errors.openaiApi.tooManyKeys', { max: MAX_TENANT_API_KEYS })
  }
}

/** What a live key stands for. */
export interface TenantApiKeyHolder {
  id: string
  tenantId: string
  serviceUserId: string
  chats: string[] | null
  lastUsedAt: Date | null
}

/** The live key behind `key`; unknown and revoked keys give null (a 401). Reading only. */
export async function findTenantApiKey(db: Db, key: string): Promise<TenantApiKeyHolder | null> {
  if (!isTenantApiKey(key)) return null
  const keyHash = hashKey(key)
  const tenantId = await tenantOfLookup(db, 'tenant_api_key', keyHash)
  if (!tenantId) return null
  const [row] = await db
    .select()
    .from(tenantApiKeys)
    .where(
      and(
        eq(tenantApiKeys.tenantId, tenantId),
        eq(tenantApiKeys.keyHash, keyHash),
        isNull(tenantApiKeys.revokedAt),
      ),
    )
  if (!row) return null
  return {
    id: row.id,
    tenantId: row.tenantId,
    serviceUserId: row.serviceUserId,
    chats: row.chats,
    lastUsedAt: row.lastUsedAt,
  }
}

/**
 * Marks a key used once a request of it was accepted (a refused one writes nothing). Written at
 * most once a minute per key, so a busy integration does not turn every request into a write.
 */
export async function markTenantApiKeyUsed(
  db: Db,
  holder: Pick<TenantApiKeyHolder, 'id' | 'tenantId' | 'lastUsedAt'>,
  now = new Date(),
): Promise<void> {
  if (holder.lastUsedAt && now.getTime() - holder.lastUsedAt.getTime() <= 60_000) return
  await db
    .update(tenantApiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(tenantApiKeys.tenantId, holder.tenantId), eq(tenantApiKeys.id, holder.id)))
}
