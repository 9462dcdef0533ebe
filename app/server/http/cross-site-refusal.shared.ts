/**
 * The answer to a cross-site server-function call (Start's CSRF middleware, app/start.ts): the
 * same 403 JSON the API routes give (`crossSiteRefusal` in app/server/chat/chat-http.server.ts),
 * instead of Start's bare "Forbidden". It imports only the plain catalogue objects, not i18next:
 * start.ts is loaded on both sides.
 */
import { joinedText } from '#app/i18n/bilingual-text.shared'
import { httpErrorsEn, httpErrorsJa } from '#app/i18n/errors/http'

export function crossSiteRefusalResponse(): Response {
  return plainJsonError(403, 'cross_site_request', 'crossSite')
}

/** The API's error shape `{ error, message, messages }`, worded by an `errors.http` entry. */
export function plainJsonError(status: number, error: string, key: keyof typeof httpErrorsJa): Response {
  const messages = { ja: httpErrorsJa[key], en: httpErrorsEn[key] }
  return new Response(JSON.stringify({ error, message: joinedText(messages), messages }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}
