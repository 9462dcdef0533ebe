/**
 * Calls to the payment endpoints from the browser. A refusal comes back as its bilingual message
 * and, for forms, field errors keyed by field name (i18n keys).
 */
import { httpFetch } from '../../lib/http'

export type PaymentApiResult<T> =
  | { ok: true; body: T }
  | {
      ok: false
      status: number
      messages: { ja: string; en: string } | null
      fieldErrors: Record<string, string>
    }

export function postPaymentApi<T>(path: string, body: unknown): Promise<PaymentApiResult<T>> {
  return callPaymentApi<T>('POST', path, body)
}

export async function callPaymentApi<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<PaymentApiResult<T>> {
  let response: Response
  try {
    response = await httpFetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      credentials: 'same-origin',
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
  } catch {
    return { ok: false, status: 0, messages: null, fieldErrors: {} }
  }
  const json: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, body: json as T }
  const error = (json ?? {}) as {
    messages?: { ja: string; en: string }
    fieldErrors?: Record<string, string>
  }
  return {
    ok: false,
    status: response.status,
    messages: error.messages ?? null,
    fieldErrors: error.fieldErrors ?? {},
  }
}
