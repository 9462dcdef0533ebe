/**
 * better-auth's endpoints have short paths (`/api/auth/sign-in/email`, `/api/auth/admin/…`). Its
 * per-IP limiter stores each request's path in an indexed column before it routes, so a path of
 * a few kilobytes made that insert fail and the request answer 500 (found by the hostile-input
 * probes, app/server/security). A path that long names no endpoint: it is answered 404 here,
 * before better-auth sees it.
 */
import { jsonError } from '../chat/chat-http.server'

/** Far above the longest better-auth path, far below the index's limit (about 2,700 bytes). */
export const MAX_AUTH_PATH_LENGTH = 512

export function refuseOverlongAuthPath(request: Request): Response | undefined {
  if (new URL(request.url).pathname.length <= MAX_AUTH_PATH_LENGTH) return undefined
  return jsonError(404, 'not_found', 'そのような API はありません。', 'No such API endpoint.')
}
