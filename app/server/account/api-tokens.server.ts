/**
 * Personal API tokens (ADR 011): made by a user on /user, shown to them once, listed by name,
 * prefix, creation and last use, revocable. Only the SHA-256 of a token is stored. Every query
 * is filtered by the tenant and the user, so another user's (or tenant's) token id is not found.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '#db/client'
import { apiTokens } from '#db/schema'
import { recordAudit } from '../audit.server'
import { NotFoundError, ServiceError } from '../errors.server'
import { requireTenantId } from '../tenancy/tenant-context.server'
import { claimLookup, tenantOfLookup } from '../tenancy/tenant-lookups.server'

/** Tells a personal token from a better-auth session token at a glance (and in leaked logs). */
export const API_TOKEN_PREFIX = 'opsai_pat_'
/** How many characters of a token the list shows. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6
/** Per user: enough for every script, few enough to review. */
export const MAX_API_TOKENS_PER_USER = 20

export interface ApiTokenSummary {
  id: string
  name: string
  prefix: string
  createdAt: string
  lastUsedAt: string | null
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX)
}

function summary(row: typeof apiTokens.$inferSelect): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }
}

export interface TokenOwner {
  tenantId: string | null
  userId: string
}

/** One user's tokens in one tenant. */
export function apiTokensRepository(db: Db, owner: TokenOwner) {
  const tenantId = requireTenantId(owner.tenantId)
  const { userId } = owner
  const mine = and(
    eq(apiTokens.tenantId, tenantId),
    eq(apiTokens.userId, userId),
    isNull(apiTokens.revokedAt),
  )

  return {
    async list(): Promise<ApiTokenSummary[]> {
      const rows = await db.select().from(apiTokens).where(mine).orderBy(desc(apiTokens.createdAt))
      return rows.map(summary)
    },

    /** The token itself is returned here and never again. */
    async create(name: string): Promise<{ token: string; summary: ApiTokenSummary }> {
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
      return db.transaction(async (tx) => {
        const existing = await tx.select({ id: apiTokens.id }).from(apiTokens).where(mine)
        if (existing.length >= MAX_API_TOKENS_PER_USER) {
          throw new TooManyApiTokensError()
        }
        const tokenHash = hashApiToken(token)
        await claimLookup(tx, 'api_token', tokenHash, tenantId)
        const [row] = await tx
          .insert(apiTokens)
          .values({
            id: randomUUID(),
            tenantId,
            userId,
            name,
            tokenHash,
            prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
          })
          .returning()
        if (!row) throw new Error('insert returned no row')
        await recordAudit(tx, {
          actor: `user:${userId}`,
          action: 'api_token.create',
          tenantId,
          target: row.id,
          details: { name, prefix: row.prefix },
        })
        return { token, summary: summary(row) }
      })
    },

    /** Another user's or tenant's token, or one already revoked, is not found (404). */
    async revoke(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(apiTokens)
          .set({ revokedAt: new Date() })
          .where(and(mine, eq(apiTokens.id, id)))
          .returning({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix })
        if (!row) throw new NotFoundError('errors.account.apiTokenNotFound')
        await recordAudit(tx, {
          actor: `user:${userId}`,
          action: 'api_token.revoke',
          tenantId,
          target: row.id,
          details: { name: row.name, prefix: row.prefix },
        })
      })
    },
  }
}

export class TooManyApiTokensError extends ServiceError {
  constructor() {
    super(409, 'too_many_api_tokens', 'errors.account.tooManyApiTokens', { max: MAX_API_TOKENS_PER_USER })
  }
}

/**
 * The owner of a live token, marking it used. Unknown and revoked tokens give null (a 401 for
 * the caller). `lastUsedAt` is written at most once a minute per token so a busy script does not
 * turn every request into a write.
 */
export async function findApiTokenOwner(db: Db, token: string, now = new Date()) {
  const tokenHash = hashApiToken(token)
  const tenantId = await tenantOfLookup(db, 'api_token', tokenHash)
  if (!tenantId) return null
  const [row] = await db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      tenantId: apiTokens.tenantId,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(
      and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)),
    )
  if (!row) return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, row.id)))
  }
  return row
}
