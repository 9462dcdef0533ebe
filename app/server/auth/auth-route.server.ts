import { joinedText } from '#app/i18n/bilingual-text.shared'
import { rateLimitMessages } from '../http/rate-limit.server'
import { getAuth } from './auth.server'

/** Hands a request to better-auth; a 429 leaves in the product's shape (`bilingualRateLimit`). */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const auth = await getAuth()
  return bilingualRateLimit(await auth.handler(request))
}

/**
 * better-auth's per-IP limiter answers 429 with only `X-Retry-After` and an English message: the
 * answer gets the standard `Retry-After` header and the message in both languages (the
 * per-account limit, a plugin of ours, already words its own in both). Other answers pass as
 * they are.
 */
export async function bilingualRateLimit(response: Response): Promise<Response> {
  if (response.status !== 429) return response
  const retryAfter = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after'))
  const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(seconds))
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown }
  const messages = rateLimitMessages(seconds)
  // The per-account limit (account-rate-limit.server.ts) words its own message in both languages.
  const ownMessage =
    body.code === 'TOO_MANY_ATTEMPTS' && typeof body.message === 'string' ? body.message : undefined
  return new Response(
    JSON.stringify({
      code: typeof body.code === 'string' ? body.code : 'TOO_MANY_REQUESTS',
      message: ownMessage ?? joinedText(messages),
      messages,
      retryAfter: seconds,
    }),
    { status: 429, statusText: response.statusText, headers },
  )
}
