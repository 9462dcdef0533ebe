/**
 * The request middleware's side of two-factor authentication (ADR 036): a session that owes its
 * enrolment (a system administrator without 2FA, a member of a tenant that requires it) is sent
 * to its enrolment page from every other page, and every API call it makes is refused with 403
 * `two_factor_enrolment_required` / `two_factor_required` in both languages — personal API tokens
 * included. better-auth's own endpoints stay open: they sign out and enrol.
 */

import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import { twoFactorPageRedirect } from '../../features/two-factor/two-factor-paths.shared'
import { apiCallerSessionResolver } from '../account/api-token-session.server'
import { isPageRequest } from '../auth/access-guard.server'
import { getRequestSession, type RequestSession } from '../auth/session.server'
import { errorResponse, jsonMessages } from '../chat/chat-http.server'
import { requestTwoFactorDue, TwoFactorDueError } from './two-factor.server'

export interface TwoFactorGateDependencies {
  getDb: () => Promise<Db>
  getSession: (headers: Headers) => Promise<RequestSession | null>
}

const getProcessDb = async () => (await getDatabase()).db

export const defaultTwoFactorGateDependencies: TwoFactorGateDependencies = {
  getDb: getProcessDb,
  getSession: apiCallerSessionResolver(getProcessDb, getRequestSession),
}

/** API paths anyone may reach whatever they owe: sign-in and enrolment, health, brand images. */
const OPEN_API = /^\/api\/(?:auth|health|ready|brand)(?:\/|$)/

/** The refusal of an API call of a session that owes its enrolment (`code` as well as `error`). */
export function twoFactorDueResponse(error: TwoFactorDueError): Response {
  return jsonMessages(error.status, error.code, error.messages, { code: error.code })
}

/** A redirect or a refusal, or undefined to handle the request. */
export async function decideTwoFactorGate(
  request: Request,
  dependencies: TwoFactorGateDependencies = defaultTwoFactorGateDependencies,
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url)
  const page = isPageRequest(request)
  const api = pathname.startsWith('/api/') && !OPEN_API.test(pathname)
  if (!page && !api) return undefined
  let due: Awaited<ReturnType<typeof requestTwoFactorDue>>
  let current: RequestSession | null
  try {
    current = await dependencies.getSession(request.headers)
    if (!current) return undefined
    due = await requestTwoFactorDue(request.headers, await dependencies.getDb(), current)
  } catch (error) {
    // A database restart mid-check: the API's clean 503 `database_unavailable`, not a bare 500.
    if (api) return errorResponse(error)
    throw error
  }
  if (!due) return undefined
  if (api) return twoFactorDueResponse(new TwoFactorDueError(due))
  const target = twoFactorPageRedirect(pathname, {
    isSystemAdminLogin: current.user.isSystemAdminLogin,
    twoFactorDue: true,
  })
  if (!target) return undefined
  return new Response(null, { status: 302, headers: { location: target, 'cache-control': 'no-store' } })
}
