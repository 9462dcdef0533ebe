/**
 * Input checks of the catalogue console: zod schemas built from catalogue-file.ts (the rules
 * `opsai seed catalogue` applies), with each refusal attached to its form field in Japanese and
 * English, so the console shows it under the field instead of a 500.
 */
import type { z } from 'zod'
import { type BilingualText, bilingual } from '../../../features/chat/bilingual'
import { ServiceError } from '../../errors.server'

/** A refusal the form shows field by field (400 bad input, 409 a taken keyword or id). */
export class CatalogueFieldError extends ServiceError {
  constructor(
    readonly fieldErrors: Record<string, BilingualText>,
    status = 400,
  ) {
    const first = Object.values(fieldErrors)[0]
    super(
      first ? `${first.ja} / ${first.en}` : 'Invalid input / 入力が不正です',
      status,
      status === 409 ? 'conflict' : 'invalid_input',
    )
  }
}

const GENERIC: BilingualText = { ja: '値が正しくありません。', en: 'This value is not valid.' }

/**
 * Parses `input` or throws a CatalogueFieldError with each field's first problem; `messages`
 * replaces a field's message (for shared schemas whose own messages are zod's English defaults).
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  input: unknown,
  messages: Record<string, BilingualText> = {},
): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const fieldErrors: Record<string, BilingualText> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    // catalogue-file.ts writes its messages "english / 日本語"; zod's own defaults are English only.
    fieldErrors[field] ??=
      messages[field] ?? (issue.message.includes(' / ') ? bilingual(issue.message) : GENERIC)
  }
  throw new CatalogueFieldError(fieldErrors)
}

export function fieldError(field: string, ja: string, en: string, status = 400) {
  return new CatalogueFieldError({ [field]: { ja, en } }, status)
}
