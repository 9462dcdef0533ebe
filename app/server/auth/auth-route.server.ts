import { getAuth } from './auth.server'

/**
 * Hands a request to better-auth. A 429 also carries the standard `Retry-After` header
 * (better-auth sets only `X-Retry-After`).
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const auth = await getAuth()
  const response = await auth.handler(request)
  if (response.status === 429 && !response.headers.has('retry-after')) {
    const retryAfter = response.headers.get('x-retry-after')
    if (retryAfter) {
      const headers = new Headers(response.headers)
      headers.set('retry-after', retryAfter)
      return new Response(response.body, { status: 429, statusText: response.statusText, headers })
    }
  }
  return response
}
