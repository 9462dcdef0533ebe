/**
 * The session behind a request (cookie or `Authorization: Bearer` token), in the one shape the
 * rest of the server uses.
 */
import { getDatabase } from '#db/runtime'
import type { SessionUser } from '../../features/auth/session-store'
import { perRequest } from '../http/per-request.server'
import { CACHE_READS } from '../tenancy/cache-version.server'
import { getCacheVersions } from '../tenancy/process-cache-versions.server'
import { versionedCache } from '../tenancy/versioned-cache.server'
import { type Auth, getAuth } from './auth.server'

export interface RequestSession {
  sessionId: string
  token: string
  user: SessionUser
  /**
   * When a real session began and was last seen active (better-auth's `updatedAt`, moved by the
   * tenant's idle timeout, app/server/network-access); absent for a personal API token.
   */
  createdAt?: Date
  lastActiveAt?: Date
  /** When the session expires (better-auth moves it later as the session is used). */
  expiresAt?: Date
}

/**
 * One lookup per request: a page render asks for the session in the access guard, the theme,
 * the session query and the page's own server functions, all with the request's one `Headers`
 * object (issue 10, docs/performance.md).
 */
const lookups = perRequest(lookUpSession)

export function getRequestSession(headers: Headers): Promise<RequestSession | null> {
  return lookups.get(headers)
}

/** How long a kept session serves before it is read again, whatever the counters say. */
export const KEPT_SESSION_MAX_AGE_MS = 60_000

interface KeptSession {
  session: RequestSession | null
  readAt: number
}

/**
 * Across requests, a session is kept per `sessions` cache version (issue 22): the database bumps
 * that counter whenever a session ends or changes what it carries (migration 0035), so a sign-out,
 * a revocation or a removal anywhere is seen by every instance within a second. The key is the
 * credential exactly as sent (signed cookie value, bearer token): only a credential better-auth
 * accepted finds an entry. Unknown credentials are not served from memory.
 */
const keptSessions = versionedCache(
  CACHE_READS.sessions,
  async (_db, credentials: string): Promise<KeptSession> => ({
    session: await sessionOfRequest(await getAuth(), credentialHeaders(credentials)),
    readAt: Date.now(),
  }),
  {
    usable: ({ session, readAt }) =>
      session !== null &&
      Date.now() - readAt < KEPT_SESSION_MAX_AGE_MS &&
      (session.expiresAt?.getTime() ?? 0) > Date.now(),
  },
)

/** What names a session in a request: its bearer token and its session cookies, nothing else. */
export function credentialsOf(headers: Headers): string | undefined {
  const authorization = headers.get('authorization') ?? ''
  const cookies = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^[^=]*session_token=/.test(part))
  if (!authorization && cookies.length === 0) return undefined
  return JSON.stringify([authorization, cookies.join('; ')])
}

function credentialHeaders(credentials: string): Headers {
  const [authorization, cookie] = JSON.parse(credentials) as [string, string]
  const headers = new Headers()
  if (authorization) headers.set('authorization', authorization)
  if (cookie) headers.set('cookie', cookie)
  return headers
}

async function lookUpSession(headers: Headers): Promise<RequestSession | null> {
  const credentials = credentialsOf(headers)
  if (!credentials) return null
  return (await keptSessions((await getDatabase()).db, credentials)).session
}

/** The session `auth` finds for the request's cookie or bearer token (tests pass their own auth). */
export async function sessionOfRequest(auth: Auth, headers: Headers): Promise<RequestSession | null> {
  const result = await auth.api.getSession({ headers })
  if (!result) return null
  const { session, user } = result
  return {
    sessionId: session.id,
    token: session.token,
    createdAt: new Date(session.createdAt),
    lastActiveAt: new Date(session.updatedAt),
    expiresAt: new Date(session.expiresAt),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      tenantId: user.tenantId ?? null,
      role: user.role ?? null,
      isSystemAdminLogin: session.isSystemAdminLogin === true,
      timeZone: typeof user.timeZone === 'string' ? user.timeZone : null,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
  }
}

/**
 * Forgets the request's looked-up session, and makes this process check the `sessions` counter
 * at its next lookup: a session ended here is not served from memory even before the NOTIFY.
 */
export function forgetRequestSession(headers: Headers) {
  lookups.forget(headers)
  getCacheVersions().recheck()
}

/** Ends the request's session and returns the Set-Cookie headers that clear its cookies. */
export async function signOutRequest(headers: Headers): Promise<string[]> {
  const auth = await getAuth()
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true })
    return result.headers.getSetCookie()
  } catch {
    // Already gone: still clear whatever the browser holds.
    return []
  } finally {
    forgetRequestSession(headers)
  }
}
