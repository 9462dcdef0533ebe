/** The settings form's call from the browser: `PUT /api/admin/system/settings`. */
import { httpFetch } from '../../lib/http'

export type AdminSystemSaveResult =
  | { ok: true; changed: string[] }
  | { ok: false; messages: { ja: string; en: string } | null; fieldErrors: Record<string, string> }

export async function saveSystemSettings(body: unknown): Promise<AdminSystemSaveResult> {
  let response: Response
  try {
    response = await httpFetch('/api/admin/system/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, messages: null, fieldErrors: {} }
  }
  const json = (await response.json().catch(() => null)) as {
    changed?: string[]
    messages?: { ja: string; en: string }
    fieldErrors?: Record<string, string>
  } | null
  if (response.ok) return { ok: true, changed: json?.changed ?? [] }
  return { ok: false, messages: json?.messages ?? null, fieldErrors: json?.fieldErrors ?? {} }
}
