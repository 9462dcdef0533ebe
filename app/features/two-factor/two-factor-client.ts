/**
 * The browser's calls to better-auth's two-factor endpoints (`/api/auth/two-factor/*`, ADR 036):
 * the JSON answer, or better-auth's error code (INVALID_CODE, INVALID_BACKUP_CODE, …) that the
 * page words with `twoFactorRefusal`, or the seconds to wait after a 429.
 */
import type { PublicConfig } from '#root/app.config'
import { httpFetch } from '../../lib/http'

export type TwoFactorCall<T> =
  | { ok: true; data: T; token: string | null }
  | { ok: false; code?: string; retryAfterSeconds?: number }

export async function twoFactorPost<T>(
  auth: PublicConfig['auth'],
  path: string,
  body: Record<string, unknown>,
): Promise<TwoFactorCall<T>> {
  let response: Response
  try {
    response = await httpFetch(`${auth.basePath}/two-factor/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false }
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.ok) return { ok: true, data: json as T, token: response.headers.get(auth.tokenHeader) }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'))
    return { ok: false, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: seconds > 0 ? seconds : 60 }
  }
  return { ok: false, code: typeof json?.code === 'string' ? json.code : undefined }
}
