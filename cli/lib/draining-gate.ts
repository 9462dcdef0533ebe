/**
 * The HTTP side of a drain (ADR 043): while the process drains, a new request is answered
 * `503 server_draining` with `Retry-After: 1` and `Connection: close`, before anything reads a
 * session or the database, so the balancer sends it (and the connection's next ones) to another
 * instance. The probes still reach the app: `/api/health` (alive) and `/api/ready` (503,
 * `draining`). Requests already being answered go on; the drain waits for them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerMiddleware } from 'srvx'
import { joinedText } from '../../app/i18n/bilingual-text.shared'
import { bothLanguages } from '../../app/i18n/texts.server'
import { isDraining } from '../../app/server/lifecycle/drain-state.server'

const PROBES = new Set(['/api/health', '/api/ready'])

export function drainingResponse(): Response {
  const messages = bothLanguages('errors.http.serverDraining')
  const body = { error: 'server_draining', message: joinedText(messages), messages }
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '1',
      connection: 'close',
    },
  })
}

/** The same answer with `Connection: close` (a response's headers may be immutable: then a copy). */
function closingConnection(response: Response): Response {
  try {
    response.headers.set('connection', 'close')
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set('connection', 'close')
    return copy
  }
}

export function drainingGate(): ServerMiddleware {
  return async (request, next) => {
    if (isDraining() && !PROBES.has(new URL(request.url).pathname)) return drainingResponse()
    const response = await next()
    // Answered while the drain began: the client's next request goes to another instance.
    return isDraining() ? closingConnection(response) : response
  }
}

export interface InFlightRequests {
  /** Requests being answered now (a stream counts until its last byte). */
  count(): number
  /** Requests received since the server started (a quiet server's does not change). */
  started(): number
  /** Resolves once every request being answered at the time of the call has ended. */
  settled(): Promise<void>
}

interface RequestEmitter {
  on(event: 'request', listener: (request: IncomingMessage, response: ServerResponse) => void): unknown
}

/** Counts the node server's open responses ('close': answered to the end, or the client left). */
export function trackInFlightRequests(server: RequestEmitter): InFlightRequests {
  // A set, not a promise per request: only a drain waits for them (`settled`).
  const open = new Set<ServerResponse>()
  let started = 0
  server.on('request', (_request, response) => {
    started++
    // One listener of ours: the layers below (srvx, the request's signal) may already hold ten.
    response.setMaxListeners(response.getMaxListeners() + 1)
    open.add(response)
    response.once('close', () => open.delete(response))
  })
  return {
    count: () => open.size,
    started: () => started,
    settled: async () => {
      // Each still open: its 'close' has not been emitted, so a listener added now hears it.
      await Promise.all(
        [...open].map((response) => {
          response.setMaxListeners(response.getMaxListeners() + 1)
          return new Promise<void>((resolve) => response.once('close', () => resolve()))
        }),
      )
    },
  }
}
