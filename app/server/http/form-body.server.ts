/**
 * JSON forms whose field errors are i18n keys (the payment forms, the console's token forms): a
 * bad body is a 400 `{ error: 'invalid_input', message, messages, fieldErrors: { field: key } }`.
 */
import type { z } from 'zod'
import { fieldErrorsOf } from '#app/features/payment/payment-schemas.shared'
import { jsonError, readJsonInput } from '../chat/chat-http.server'

export function invalidForm(fieldErrors: Record<string, string>) {
  return jsonError(400, 'invalid_input', 'errors.common.checkForm', {}, { fieldErrors })
}

/** The JSON body parsed by `schema`, or the 400 (or 413) to send back. */
export async function parseFormBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S> | Response> {
  const body = await readJsonInput(request, schema, (error) => invalidForm(fieldErrorsOf(error)))
  return body.ok ? body.value : body.response
}
