/**
 * The browser's call that starts single sign-on, through the one HTTP layer (app/lib/http.ts).
 * better-auth answers with the provider's authorization URL; the page then leaves for it.
 */
// zod/mini: the sign-in pages keep their first-load bundle small (as sign-in-form.tsx does).
import * as z from 'zod/mini'
import { httpFetch } from '#app/lib/http'
import type { PublicConfig } from '#root/app.config'
import { SSO_START_PATH, ssoStartBody } from './sso-flow.shared'

export type SsoStartResult =
  | { ok: true; url: string }
  | { ok: false; reason: 'too-many' | 'failed'; retryAfterSeconds?: number }

const startAnswerSchema = z.object({ url: z.string() })

export async function startSsoSignIn(
  auth: PublicConfig['auth'],
  redirectParam: unknown,
): Promise<SsoStartResult> {
  let response: Response
  try {
    response = await httpFetch(`${auth.basePath}${SSO_START_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ssoStartBody(redirectParam)),
    })
  } catch {
    return { ok: false, reason: 'failed' }
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after'))
    return {
      ok: false,
      reason: 'too-many',
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60,
    }
  }
  if (!response.ok) return { ok: false, reason: 'failed' }
  const answer = startAnswerSchema.safeParse(await response.json().catch(() => null))
  if (!answer.success) return { ok: false, reason: 'failed' }
  // Only ever leave for a web address (the provider's authorization endpoint), never a script URL.
  const url = webUrl(answer.data.url)
  return url ? { ok: true, url } : { ok: false, reason: 'failed' }
}

function webUrl(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}
