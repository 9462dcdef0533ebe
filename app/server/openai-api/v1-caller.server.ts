/**
 * Who calls the `/v1` API (ADR 039): a tenant API key (`opsai_sk_…`), which chats as its service
 * identity within its chat scope, or a personal API token (`opsai_pat_…`, ADR 011), which chats as
 * its user on every chat of the tenant. Sessions and cookies are not taken: the API is for
 * programs. A token whose tenant requires two-factor authentication its user lacks is refused,
 * as on `/api` (ADR 036).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { tenants, user } from '#db/schema'
import { apiCallerSessionResolver } from '../account/api-token-session.server'
import { isApiToken } from '../account/api-tokens.server'
import {
  findTenantApiKey,
  isTenantApiKey,
  markTenantApiKeyUsed,
  type TenantApiKeyHolder,
} from '../api-keys/tenant-api-keys.server'
import type { RequestSession } from '../auth/session.server'
import { requestTwoFactorDue, TwoFactorDueError } from '../two-factor/two-factor.server'
import { openAiError, openAiErrorMessages } from './openai-errors.server'

export interface V1Caller {
  tenantId: string
  userId: string
  /** Model ids the caller may use; null: every chat of the tenant. */
  scope: string[] | null
  /** The tenant API key it came with (none for a personal token). */
  key?: TenantApiKeyHolder
}

/** Marks the caller's key used, once its request was accepted ("last used" on /integrations). */
export async function markCallerUsed(db: Db, caller: V1Caller): Promise<void> {
  if (caller.key) await markTenantApiKeyUsed(db, caller.key)
}

export function bearerToken(headers: Headers): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1]
}

/** A live key's service identity, or null (unknown, revoked, its identity gone). */
async function keyCaller(db: Db, key: string): Promise<V1Caller | null> {
  const holder = await findTenantApiKey(db, key)
  if (!holder) return null
  const [identity] = await db
    .select({ tenantId: user.tenantId, banned: user.banned })
    .from(user)
    .where(eq(user.id, holder.serviceUserId))
  if (!identity || identity.tenantId !== holder.tenantId || identity.banned) return null
  return { tenantId: holder.tenantId, userId: holder.serviceUserId, scope: holder.chats, key: holder }
}

/**
 * The session a tenant key stands for, for the request middleware's checks (the tenant's IP
 * allow-list applies to its keys too); anything else is resolved by `otherwise`.
 */
export function tenantKeySessionResolver(
  getDb: () => Promise<Db>,
  otherwise: (headers: Headers) => Promise<RequestSession | null>,
) {
  return async (headers: Headers): Promise<RequestSession | null> => {
    const token = bearerToken(headers)
    if (!token || !isTenantApiKey(token)) return otherwise(headers)
    const caller = await keyCaller(await getDb(), token)
    if (!caller) return null
    return {
      sessionId: `api-key:${caller.userId}`,
      token,
      user: {
        id: caller.userId,
        name: '',
        email: '',
        tenantId: caller.tenantId,
        role: 'user',
        isSystemAdminLogin: false,
        twoFactorEnabled: false,
      },
    }
  }
}

/** The caller, or the 401/403 that refuses the request (OpenAI's error shape). */
export async function resolveV1Caller(request: Request, db: Db): Promise<V1Caller | Response> {
  const caller = await authenticatedCaller(request, db)
  if (caller instanceof Response) return caller
  // A suspended tenant's site is down (ADR 014): its keys and tokens stop with it.
  const [tenant] = await db
    .select({ status: tenants.status })
    .from(tenants)
    .where(eq(tenants.id, caller.tenantId))
  if (tenant?.status === 'suspended')
    return openAiError(403, 'tenant_suspended', 'errors.openaiApi.tenantSuspended')
  return caller
}

async function authenticatedCaller(request: Request, db: Db): Promise<V1Caller | Response> {
  const token = bearerToken(request.headers)
  if (!token) return openAiError(401, 'invalid_api_key', 'errors.openaiApi.missingKey')
  if (isTenantApiKey(token)) {
    return (await keyCaller(db, token)) ?? openAiError(401, 'invalid_api_key', 'errors.openaiApi.invalidKey')
  }
  if (!isApiToken(token)) return openAiError(401, 'invalid_api_key', 'errors.openaiApi.invalidKey')
  const session = await apiCallerSessionResolver(
    async () => db,
    async () => null,
  )(request.headers)
  if (!session?.user.tenantId) return openAiError(401, 'invalid_api_key', 'errors.openaiApi.invalidKey')
  const due = await requestTwoFactorDue(request.headers, db, session)
  if (due) {
    const refusal = new TwoFactorDueError(due)
    return openAiErrorMessages(refusal.status, refusal.code, refusal.messages)
  }
  return { tenantId: session.user.tenantId, userId: session.user.id, scope: null }
}
