/**
 * The page's calls to /api/team and /api/invitations. Every answer is either the JSON body or
 * the API's error: its message in both languages and, for forms, an error per field.
 */

import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { httpFetch } from '../../lib/http'

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: BilingualText; fieldErrors: Record<string, BilingualText> }

const NETWORK_FAILURE: BilingualText = {
  ja: 'サーバーに接続できませんでした。時間をおいてもう一度お試しください。',
  en: 'Could not reach the server. Please try again later.',
}

/** JSON for a value; a file (`Blob`) is sent as it is, its bytes the body (logo uploads). */
export async function callApi<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response
  try {
    const file = body instanceof Blob
    response = await httpFetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? {}
          : { 'content-type': file ? body.type || 'application/octet-stream' : 'application/json' },
      body: body === undefined ? undefined : file ? body : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, message: NETWORK_FAILURE, fieldErrors: {} }
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.ok) return { ok: true, data: json as T }
  const messages = json?.messages as BilingualText | undefined
  return {
    ok: false,
    status: response.status,
    message: messages ?? NETWORK_FAILURE,
    fieldErrors: (json?.fieldErrors as Record<string, BilingualText> | undefined) ?? {},
  }
}
