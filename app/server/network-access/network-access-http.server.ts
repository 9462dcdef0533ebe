/**
 * The request middleware's side of network access (network-access.middleware.ts): the verdict of
 * network-access.server.ts turned into HTTP — the JSON 403, the refusal page's status, the
 * session-expired notice, and pages of listed tenants kept out of shared caches.
 */
import { getDatabase } from '#db/runtime'
import { signedOutReasonCookie } from '../../features/auth/signed-out-reason.shared'
import { LOCALE_COOKIE } from '../../i18n/locale'
import { apiCallerSessionResolver } from '../account/api-token-session.server'
import { isPageRequest } from '../auth/access-guard.server'
import { forgetRequestSession, getRequestSession } from '../auth/session.server'
import { errorResponse, jsonError } from '../chat/chat-http.server'
import { tenantKeySessionResolver } from '../openai-api/v1-caller.server'
import { resolveRequestTenant } from '../tenancy/request-tenant.server'
import { getAccessPolicyCache } from './access-policies.server'
import { checkNetworkAccess, type NetworkAccessDependencies } from './network-access.server'
import type { NetworkRefusal } from './network-refusal.shared'

const getProcessDb = async () => (await getDatabase()).db

export const defaultNetworkAccessDependencies: NetworkAccessDependencies = {
  policies: () => getAccessPolicyCache().current(),
  resolveTenant: resolveRequestTenant,
  // Tenant API keys of the /v1 API count here too: a tenant's allow-list applies to its keys.
  getSession: tenantKeySessionResolver(
    getProcessDb,
    apiCallerSessionResolver(getProcessDb, getRequestSession),
  ),
  forgetSession: forgetRequestSession,
  getDb: getProcessDb,
}

export interface NetworkAccessDecision {
  /** Answer this instead of handling the request (an API call or server function refused). */
  response?: Response
  /** A page refused: rendered as the refusal page. */
  refusal?: NetworkRefusal
  /** What the handled request's response gets on its way out. */
  finish: (response: Response) => Response
}

const unchanged = (response: Response) => response

/** The JSON 403 of a refused API call or server function, in both languages. */
export function ipNotAllowedResponse(refusal: NetworkRefusal): Response {
  return jsonError(
    403,
    'ip_not_allowed',
    'errors.networkAccess.ipNotAllowed',
    { tenant: refusal.tenantName, address: refusal.address ?? '?' },
    { address: refusal.address },
  )
}

/**
 * A refused page renders for nobody in particular: the credentials go, so nothing of the member
 * reaches the page (the language choice stays).
 */
function dropCredentials(request: Request) {
  const locale = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
  try {
    request.headers.delete('authorization')
    if (locale) request.headers.set('cookie', locale)
    else request.headers.delete('cookie')
  } catch {
    // Immutable headers (not the HTTP server's requests): the rewrite still renders only the
    // refusal, whose root data is the reader's own name at most.
  }
}

function withHeaders(response: Response, change: (headers: Headers) => void, status?: number): Response {
  const headers = new Headers(response.headers)
  change(headers)
  return new Response(response.body, {
    status: status ?? response.status,
    statusText: status ? 'Forbidden' : response.statusText,
    headers,
  })
}

export async function decideNetworkAccess(
  request: Request,
  dependencies: NetworkAccessDependencies = defaultNetworkAccessDependencies,
): Promise<NetworkAccessDecision> {
  const page = isPageRequest(request)
  let verdict: Awaited<ReturnType<typeof checkNetworkAccess>>
  try {
    verdict = await checkNetworkAccess(request, dependencies)
  } catch (error) {
    // A database restart mid-check: an API call gets the clean 503 `database_unavailable`.
    if (page) throw error
    return { response: errorResponse(error), finish: unchanged }
  }
  if (verdict.kind === 'refuse') {
    const refusal = { tenantName: verdict.tenantName, address: verdict.address ?? null }
    if (!page) return { response: ipNotAllowedResponse(refusal), finish: unchanged }
    dropCredentials(request)
    return {
      refusal,
      finish: (response) =>
        withHeaders(
          response,
          (headers) => headers.set('cache-control', 'no-store'),
          response.status === 200 ? 403 : undefined,
        ),
    }
  }
  if (!page || (!verdict.hostListed && !verdict.sessionExpired)) return { finish: unchanged }
  return {
    finish: (response) =>
      withHeaders(response, (headers) => {
        // The anonymous-page render cache keeps only what anyone may see: not a listed tenant's page.
        if (verdict.hostListed) headers.set('cache-control', 'no-store')
        // The sign-in page says why (the access guard sends the now signed-out member there).
        if (verdict.sessionExpired) headers.append('set-cookie', signedOutReasonCookie('session-expired'))
      }),
  }
}
