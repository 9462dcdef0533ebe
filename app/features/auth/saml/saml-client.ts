/**
 * The browser's call that starts SAML sign-in (ADR 037): the e-mail goes to better-auth's
 * `/saml/start`, which answers the IdP's URL (a signed AuthnRequest) or a refusal code.
 */
import * as z from 'zod/mini'
import type { PublicConfig } from '#root/app.config'
import { postToAuth, tooManyAttempts } from '../auth-post'
import { SAML_START_PATH, type SamlRefusal, samlRefusal } from './saml-flow.shared'

export type SamlStartResult =
  | { ok: true; url: string }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number }
  | { ok: false; reason: 'refused'; refusal: SamlRefusal }

const answerSchema = z.object({ url: z.optional(z.string()), refusal: z.optional(z.string()) })

export async function startSamlSignIn(
  auth: PublicConfig['auth'],
  email: string,
  redirect: string,
): Promise<SamlStartResult> {
  const response = await postToAuth(auth, SAML_START_PATH, { email, redirect })
  if (!response) return { ok: false, reason: 'refused', refusal: 'failed' }
  if (response.status === 429) return tooManyAttempts(response)
  const answer = answerSchema.safeParse(await response.json().catch(() => null))
  const data = answer.success ? answer.data : {}
  if (!response.ok || !data.url) {
    return { ok: false, reason: 'refused', refusal: samlRefusal(data.refusal) ?? 'failed' }
  }
  // Only ever leave for a web address (the IdP's sign-on URL), never a script URL.
  try {
    const url = new URL(data.url)
    if (url.protocol === 'https:' || url.protocol === 'http:') return { ok: true, url: url.href }
  } catch {}
  return { ok: false, reason: 'refused', refusal: 'failed' }
}
