/**
 * The answer to a cross-site server-function call (Start's CSRF middleware, app/start.ts): the
 * same 403 JSON the API routes give (`crossSiteRefusal` in app/server/chat/chat-http.server.ts),
 * instead of Start's bare "Forbidden". Plain code with no imports: start.ts is loaded on both sides.
 */
export function crossSiteRefusalResponse(): Response {
  const ja = '別のサイトからのリクエストは受け付けられません。'
  const en = 'Requests from another site are not accepted.'
  return new Response(
    JSON.stringify({ error: 'cross_site_request', message: `${ja} / ${en}`, messages: { ja, en } }),
    {
      status: 403,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    },
  )
}
