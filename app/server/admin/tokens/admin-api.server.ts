/**
 * The frame of the administrator console's JSON endpoints (grants, refunds, the usage CSV): a
 * cookie-borne change must come from this site, the caller must be signed in through
 * /admin/login (401 / 403 in Japanese and English otherwise), and any thrown ServiceError is
 * answered as its JSON message, never a 500.
 */
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
