/**
 * parseFields for a server function's validator: the validator may not throw (Start would answer
 * 500), and the refusal must come after the session check, so it is handed to the handler.
 */
import type { z } from 'zod'
import { AdminFieldError, parseFields } from './admin-call.server'

export type FieldsRead<T> = { ok: true; data: T } | { ok: false; error: AdminFieldError }

export function readFields<S extends z.ZodType>(schema: S, input: unknown): FieldsRead<z.infer<S>> {
  try {
    return { ok: true, data: parseFields(schema, input) }
  } catch (error) {
    if (error instanceof AdminFieldError) return { ok: false, error }
    throw error
  }
}

/** In the handler, inside runAdminCall: the fields, or the same 400 parseFields gives. */
export function fieldsOf<T>(read: FieldsRead<T>): T {
  if (!read.ok) throw read.error
  return read.data
}
