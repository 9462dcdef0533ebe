/**
 * Who is calling the chat API: a personal API token (`Authorization: Bearer opsai_pat_…`,
 * ADR 011) or else a better-auth session (cookie or session bearer token). A personal token
 * stands for its user exactly like a session would, but only on the chat API: pages and account
 * settings keep asking for a real session, so a leaked script token cannot make more tokens or
 * change the password.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#db/client'
import { user } from '#db/schema'
import type { RequestSession } from '../auth/session.server'
import { findApiTokenOwner, isApiToken } from './api-tokens.server'

function bearerToken(headers: Headers): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1]
}

/**
 * One token lookup per request: the network-access check (app/server/network-access) and the
 * endpoint ask with the request's one `Headers` object.
 */
const tokenLookups = new WeakMap<Headers, Promise<RequestSession | null>>()

/** A session resolver for the chat API on `getDb`, falling back to `sessionOf` for anything else. */
export function apiCallerSessionResolver(
  getDb: () => Promise<Db>,
  sessionOf: (headers: Headers) => Promise<RequestSession | null>,
) {
  return async (headers: Headers): Promise<RequestSession | null> => {
    const token = bearerToken(headers)
    if (!token || !isApiToken(token)) return sessionOf(headers)
    let lookup = tokenLookups.get(headers)
    if (!lookup) {
      lookup = getDb().then((db) => tokenSession(db, token))
      tokenLookups.set(headers, lookup)
      lookup.catch(() => tokenLookups.delete(headers))
    }
    return lookup
  }
}

async function tokenSession(db: Db, token: string): Promise<RequestSession | null> {
  const owner = await findApiTokenOwner(db, token)
  if (!owner) return null
  const [row] = await db.select().from(user).where(eq(user.id, owner.userId))
  // A token outlives nothing: a user moved out of the tenant or banned loses it.
  if (!row || row.tenantId !== owner.tenantId || row.banned) return null
  return {
    sessionId: `api-token:${owner.id}`,
    token,
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      tenantId: row.tenantId,
      role: row.role ?? null,
      isSystemAdminLogin: false,
      // A tenant that requires two-factor authentication refuses the token of a member without it.
      twoFactorEnabled: row.twoFactorEnabled,
    },
  }
}
