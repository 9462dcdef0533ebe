/**
 * Calls an endpoint through its route module's server handler, in-process, with a Request built
 * as a client would send it (path parameters encoded, a JSON or raw body, a bearer session).
 */
import { CLIENT_IP_HEADER } from '../../http/client-ip.server'
import type { RawBody } from './hostile-values'
import { type Endpoint, loadRouteHandler } from './inventory'
import { type Caller, headersOf, ORIGIN, type SecurityWorld } from './two-tenant-world'

export interface EndpointRequest {
  caller: Caller
  params?: Record<string, string>
  query?: Record<string, string>
  /** JSON body (`undefined`: none). */
  body?: unknown
  /** Exact body text or bytes instead of JSON. */
  raw?: RawBody | string
  headers?: Record<string, string>
}

export interface EndpointAnswer {
  status: number
  contentType: string
  text: string
  /** Everything the request carried, for telling an echo from a leak. */
  sent: string
}

/** `String.prototype.toWellFormed` (ES2024): lone surrogates become U+FFFD. */
const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

function pathOf(endpoint: Endpoint, params: Record<string, string>) {
  return endpoint.path.replace(/\$(\w*)/g, (_, name: string) => {
    const value = params[name || '_splat'] ?? ''
    // A splat keeps its slashes (`admin/list-users`); a parameter is one segment.
    return name ? encodeURIComponent(value) : value.split('/').map(encodeURIComponent).join('/')
  })
}

function bodyOf(request: EndpointRequest): BodyInit | undefined {
  if (typeof request.raw === 'string') return request.raw
  if (request.raw && 'raw' in request.raw) return request.raw.raw
  if (request.raw && 'bytes' in request.raw) return new Blob([new Uint8Array(request.raw.bytes)])
  return request.body === undefined ? undefined : JSON.stringify(request.body)
}

export async function callEndpoint(
  world: SecurityWorld,
  endpoint: Endpoint,
  request: EndpointRequest,
): Promise<EndpointAnswer> {
  // A URL carries well-formed text only: the router hands the handler what it decoded, so a
  // lone surrogate arrives as U+FFFD (bytes that do not decode are refused before routing).
  const params = Object.fromEntries(
    endpoint.params.map((name) => [name, wellFormed(request.params?.[name] ?? '')]),
  )
  const url = new URL(pathOf(endpoint, params), ORIGIN)
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value)
  const body = endpoint.method === 'GET' || endpoint.method === 'HEAD' ? undefined : bodyOf(request)
  const built = new Request(url, {
    method: endpoint.method,
    headers: {
      // The HTTP server sets the client's address on every request (app/server/http/client-ip.server.ts).
      [CLIENT_IP_HEADER]: '203.0.113.10',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headersOf(world, request.caller),
      ...request.headers,
    },
    body,
  })
  const handler = await loadRouteHandler(endpoint)
  const response = await handler({ request: built, params })
  const text = await response.text()
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    sent: [
      url.toString(),
      JSON.stringify(params),
      typeof body === 'string' ? body : '',
      JSON.stringify(request.headers ?? {}),
    ].join('\n'),
  }
}
