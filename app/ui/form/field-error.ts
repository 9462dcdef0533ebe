import type { i18n } from 'i18next'
import { isMessageKey } from '../../i18n/message-key'

/** A validator error as TanStack Form stores it: a string, or a Standard Schema (zod) issue. */
function messageOf(error: unknown): { message: string; params: Record<string, unknown> } | undefined {
  if (typeof error === 'string') return { message: error, params: {} }
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return { message: error.message, params: { ...error } }
  }
  return undefined
}

/**
 * The first error of a field, in the reader's language: messages that are translation keys are
 * translated with the issue's own values (zod's `minimum`, `maximum`…), others are shown as they are.
 */
export function fieldErrorText(errors: readonly unknown[], instance: i18n): string | undefined {
  for (const error of errors) {
    const found = messageOf(error)
    if (!found) continue
    if (isMessageKey(instance, found.message)) return instance.t(found.message, found.params)
    return found.message
  }
  return undefined
}
