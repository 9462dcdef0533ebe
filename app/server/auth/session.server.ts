/**
 * The session behind a request (cookie or `Authorization: Bearer` token), in the one shape the
 * rest of the server uses.
 */
import type { SessionUser } from '../../features/auth/session-store'
import { perRequest } from '../http/per-request.server'
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
}

/**
 * One lookup per request: a page render asks for the session in the access guard, the theme,
 * the session query and the page's own server functions, all with the request's one `Headers`
 * object. Each lookup is two queries, so they are shared (issue 10, docs/performance.md).
 */
const lookups = perRequest(lookUpSession)

export function getRequestSession(headers: Headers): Promise<RequestSession | null> {
  return lookups.get(headers)
}

async function lookUpSession(headers: Headers): Promise<RequestSession | null> {
  return sessionOfRequest(await getAuth(), headers)
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

/** Forgets the request's looked-up session: the next lookup asks the database again. */
export function forgetRequestSession(headers: Headers) {
  lookups.forget(headers)
}

/** Ends the request's session and returns the Set-Cookie headers that clear its cookies. */
export async function signOutRequest(headers: Headers): Promise<string[]> {
  lookups.forget(headers)
  const auth = await getAuth()
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true })
    return result.headers.getSetCookie()
  } catch {
    // Already gone: still clear whatever the browser holds.
    return []
  }
}
