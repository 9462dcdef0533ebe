/**
 * The outermost layer of the HTTP server (cli/lib/http-server.ts, ADR 042): gives each request
 * an id, answers `/metrics`, and once the response's headers are ready counts the request, times
 * it and writes its access-log line. Cached pages and static files are observed too.
 *
 * The log names the route pattern, never the path or its query string: paths carry invitation
 * and verification tokens, queries carry search text.
 */
import { randomUUID } from 'node:crypto'
import { knownRequestTenantId } from '../tenancy/request-tenant.server'
import { getLogger } from './logger.server'
import { recordHttpRequest } from './metrics.server'
import { answerMetrics, type MetricsAccess, metricsNotExposed } from './metrics-endpoint.server'
import { routeLabel } from './route-patterns.server'

export const REQUEST_ID_HEADER = 'x-request-id'

/** An incoming id is kept when it is a plain token a log search can use; anything else is replaced. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/

export function acceptedRequestId(incoming: string | null): string | undefined {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : undefined
}

/** The id a request's answer and log line carry: the client's when sane, else a new one. */
export function requestIdFor(incoming: string | null): string {
  return acceptedRequestId(incoming) ?? randomUUID()
}

export interface RequestObserverOptions<R extends Request> {
  /** The client's address by the trusted-proxy rules (client-ip.server.ts). */
  clientIp(request: R): string | undefined
  /** How this listener answers `/metrics`; undefined: not here (404). */
  metrics?: MetricsAccess
}

/** A response's headers may be immutable (`Response.redirect`): then a copy carries the header. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(response.headers),
    })
    copy.headers.set(name, value)
    return copy
  }
}

function pathnameOf(request: Request): string {
  try {
    return new URL(request.url).pathname
  } catch {
    return ''
  }
}

export interface AnsweredRequest {
  requestId: string
  method: string
  /** The route pattern (routeLabel), never the path. */
  route: string
  status: number
  /** `performance.now()` when the request arrived. */
  started: number
  tenantId: string | undefined
  ip: string | undefined
}

/** Counts and times an answered request and writes its access-log line. */
export function recordRequest(answered: AnsweredRequest): void {
  const { requestId, method, route, status } = answered
  const seconds = (performance.now() - answered.started) / 1000
  recordHttpRequest({ method, route, status, seconds })
  const line = {
    reqId: requestId,
    method,
    route,
    status,
    durationMs: Math.round(seconds * 10_000) / 10,
    tenantId: answered.tenantId,
    ip: answered.ip,
  }
  // Prometheus scrapes every few seconds: its successful reads stay out of the info log.
  if (route === '/metrics' && status === 200) getLogger().debug(line, 'request')
  else getLogger().info(line, 'request')
}

export function observeRequests<R extends Request>(options: RequestObserverOptions<R>) {
  return async (request: R, next: () => Response | Promise<Response>): Promise<Response> => {
    const started = performance.now()
    const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER))
    // The layers below (and a server error's log line) see the id this response carries.
    request.headers.set(REQUEST_ID_HEADER, requestId)
    const route = routeLabel(pathnameOf(request))
    let response: Response
    try {
      if (route === '/metrics')
        response = options.metrics ? await answerMetrics(request, options.metrics) : metricsNotExposed()
      else response = await next()
    } catch (error) {
      // Last line of defence, as the app handler's own: a log line, never a stack to the client.
      getLogger().error({ err: error, reqId: requestId, route }, 'request failed')
      response = new Response('Internal Server Error', {
        status: 500,
        headers: { 'content-type': 'text/plain' },
      })
    }
    recordRequest({
      requestId,
      method: request.method,
      route,
      status: response.status,
      started,
      tenantId: knownRequestTenantId(request),
      ip: options.clientIp(request),
    })
    return withHeader(response, REQUEST_ID_HEADER, requestId)
  }
}
