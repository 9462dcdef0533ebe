/**
 * The locales of the product and how one is chosen for a request (ADR 006): the `locale`
 * cookie, then the browser's Accept-Language, then the configured default (Japanese).
 * Pure code, used on both sides.
 */
export const LOCALES = ['ja', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'ja'
export const LOCALE_COOKIE = 'locale'
/** One year: a language choice outlives sessions. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.some((locale) => locale === value)
}

/**
 * The supported locales named by an Accept-Language header, best first. Tags are compared by
 * their primary subtag (`en-GB` → `en`); entries with q=0 are refused, as RFC 9110 says.
 */
export function localesFromAcceptLanguage(header: string | undefined | null): Locale[] {
  if (!header) return []
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      const q = qParam === undefined ? 1 : Number(qParam.slice(2))
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const found: Locale[] = []
  for (const { primary } of ranked) {
    if (isLocale(primary) && !found.includes(primary)) found.push(primary)
  }
  return found
}

export interface LocaleSources {
  cookie?: string | null
  acceptLanguage?: string | null
  fallback?: Locale
}

export function resolveLocale({ cookie, acceptLanguage, fallback = DEFAULT_LOCALE }: LocaleSources): Locale {
  if (isLocale(cookie)) return cookie
  return localesFromAcceptLanguage(acceptLanguage)[0] ?? fallback
}

/** The `Set-Cookie`/`document.cookie` value that remembers a choice for the whole site. */
export function localeCookieValue(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
}
