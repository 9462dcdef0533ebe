import { createMiddleware } from '@tanstack/react-start'
import type { NetworkRefusal } from './network-refusal.shared'

/**
 * A tenant's IP allow-list and session limits on every request (ADR 035): an API call or server
 * function from outside the list gets the JSON 403; a page gets the refusal page with status 403
 * (the router renders it in place of any page, app/router.tsx); an expired session is removed and
 * the request goes on signed out.
 */
export const networkAccessMiddleware = createMiddleware().server(async ({ request, next }) => {
  const { decideNetworkAccess } = await import('./network-access-http.server')
  const decision = await decideNetworkAccess(request)
  if (decision.response) return decision.response
  const networkRefusal: NetworkRefusal | undefined = decision.refusal
  const result = await next({ context: { networkRefusal } })
  return { ...result, response: decision.finish(result.response) }
})
