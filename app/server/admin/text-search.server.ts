/** The console's search boxes: the typed text found anywhere in a few columns, case-insensitively. */
import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm'

/** `%` and `_` typed in a search box are literal characters, not wildcards. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** `%text%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`

/** Rows where any of `columns` contains `text`; no condition without text. */
export function containsText(text: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined
  const pattern = likePattern(text)
  return or(...columns.map((column) => ilike(column, pattern)))
}
