/**
 * The session behind a request (cookie or `Authorization: Bearer` token), in the one shape the
 * rest of the server uses.
 */
import type { SessionUser } from '../../features/auth/session-store'
import { getAuth } from './auth.server'

export interface RequestSession {
  sessionId: string
  token: string
  user: SessionUser
}

export async function getRequestSession(headers: Headers): Promise<RequestSession | null> {
  const auth = await getAuth()
  const result = await auth.api.getSession({ headers })
  if (!result) return null
  const { session, user } = result
  return {
    sessionId: session.id,
    token: session.token,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      tenantId: user.tenantId ?? null,
      role: user.role ?? null,
      isSystemAdminLogin: session.isSystemAdminLogin === true,
    },
  }
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
  }
}
