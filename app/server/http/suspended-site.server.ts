/**
 * A suspended tenant's site answers 503 Service Unavailable (ADR 014). The root route renders the
 * suspended page in place of any page on such a Host (app/routes/-suspended-site.tsx); this sets
 * the status that tells crawlers, monitors and caches the site is down rather than gone or fine.
 */
import { isPageRequest } from '../auth/access-guard.server'
import type { HostResolution } from '../tenancy/host-resolver.server'
import { resolveRequestTenant } from '../tenancy/request-tenant.server'

/** Asks again in an hour: a suspension is lifted by an operator, not in seconds. */
export const SUSPENDED_RETRY_AFTER_SECONDS = 3600

function isHtml(response: Response) {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')
}

/**
 * `response` with status 503 when it is a rendered page (GET/HEAD, HTML, 200 or 404) for a
 * Host whose tenant is suspended; else `response` unchanged. The body — the suspended page — is
 * kept as it is (the same stream, so Start still owns its cleanup).
 */
export async function withSuspendedSiteStatus(
  request: Request,
  response: Response,
  resolve: (request: Request) => Promise<HostResolution> = resolveRequestTenant,
): Promise<Response> {
  const renderedPage = (response.status === 200 || response.status === 404) && isHtml(response)
  if (!renderedPage || !isPageRequest(request)) return response
  const { tenant } = await resolve(request)
  if (tenant?.status !== 'suspended') return response
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(SUSPENDED_RETRY_AFTER_SECONDS))
  headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}
