/**
 * The browser's call that starts single sign-on, through the one HTTP layer (app/lib/http.ts).
 * better-auth answers with the provider's authorization URL; the page then leaves for it.
 */
// zod/mini: the sign-in pages keep their first-load bundle small (as sign-in-form.tsx does).
import * as z from 'zod/mini'
import type { PublicConfig } from '#root/app.config'
import { postToAuth, tooManyAttempts } from '../auth-post'
import { SSO_START_PATH, ssoStartBody } from './sso-flow.shared'

export type SsoStartResult =
  | { ok: true; url: string }
  | { ok: false; reason: 'too-many' | 'failed'; retryAfterSeconds?: number }

const startAnswerSchema = z.object({ url: z.string() })

export async function startSsoSignIn(
  auth: PublicConfig['auth'],
  redirectParam: unknown,
): Promise<SsoStartResult> {
  const response = await postToAuth(auth, SSO_START_PATH, ssoStartBody(redirectParam))
  if (!response) return { ok: false, reason: 'failed' }
  if (response.status === 429) return tooManyAttempts(response)
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
