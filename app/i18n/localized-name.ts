import { useLocale } from './i18n-provider'
import type { Locale } from './locale'

/** Something named in Japanese, with an optional English name (ADR 020). */
export interface Named {
  name: string
  nameEn?: string | null
}

/** The name in the reader's language: English when there is one, else the Japanese name. */
export function localizedName(item: Named, locale: Locale): string {
  return locale === 'en' && item.nameEn ? item.nameEn : item.name
}

/** `const nameOf = useLocalizedName()` then `nameOf(chat)`. */
export function useLocalizedName() {
  const { locale } = useLocale()
  return (item: Named) => localizedName(item, locale)
}
