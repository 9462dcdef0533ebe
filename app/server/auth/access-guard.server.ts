/**
 * Spec §6 on the server, before any page renders: the pure decision of access-rules.ts applied
 * to the request's session. API routes and server functions answer 401 themselves instead.
 */
import { decideAccess } from '../../features/auth/access-rules.shared'
import { isSpecPagePath } from '../../features/auth/page-routes.shared'
import { signedOutReasonCookie, signedOutReasonFor } from '../../features/auth/signed-out-reason.shared'
import { getRequestSession, signOutRequest } from './session.server'

// The manifest, the favicon, the page's theme stylesheet and its messages (ADR 047) are fetched
// by anyone who may see the sign-in page; a stylesheet treated as a page signed a system administrator out. The domain
// verification answer is for the operator's CLI, before anyone has an account on that host. The
// OpenAI-compatible API (`/v1`) is for programs, with its own errors (ADR 039); the chat widget's
// script is loaded by the tenant's public site (ADR 040). A page's prerendered payload
// (`{path}/_payload.json`, ADR 046) is product documentation fetched by the page's script: a
// redirect to /login would hand that script a page instead of data.
const NOT_PAGES =
  /^\/(?:(?:api|v1|_serverFn|assets|builds|theme|i18n|\.well-known)(?:\/|$)|manifest\.webmanifest$|favicon\.ico$|widget\.js$|(?:.+\/)?_payload\.json$)/

export function isPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  return !NOT_PAGES.test(new URL(request.url).pathname)
}

/** Whether the app has a route for a path; the router knows, and the caller asks it. */
export type AppRouteMatcher = (pathname: string) => boolean

/**
 * A path that is neither a page of spec §2 nor a route of the app answers 404 for everyone
 * (spec §2: 'Page not found: {fullPath}'); the rules apply to pages.
 */
export function isPagePath(pathname: string, isAppRoute: AppRouteMatcher): boolean {
  return isSpecPagePath(pathname) || isAppRoute(pathname)
}

/** A redirect when the rules say so; undefined to render the page. */
export async function guardPageRequest(
  request: Request,
  isAppRoute: AppRouteMatcher,
): Promise<Response | undefined> {
  if (!isPageRequest(request)) return undefined
  const url = new URL(request.url)
  if (!isPagePath(url.pathname, isAppRoute)) return undefined
  const session = await getRequestSession(request.headers)
  const decision = decideAccess({
    pathname: url.pathname,
    search: url.searchParams,
    session: session ? { isSystemAdminLogin: session.user.isSystemAdminLogin } : null,
  })
  if (decision.kind === 'allow') return undefined
  const headers = new Headers({ location: decision.location, 'cache-control': 'no-store' })
  if (decision.signOut) {
    for (const cookie of await signOutRequest(request.headers)) headers.append('set-cookie', cookie)
    // The sign-in page says why (issue 14: signed out "without a word").
    const reason = signedOutReasonFor(decision.location)
    if (reason) headers.append('set-cookie', signedOutReasonCookie(reason))
  }
  return new Response(null, { status: 302, headers })
}
