import { createMiddleware } from '@tanstack/react-start'

/**
 * Gives every request a fresh CSP nonce and every answer the security headers (ADR 014).
 *
 * It runs first, so the router (app/router.tsx reads `nonce` from the global start context)
 * stamps the nonce on the inline SSR scripts, and so the 403 of the CSRF check and the access
 * guard's redirects carry the headers too. The nonce-bearing policy is set here because only
 * this layer knows the nonce; the HTTP server (cli/lib/http-server.ts) adds the same headers to
 * static files and to answers that never reach this middleware.
 */
export const securityHeadersMiddleware = createMiddleware().server(async ({ request, next }) => {
  const { createNonce } = await import('./csp-nonce.server')
  const { withSecurityHeaders } = await import('./security-headers.server')
  const { widgetFrameAncestors } = await import('../widgets/widget-frame.server')
  const nonce = createNonce()
  // A chat widget's frame may be framed by its allowed origins (ADR 040); every other page by none.
  const framedBy = await widgetFrameAncestors(request)
  const result = await next({ context: { nonce } })
  return { ...result, response: withSecurityHeaders(result.response, { nonce, framedBy }) }
})
