/**
 * The one frame of the administrator console's server side: who counts as the administrator
 * (a session signed in through /admin/login), the audit actor it acts as, and the JSON endpoints'
 * prologue (same-site check for changes, 401/403 in Japanese and English, a thrown ServiceError
 * answered as its message, never a 500 with details). Server functions wrap the same caller in
 * `runAdminCall` (tenants/admin-call.server.ts); JSON endpoints use `withSystemAdmin` here.
 */
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import type { RequestSession } from '../auth/session.server'
import {
  type ChatApiDependencies,
  crossSiteRefusal,
  defaultDependencies,
  errorResponse,
  jsonError,
  readJsonBody,
  unauthenticated,
} from '../chat/chat-http.server'

export interface AdminCaller {
  userId: string
  /** What audit rows and ledger entries name: `admin:<user id>`. */
  actor: string
}

export const ADMIN_ONLY: BilingualText = bothLanguages('errors.admin.onlyAdmin')

/** The administrator's audit actor. */
export const adminActor = (userId: string) => `admin:${userId}`

/** The caller for a system-administrator session, or null for anyone else (or no one). */
export function adminCallerOf(session: RequestSession | null): AdminCaller | null {
  if (!session?.user.isSystemAdminLogin) return null
  return { userId: session.user.id, actor: adminActor(session.user.id) }
}

/**
 * A console session of an administrator who has not enrolled in two-factor authentication may
 * only enrol (ADR 036); hand-made test sessions without the field are not refused.
 */
export function owesTwoFactorEnrolment(session: RequestSession): boolean {
  return session.user.isSystemAdminLogin && session.user.twoFactorEnabled === false
}

export const ENROLMENT_REQUIRED = 'two_factor_enrolment_required'

/** 403 `two_factor_enrolment_required` in both languages (`code` as well as `error`). */
export const enrolmentRequiredResponse = () =>
  jsonError(403, ENROLMENT_REQUIRED, 'errors.twoFactor.enrolmentRequired', {}, { code: ENROLMENT_REQUIRED })

export type AdminApiDependencies = Pick<ChatApiDependencies, 'getDb' | 'getSession'>
export const defaultAdminDependencies: AdminApiDependencies = defaultDependencies

export const adminOnlyResponse = () => jsonError(403, 'forbidden', 'errors.admin.onlyAdmin')

/**
 * Runs `handle` for a system-administrator session only (401 without a session, 403 for anyone
 * else); with `body`, the JSON body is read first (a malformed one is a 400). Any thrown
 * ServiceError becomes its status with the bilingual message, anything else a 500 that says little.
 */
export async function withSystemAdmin(
  request: Request,
  dependencies: AdminApiDependencies,
  options: { mutating: boolean; body?: boolean },
  handle: (caller: AdminCaller, body: unknown) => Promise<Response>,
): Promise<Response> {
  try {
    if (options.mutating) {
      const refusal = crossSiteRefusal(request)
      if (refusal) return refusal
    }
    const session = await dependencies.getSession(request.headers)
    if (!session) return unauthenticated()
    const caller = adminCallerOf(session)
    if (!caller) return adminOnlyResponse()
    if (owesTwoFactorEnrolment(session)) return enrolmentRequiredResponse()
    if (!options.body) return await handle(caller, undefined)
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    return await handle(caller, body.value)
  } catch (error) {
    return errorResponse(error)
  }
}
