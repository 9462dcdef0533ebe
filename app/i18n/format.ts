import type { Locale } from './locale'

/**
 * Dates, numbers and token counts in the reader's locale. Formatters are cached: building an
 * Intl formatter is far slower than using one, and tables format thousands of cells.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  const existing = cache.get(key)
  if (existing !== undefined) return existing
  const created = create()
  cache.set(key, created)
  return created
}

export type DateStyle = 'date' | 'dateTime' | 'time' | 'long' | 'monthDay'

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' },
  /** 12月1日 / Dec 1: a day of this month or the next, where the year goes without saying. */
  monthDay: { month: 'short', day: 'numeric' },
}

export interface FormatDateOptions {
  style?: DateStyle
  /** IANA zone; by default the runtime's. Pass one on the server so SSR and the browser agree. */
  timeZone?: string
}

export function formatDate(value: Date | string | number, locale: Locale, options: FormatDateOptions = {}) {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const style = options.style ?? 'date'
  const formatter = cached(
    dateFormats,
    `${locale}|${style}|${options.timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { ...dateOptions[style], timeZone: options.timeZone }),
  )
  return formatter.format(date)
}

export interface FormatNumberOptions {
  /** 1.2M / 120万 instead of 1,200,000. */
  compact?: boolean
  maximumFractionDigits?: number
}

export function formatNumber(value: number, locale: Locale, options: FormatNumberOptions = {}) {
  const formatter = cached(
    numberFormats,
    `${locale}|${options.compact ? 'c' : ''}|${options.maximumFractionDigits ?? ''}`,
    () =>
      new Intl.NumberFormat(locale, {
        notation: options.compact ? 'compact' : 'standard',
        maximumFractionDigits: options.maximumFractionDigits ?? (options.compact ? 1 : 0),
      }),
  )
  return formatter.format(value)
}

// The unit belongs to the number (it follows plural rules), so it lives with the formatter.
const tokenUnits: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  ja: { other: 'トークン' },
  en: { one: 'token', other: 'tokens' },
}

/** Bytes as megabytes with one decimal (knowledge storage: 12.3 MB). */
export function formatMegabytes(bytes: number, locale: Locale) {
  return `${formatNumber(bytes / (1024 * 1024), locale, { maximumFractionDigits: 1 })} MB`
}

/** A count of model tokens with its unit: `1,234 トークン`, `1 token`, `1.2M tokens`. */
export function formatTokens(value: number, locale: Locale, options: FormatNumberOptions = {}) {
  const plural = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(value)
  const units = tokenUnits[locale]
  return `${formatNumber(value, locale, options)} ${units[plural] ?? units.other}`
}

const creditUnits: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  ja: { other: 'クレジット' },
  en: { one: 'credit', other: 'credits' },
}

/**
 * An amount of the ledger's unit, the credit (ADR 028), with its unit: `1,234 クレジット`,
 * `1 credit`. Balances, grants and plan allowances are credits; model tokens are `formatTokens`.
 */
export function formatCredits(value: number, locale: Locale, options: FormatNumberOptions = {}) {
  const plural = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(value)
  const units = creditUnits[locale]
  return `${formatNumber(value, locale, options)} ${units[plural] ?? units.other}`
}
