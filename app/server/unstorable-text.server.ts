/**
 * Text the database cannot keep: a NUL character (PostgreSQL's `text` refuses it) or a lone
 * UTF-16 surrogate (not Unicode at all; `jsonb` refuses it and `text` would silently change it).
 * JSON allows both (`"\u0000"`, `"\ud800"`), so a request can carry them; they are refused at the
 * door with a clear message rather than failing deep in a query as a 500.
 */
import { bothLanguages } from '#app/i18n/texts.server'

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text)
}

/**
 * The path (`title`, `categories.0.id`) of the first string or key in `value` that the database
 * cannot keep, `''` for `value` itself, or undefined when there is none.
 */
export function unstorableTextPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? path.join('.') : undefined
  // Deeper than any form: JSON.parse already built it, and nothing reads that far.
  if (typeof value !== 'object' || value === null || depth > 32) return undefined
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, key].join('.')
    const found = unstorableTextPath(item, [...path, key], depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

export const UNSTORABLE_TEXT_MESSAGE = bothLanguages('errors.common.unstorable')
