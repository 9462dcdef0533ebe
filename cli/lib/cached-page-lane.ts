/**
 * Kept sign-in pages answered straight from the Node request (issue 22, ADR 055): before srvx
 * makes a web `Request`, `Headers` and `Response` for it, a request the render cache can answer
 * now is answered here with the same bytes, headers, request id, metrics and access-log line the
 * middleware path gives it. Anything else — a miss, a version check that is due, a draining
 * process, a Host srvx would rewrite — returns false and goes through the server as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { getLogger } from '../../app/server/observability/logger.server'
import {
  REQUEST_ID_HEADER,
  recordRequest,
  requestIdFor,
} from '../../app/server/observability/request-observer.server'
import { routeLabel } from '../../app/server/observability/route-patterns.server'
import type { RenderCacheMiddleware } from '../../app/server/render-cache/render-cache.server'
import { captureServerError } from '../../app/server/sentry.server'
import { knownHostTenantId } from '../../app/server/tenancy/request-tenant.server'

export interface CachedPageLaneOptions {
  cache: Pick<RenderCacheMiddleware, 'answerNow'>
  /** The client address by the trusted-proxy rules, from the socket peer and X-Forwarded-For. */
  clientIp(peer: string | undefined, forwardedFor: string | null): string | undefined
  isDraining(): boolean
}

/** Answers the request and returns true, or returns false having written nothing. */
export type NodeRequestLane = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * Host values srvx's adapter uses as they come (it replaces others, and uses the socket's address
 * when there is none): only for these does the URL built here match the one srvx builds.
 */
const PLAIN_HOST = /^(?:\[[A-Fa-f0-9:.]+\]|(?:[A-Za-z0-9_-]+\.)*[A-Za-z0-9_-]+)(?::\d{1,5})?$/

/** A header as one value, as `Headers.get` gives it (repeated ones joined). */
function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name]
  if (value === undefined) return null
  return Array.isArray(value) ? value.join(', ') : value
}

export function cachedPageLane(options: CachedPageLaneOptions): NodeRequestLane {
  const answer = answerKeptPage(options)
  return (request, response) => {
    try {
      return answer(request, response)
    } catch (error) {
      // An error here would escape the server's 'request' event and end the process: it is
      // logged, and the request goes to srvx; an answer already begun is cut, a sent one kept.
      getLogger().error(
        { err: error },
        'キャッシュ済みページの応答に失敗しました / answering a kept page failed',
      )
      captureServerError(error)
      if (!response.headersSent) return false
      if (!response.writableEnded) response.destroy()
      return true
    }
  }
}

function answerKeptPage(options: CachedPageLaneOptions): NodeRequestLane {
  return (request, response) => {
    const started = performance.now()
    const method = request.method ?? ''
    const path = request.url ?? ''
    const host = request.headers.host
    if (method !== 'GET' && method !== 'HEAD') return false
    if (path[0] !== '/' || !host || !PLAIN_HOST.test(host) || options.isDraining()) return false
    const scheme = (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http'
    const url = `${scheme}://${host}${path}`
    const answer = options.cache.answerNow({ method, url, header: (name) => headerOf(request, name) })
    if (!answer) return false
    const requestId = requestIdFor(headerOf(request, REQUEST_ID_HEADER))
    const headers: string[] = []
    for (const [name, value] of answer.headers) headers.push(name, value)
    headers.push(REQUEST_ID_HEADER, requestId)
    response.writeHead(answer.status, headers)
    response.end(answer.body ?? undefined)
    recordRequest({
      requestId,
      method,
      route: routeLabel(answer.pathname),
      status: answer.status,
      started,
      tenantId: knownHostTenantId(host),
      ip: options.clientIp(request.socket.remoteAddress, headerOf(request, 'x-forwarded-for')),
    })
    return true
  }
}
