import { useCallback } from 'react'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { useLocale } from '../../i18n/i18n-provider'

/** Server messages come in both languages: this picks the reader's. */
export function useBilingual() {
  const { locale } = useLocale()
  return useCallback((text: BilingualText | undefined) => (text ? text[locale] : undefined), [locale])
}

/** A short readable name for a user agent: browser and system, else the raw string. */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : /curl\//.test(userAgent)
            ? 'curl'
            : undefined
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined
  if (browser && system) return `${browser} · ${system}`
  return browser ?? system ?? userAgent.slice(0, 60)
}
