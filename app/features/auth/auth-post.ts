/**
 * One POST to better-auth and its rate-limit answer: password sign-in and the start of single
 * sign-on both send JSON to an auth endpoint and say "wait N seconds" on 429 the same way.
 */
import { httpFetch } from '#app/lib/http'
import type { PublicConfig } from '#root/app.config'

/** The response, or undefined when the network or the server did not answer. */
export async function postToAuth(auth: PublicConfig['auth'], path: string, body: unknown) {
  try {
    return await httpFetch(`${auth.basePath}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return undefined
  }
}

/** A 429's "too many" failure with the seconds to wait (60 when the server does not say). */
export function tooManyAttempts(response: Response) {
  const seconds = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after'))
  return {
    ok: false as const,
    reason: 'too-many' as const,
    retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60,
  }
}
