/**
 * The frame of the administrator console's JSON endpoints (grants, refunds, the usage CSV): a
 * cookie-borne change must come from this site, the caller must be signed in through
 * /admin/login (401 / 403 in Japanese and English otherwise), and any thrown ServiceError is
 * answered as its JSON message, never a 500.
 */
import type { z } from 'zod'
import { fieldErrorsOf } from '../../../features/payment/payment-schemas.shared'
import type { RequestSession } from '../../auth/session.server'
import {
  type ChatApiDependencies,
  crossSiteRefusal,
  defaultDependencies,
  errorResponse,
  jsonError,
  jsonResponse,
  readJsonBody,
  unauthenticated,
} from '../../chat/chat-http.server'

export type AdminApiDependencies = Pick<ChatApiDependencies, 'getDb' | 'getSession'>

export const defaultAdminApiDependencies: AdminApiDependencies = defaultDependencies

export interface AdminCaller {
  userId: string
  /** What audit rows and ledger entries name: `admin:<user id>`. */
  actor: string
}

export const adminOnly = () =>
  jsonError(
    403,
    'forbidden',
    'この操作はシステム管理者のみ行えます。',
    'Only the system administrator can do this.',
  )

export function adminCallerOf(session: RequestSession | null): AdminCaller | Response {
  if (!session) return unauthenticated()
  if (!session.user.isSystemAdminLogin) return adminOnly()
  return { userId: session.user.id, actor: `admin:${session.user.id}` }
}

export async function withAdminCaller(
  request: Request,
  dependencies: AdminApiDependencies,
  options: { mutating: boolean },
  handle: (caller: AdminCaller) => Promise<Response>,
): Promise<Response> {
  try {
    if (options.mutating) {
      const refusal = crossSiteRefusal(request)
      if (refusal) return refusal
    }
    const caller = adminCallerOf(await dependencies.getSession(request.headers))
    if (caller instanceof Response) return caller
    return await handle(caller)
  } catch (error) {
    return errorResponse(error)
  }
}

export function invalidInput(fieldErrors: Record<string, string>) {
  return jsonResponse(400, {
    error: 'invalid_input',
    message: '入力内容を確認してください。 / Please check the form.',
    messages: { ja: '入力内容を確認してください。', en: 'Please check the form.' },
    fieldErrors,
  })
}

/** The JSON body parsed by `schema`, or the 400 (with field errors as i18n keys) to send back. */
export async function parseAdminBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S> | Response> {
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error))
  return parsed.data
}
