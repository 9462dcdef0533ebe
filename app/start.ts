import './lib/zod-config'
import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { accessMiddleware } from './features/auth/access.middleware'
import { httpFetch } from './lib/http'
import { crossSiteRefusalResponse } from './server/http/cross-site-refusal.shared'
import { ownWritesMiddleware } from './server/http/own-writes.middleware'
import { securityHeadersMiddleware } from './server/http/security-headers.middleware'
import { serverFnPayloadMiddleware } from './server/http/server-fn-payload.middleware'
import { suspendedSiteMiddleware } from './server/http/suspended-site.middleware'
import { networkAccessMiddleware } from './server/network-access/network-access.middleware'

// Server functions are same-origin RPC: a cross-site call is refused with 403 (declaring
// `startInstance` replaces Start's default middleware, so CSRF is listed explicitly).
const csrfMiddleware = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
  failureResponse: crossSiteRefusalResponse,
})

// The security headers come first (inside the own-writes check): the nonce they make is read by the router (app/router.tsx),
// and the CSRF refusals and access redirects carry the headers too; a suspended tenant's pages
// answer 503 (ADR 014). A tenant's IP allow-list and session limits apply before anything reads
// the session or the tenant's data (ADR 035). Outermost, a request that wrote makes this process
// check its cache counters again (sessions are bumped by the database itself).
// Every server-function call from the browser goes through the one HTTP layer (retry rule,
// 401 handling). On the server the default fetch is used.
export const startInstance = createStart(() => ({
  requestMiddleware: [
    ownWritesMiddleware,
    securityHeadersMiddleware,
    suspendedSiteMiddleware,
    networkAccessMiddleware,
    csrfMiddleware,
    serverFnPayloadMiddleware,
    accessMiddleware,
  ],
  serverFns: { fetch: typeof window === 'undefined' ? undefined : httpFetch },
}))
