/**
 * The browser's calls to better-auth, through the one HTTP layer (app/lib/http.ts). Endpoint
 * paths and the token header come from the public configuration.
 */
import type { PublicConfig } from '#root/app.config'
import { httpFetch } from '../../lib/http'
import { postToAuth, tooManyAttempts } from './auth-post'
import { SessionCheckInconclusive, type SessionUser } from './session-store'

type AuthConfig = PublicConfig['auth']

export type SignInResult =
  | { ok: true; token: string | null; twoFactor?: boolean }
  | { ok: false; reason: 'invalid' | 'too-many' | 'failed'; retryAfterSeconds?: number }

export async function signInWithPassword(
  auth: AuthConfig,
  kind: 'tenant' | 'system-admin',
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const path = kind === 'system-admin' ? '/sign-in/system-admin' : auth.endpoints.signIn
  const response = await postToAuth(auth, path, credentials)
  if (!response) return { ok: false, reason: 'failed' }
  // A user with two-factor authentication answers a code next (ADR 036): no session yet.
  if (response.ok)
    return (
      await response
        .clone()
        .json()
        .catch(() => 0)
    )?.twoFactorRedirect
      ? { ok: true, token: null, twoFactor: true }
      : { ok: true, token: response.headers.get(auth.tokenHeader) }
  if (response.status === 429) return tooManyAttempts(response)
  if (response.status === 401 || response.status === 400 || response.status === 403) {
    return { ok: false, reason: 'invalid' }
  }
  return { ok: false, reason: 'failed' }
}

interface SessionPayload {
  user: {
    id: string
    name: string
    email: string
    tenantId?: string | null
    role?: string | null
    timeZone?: string | null
  }
  session: { isSystemAdminLogin?: boolean }
}

/** The session call of spec §4: the user, null when signed out; throws when the call failed. */
export async function fetchSessionUser(auth: AuthConfig, token: string | null): Promise<SessionUser | null> {
  const response = await httpFetch(`${auth.basePath}${auth.endpoints.session}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  })
  if (response.status === 429) throw new SessionCheckInconclusive('session check throttled (429)')
  if (!response.ok) throw new Error(`session check failed: ${response.status}`)
  const payload = (await response.json()) as SessionPayload | null
  if (!payload?.user) return null
  return {
    id: payload.user.id,
    name: payload.user.name,
    email: payload.user.email,
    tenantId: payload.user.tenantId ?? null,
    role: payload.user.role ?? null,
    isSystemAdminLogin: payload.session.isSystemAdminLogin === true,
    timeZone: payload.user.timeZone ?? null,
  }
}

export async function callSignOut(auth: AuthConfig, token: string | null) {
  await httpFetch(`${auth.basePath}${auth.endpoints.signOut}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  })
}
