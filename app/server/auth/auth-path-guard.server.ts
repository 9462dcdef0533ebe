/**
 * better-auth's endpoints have short paths (`/api/auth/sign-in/email`, `/api/auth/admin/…`). Its
 * per-IP limiter stores each request's path in an indexed column before it routes, so a path of
 * a few kilobytes made that insert fail and the request answer 500 (found by the hostile-input
 * probes, app/server/security). A path that long names no endpoint: it is answered 404 here,
 * before better-auth sees it.
 */
import { jsonError } from '../chat/chat-http.server'
import { unstorableTextPath } from '../unstorable-text.server'

/** Far above the longest better-auth path, far below the index's limit (about 2,700 bytes). */
export const MAX_AUTH_PATH_LENGTH = 512

export function refuseOverlongAuthPath(request: Request): Response | undefined {
  if (new URL(request.url).pathname.length <= MAX_AUTH_PATH_LENGTH) return undefined
  return jsonError(404, 'not_found', 'errors.http.noSuchEndpoint')
}

/**
 * A JSON body with a NUL character or a lone surrogate (`"email": "\u0000"`) reached a user
 * lookup inside better-auth before its own validation and failed in PostgreSQL as a 500 (found by
 * the hostile-input probes). Such a body is refused here, in both languages, before better-auth.
 */
export async function refuseUnstorableAuthBody(request: Request): Promise<Response | undefined> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return undefined
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return undefined // better-auth answers malformed JSON itself (400)
  }
  if (unstorableTextPath(body) === undefined) return undefined
  return jsonError(400, 'invalid_input', 'errors.common.unstorable')
}
