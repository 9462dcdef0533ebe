/**
 * The answer to a cross-site server-function call (Start's CSRF middleware, app/start.ts): the
 * same 403 JSON the API routes give (`crossSiteRefusal` in app/server/chat/chat-http.server.ts),
 * instead of Start's bare "Forbidden". Plain code with no imports: start.ts is loaded on both sides.
 */
export function crossSiteRefusalResponse(): Response {
  return plainJsonError(
    403,
    'cross_site_request',
    '別のサイトからのリクエストは受け付けられません。',
    'Requests from another site are not accepted.',
  )
}

/** The API's error shape `{ error, message, messages }` from texts given in both languages. */
export function plainJsonError(status: number, error: string, ja: string, en: string): Response {
  return new Response(JSON.stringify({ error, message: `${ja} / ${en}`, messages: { ja, en } }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}
