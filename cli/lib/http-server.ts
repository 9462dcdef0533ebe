/**
 * Serves the built app: static client files from dist/client, everything else through the
 * TanStack Start fetch handler. The build manifest must never be cached (clients poll it).
 */
import { readdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { type ServerMiddleware, serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { HELP_PAYLOAD_FILE } from '../../app/features/help/help-payload.shared'
import { getServerConfig } from '../../app/server/config.server'
import { resolveClientIp, stampClientIp, trustedProxies } from '../../app/server/http/client-ip.server'
import { adoptForwardedHttps, withSecureCookies } from '../../app/server/http/forwarded-https.server'
import { withSecurityHeaders } from '../../app/server/http/security-headers.server'
import { isDraining } from '../../app/server/lifecycle/drain-state.server'
import { getLogger } from '../../app/server/observability/logger.server'
import { metricsAccessOf } from '../../app/server/observability/metrics-endpoint.server'
import { observeRequests, REQUEST_ID_HEADER } from '../../app/server/observability/request-observer.server'
import { createAnonymousPageCache } from '../../app/server/render-cache/anonymous-page-cache.server'
import { captureServerError } from '../../app/server/sentry.server'
import { NODE_ENV_DEFAULTED } from '../../app.config'
import { CLIENT_DIR, SERVER_ENTRY } from './build'
import { cachedPageLane } from './cached-page-lane'
import { drainingGate, trackInFlightRequests } from './draining-gate'
import { applyServerHeapPolicy } from './heap-policy'
import { startIdleHeapCollector } from './idle-heap-collector'

interface StartHandler {
  fetch(request: Request): Response | Promise<Response>
}

export async function loadStartHandler(): Promise<StartHandler> {
  // React (external to the bundle) picks its build from NODE_ENV when first loaded: unset, it
  // would render with its development build, several times slower (app.config.ts defaults to
  // production too). An explicit value is kept; a filled-in one is not production mode (ADR 032).
  if (process.env.NODE_ENV === undefined) {
    process.env.NODE_ENV = 'production'
    process.env[NODE_ENV_DEFAULTED] = '1'
  }
  const module = (await import(pathToFileURL(SERVER_ENTRY).href)) as { default: StartHandler }
  return module.default
}

/** Connections the kernel may hold for the server before it accepts them. */
export const LISTEN_BACKLOG = 4096

/**
 * Whether a path can name one of the built client files, from the client directory's top-level
 * names read once at start (the build does not change while it is served). A page's path answers
 * no without touching the disk: the static files otherwise tried up to three names per page (the
 * path, `.html`, `/index.html`), each a failed `stat`, ~2 % of a signed-in page's CPU.
 */
export function clientPathFilter(clientDir: string): (pathname: string) => boolean {
  let topLevel: Set<string>
  try {
    topLevel = new Set(readdirSync(clientDir))
  } catch {
    topLevel = new Set()
  }
  return (pathname) => {
    // Encoded names are left to the static files, which decode them (and refuse bad ones).
    if (pathname.includes('%')) return true
    const first = pathname.split('/')[1] ?? ''
    if (first === '') return topLevel.has('index.html')
    return topLevel.has(first) || topLevel.has(`${first}.html`)
  }
}

/** A year: the longest lifetime caches honour (RFC 9111 practice), for files named by their hash. */
const HASHED_ASSET_MAX_AGE_S = 31_536_000

/**
 * The built client files. Vite names everything under `/assets/` by its content's hash, so a
 * browser keeps them for a year without asking again (`immutable`); other files keep the ETag
 * revalidation. The build manifest (clients poll it) and the help pages' payloads (ADR 046), named
 * by path and changed by any build, are `no-cache`: asked again on each use, answered 304 by ETag
 * while unchanged.
 */
function clientFiles(clientDir: string): ServerMiddleware {
  // The build writes `.br` and `.gz` copies (scripts/precompress-plugin.ts); others are compressed on the fly.
  const files = staticMiddleware({ dir: clientDir, encodings: { br: '.br', gzip: '.gz' } })
  const mayBeAFile = clientPathFilter(clientDir)
  return async (request, next) => {
    const { pathname } = new URL(request.url)
    if (!mayBeAFile(pathname)) return next()
    if (pathname.startsWith('/assets/')) {
      let missing = false
      const response = await files(request, () => {
        missing = true
        return next()
      })
      // Shared caches may keep them too: they are the same for everyone.
      if (!missing)
        response.headers.set('cache-control', `public, max-age=${HASHED_ASSET_MAX_AGE_S}, immutable`)
      return response
    }
    const response = await files(request, next)
    if (pathname.includes('/builds/') || pathname.endsWith(`/${HELP_PAYLOAD_FILE}`))
      response.headers.set('cache-control', 'no-cache')
    return response
  }
}

export async function startHttpServer(options: {
  port: number
  host: string
  handler: StartHandler
  /** The built client files (dist/client); tests give their own. */
  clientDir?: string
}) {
  applyServerHeapPolicy()
  const config = getServerConfig()
  const proxies = trustedProxies(config.server.trustedProxies)
  const pageCache = createAnonymousPageCache({ clientDir: options.clientDir ?? CLIENT_DIR })
  const server = serve({
    // Listens once the fast lane is in front of srvx's handler (below).
    manual: true,
    port: options.port,
    hostname: options.host,
    silent: true,
    gracefulShutdown: false,
    // Node's default queue of 511 unaccepted connections reset part of a burst of chat streams
    // (2,000 opened at once, bench/stream.ts); the kernel caps this at net.core.somaxconn.
    node: { backlog: LISTEN_BACKLOG },
    // What a layer in front of the page cache does, the fast lane does too (cached-page-lane.ts).
    middleware: [
      // Request ids, the access log, the request metrics and `/metrics` (ADR 042): outermost, so
      // cached pages and static files are counted and timed too.
      observeRequests({
        clientIp: (request) => resolveClientIp(request.ip, request.headers.get('x-forwarded-for'), proxies),
        metrics: metricsAccessOf(config.observability).mainPort,
      }),
      // A draining process (SIGTERM) refuses new requests before anything else runs (ADR 043).
      drainingGate(),
      // Sign-in pages for anonymous visitors, answered from memory (app/server/render-cache).
      // Before the other layers, so a kept page carries every header they add (the security
      // headers included); a hit gets a fresh CSP nonce and skips the layers below.
      pageCache,
      // Every answer, static files and the last-resort 500 included, carries the security
      // headers; pages already have their nonce policy from the SSR middleware (ADR 014).
      // The client address every per-IP limit uses: the socket peer, or what trusted proxies
      // forwarded (OPSAI_TRUSTED_PROXIES); a client's own value of the header is overwritten.
      // A request that reached a trusted proxy over https is https here too: its URL, and the
      // session cookies set for it are `Secure`, whatever OPSAI_BASE_URL says (custom domains).
      async (request, next) => {
        stampClientIp(request, request.ip, proxies)
        const https = adoptForwardedHttps(request, request.ip, proxies)
        const response = withSecurityHeaders(await next())
        // A page is asked for again on each view (its scripts are the cached, immutable part).
        if (
          !response.headers.has('cache-control') &&
          response.headers.get('content-type')?.startsWith('text/html')
        )
          response.headers.set('cache-control', 'no-cache')
        return https ? withSecureCookies(response) : response
      },
      clientFiles(options.clientDir ?? CLIENT_DIR),
    ],
    fetch: async (request) => {
      try {
        return await options.handler.fetch(request)
      } catch (error) {
        // Last line of defence: never a stack trace to the client.
        getLogger().error(
          { err: error, reqId: request.headers.get(REQUEST_ID_HEADER) },
          'リクエストの処理中に予期しないエラーが発生しました / unexpected error while handling a request',
        )
        captureServerError(error)
        return new Response('Internal Server Error', {
          status: 500,
          headers: { 'content-type': 'text/plain' },
        })
      }
    },
  })
  const nodeServer = server.node?.server
  const srvxHandler = server.node?.handler
  if (!nodeServer || !srvxHandler) throw new Error('srvx started no Node HTTP server')
  // Kept pages the cache can answer now skip the web Request/Response layers (ADR 055).
  const lane = cachedPageLane({
    cache: pageCache,
    clientIp: (peer, forwardedFor) => resolveClientIp(peer, forwardedFor, proxies),
    isDraining,
  })
  nodeServer.removeListener('request', srvxHandler)
  nodeServer.on('request', (request, response) => {
    if (!lane(request, response)) srvxHandler(request, response)
  })
  // Before the first request: a drain waits for every request being answered.
  const inFlight = trackInFlightRequests(nodeServer)
  // A load's garbage is given back once the server is quiet (V8 alone keeps it until the next load).
  const collector = startIdleHeapCollector({ activity: inFlight })
  nodeServer.once('close', () => collector.stop())
  await server.serve()
  return Object.assign(server, { inFlight })
}
