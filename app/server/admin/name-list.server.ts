/** Names in a refusal ("in use by …"), written as each language writes a list. */
import type { Locale } from '#app/i18n/locale'
import { textIn } from '#app/i18n/texts.server'

function cutShort(locale: Locale, listed: string, shown: number, total: number) {
  if (total <= shown) return listed
  return textIn(locale, 'errors.admin.namesAndMore', { names: listed, rest: total - shown })
}

/** `「A」「B」` / `“A”, “B”`; with more than listed, ` ほか 3 件` / ` and 3 more` after them. */
export function quotedNames(locale: Locale, names: readonly string[], total = names.length): string {
  const listed = names
    .map((name, index) =>
      textIn(locale, index === 0 ? 'errors.admin.quotedName' : 'errors.admin.nextQuotedName', { name }),
    )
    .join('')
  return cutShort(locale, listed, names.length, total)
}

/** `A、B ほか 3 件` / `A, B and 3 more`. */
export function plainNames(locale: Locale, names: readonly string[], total = names.length): string {
  return cutShort(locale, names.join(textIn(locale, 'errors.admin.listSeparator')), names.length, total)
}
