/**
 * Input checks of the catalogue console: zod schemas built from catalogue-file.ts (the rules
 * `opsai seed catalogue` applies), with each refusal attached to its form field in Japanese and
 * English, so the console shows it under the field instead of a 500.
 */
import type { z } from 'zod'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, isTextKey, type TextKey, type TextParams } from '#app/i18n/texts.server'
import { ServiceError } from '../../errors.server'
import { issueParams } from '../../issue-text.server'

/** A field's refusal: a catalogue key and the values its text quotes. */
export interface FieldText {
  key: TextKey
  params?: TextParams
}

/**
 * A refusal the form shows field by field (400 bad input, 409 a taken keyword or id); its own
 * message is the first field's.
 */
export class CatalogueFieldError extends ServiceError {
  readonly fieldErrors: Record<string, BilingualText>

  constructor(fieldErrors: Record<string, FieldText>, status = 400) {
    const first: FieldText = Object.values(fieldErrors)[0] ?? { key: 'errors.admin.invalidInput' }
    super(status, status === 409 ? 'conflict' : 'invalid_input', first.key, first.params)
    this.fieldErrors = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, text]) => [field, bothLanguages(text.key, text.params)]),
    )
  }
}

/**
 * Parses `input` or throws a CatalogueFieldError with each field's first problem; `messages`
 * replaces a field's message (for shared schemas whose own messages are zod's English defaults).
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  input: unknown,
  messages: Record<string, TextKey> = {},
): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const fieldErrors: Record<string, FieldText> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    const replaced = messages[field]
    // The schemas' messages are catalogue keys; zod's own defaults are English only.
    fieldErrors[field] ??= replaced
      ? { key: replaced }
      : isTextKey(issue.message)
        ? { key: issue.message, params: issueParams(issue) }
        : { key: 'errors.admin.invalidValue' }
  }
  throw new CatalogueFieldError(fieldErrors)
}

export function fieldError(field: string, key: TextKey, params?: TextParams, status = 400) {
  return new CatalogueFieldError({ [field]: { key, params } }, status)
}
