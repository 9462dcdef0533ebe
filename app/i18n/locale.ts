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
  // One pass that keeps only supported languages: every anonymous page asks this of its request.
  const ranked: { locale: Locale; q: number }[] = []
  for (const part of header.split(',')) {
    const semicolon = part.indexOf(';')
    const tag = (semicolon === -1 ? part : part.slice(0, semicolon)).trim().toLowerCase()
    const dash = tag.indexOf('-')
    const primary = dash === -1 ? tag : tag.slice(0, dash)
    if (!isLocale(primary)) continue
    const q = semicolon === -1 ? 1 : qualityOf(part.slice(semicolon + 1))
    if (q > 0) ranked.push({ locale: primary, q })
  }
  // Stable: equal weights keep the header's order.
  ranked.sort((a, b) => b.q - a.q)
  const found: Locale[] = []
  for (const { locale } of ranked) if (!found.includes(locale)) found.push(locale)
  return found
}

/** The `q` weight among a language range's parameters (1 without one; 0 when unreadable). */
function qualityOf(params: string): number {
  for (const param of params.split(';')) {
    const trimmed = param.trim()
    if (!trimmed.startsWith('q=')) continue
    const q = Number(trimmed.slice(2))
    return Number.isFinite(q) ? q : 0
  }
  return 1
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
