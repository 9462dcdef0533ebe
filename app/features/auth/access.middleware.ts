import type { AnyRouter } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'

let router: AnyRouter | undefined

/**
 * Runs spec §6's access rules on every page request before it renders (server only), then the
 * two-factor gate on pages and API calls (ADR 036). The
 * router's own matching is handed to the guard from here: server services never import the
 * router (ADR 002).
 */
export const accessMiddleware = createMiddleware().server(async ({ request, next, context }) => {
  // A page refused by the tenant's IP allow-list renders the refusal page, for no one (ADR 035).
  if ((context as { networkRefusal?: unknown } | undefined)?.networkRefusal) return next()
  const { guardPageRequest } = await import('../../server/auth/access-guard.server')
  router ??= (await import('../../router')).getRouter()
  const matcher = router
  const redirect = await guardPageRequest(
    request,
    (pathname) => matcher.getMatchedRoutes(pathname)[2] !== undefined,
  )
  if (redirect) return redirect
  // A session that owes its two-factor enrolment: sent to it from pages, refused by the API (ADR 036).
  const { decideTwoFactorGate } = await import('../../server/two-factor/two-factor-gate.server')
  const twoFactorAnswer = await decideTwoFactorGate(request)
  if (twoFactorAnswer) return twoFactorAnswer
  return next()
})
