import type { Locale } from '../../i18n/locale'

const formats = new Map<string, Intl.NumberFormat>()

/** A yen amount: `¥9,800` / `￥9,800`; prices are whole yen, tax included. */
export function formatYen(value: number, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 })
    formats.set(locale, format)
  }
  return format.format(value)
}

/**
 * A price as a customer reads it, with the tax label (prices are tax-inclusive):
 * `¥11,000（税込）` / `¥11,000 incl. tax`.
 */
export function formatPrice(value: number, locale: Locale): string {
  const yen = formatYen(value, locale)
  return locale === 'ja' ? `${yen}（税込）` : `${yen} incl. tax`
}
