/**
 * The frame of the administrator console's JSON endpoints (grants, refunds, the usage CSV): a
 * cookie-borne change must come from this site, the caller must be signed in through
 * /admin/login (401 / 403 in Japanese and English otherwise), and any thrown ServiceError is
 * answered as its JSON message, never a 500.
 */
import type { z } from 'zod'
import { fieldErrorsOf } from '#app/features/payment/payment-schemas.shared'
import { jsonError, readJsonBody } from '../../chat/chat-http.server'
import {
  type AdminApiDependencies,
  type AdminCaller,
  defaultAdminDependencies,
  withSystemAdmin,
} from '../admin-http.server'

export type { AdminApiDependencies, AdminCaller }
export const defaultAdminApiDependencies = defaultAdminDependencies

/** The shared frame (../admin-http.server.ts) for handlers that read their body themselves. */
export function withAdminCaller(
  request: Request,
  dependencies: AdminApiDependencies,
  options: { mutating: boolean },
  handle: (caller: AdminCaller) => Promise<Response>,
): Promise<Response> {
  return withSystemAdmin(request, dependencies, options, (caller) => handle(caller))
}

export function invalidInput(fieldErrors: Record<string, string>) {
  return jsonError(400, 'invalid_input', 'errors.common.checkForm', {}, { fieldErrors })
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
