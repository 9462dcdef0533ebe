import { describe, expect, it } from 'vitest'
import {
  isLocale,
  LOCALE_COOKIE,
  localeCookieValue,
  localesFromAcceptLanguage,
  resolveLocale,
} from './locale'

describe('locale resolution', () => {
  it('prefers a valid locale cookie over Accept-Language', () => {
    expect(resolveLocale({ cookie: 'en', acceptLanguage: 'ja' })).toBe('en')
    expect(resolveLocale({ cookie: 'ja', acceptLanguage: 'en-US,en;q=0.9' })).toBe('ja')
  })

  it('ignores a cookie that is not a supported locale', () => {
    expect(resolveLocale({ cookie: 'fr', acceptLanguage: 'en-GB' })).toBe('en')
    expect(resolveLocale({ cookie: '', acceptLanguage: null })).toBe('ja')
  })

  it('takes the best supported language of Accept-Language by q-value', () => {
    expect(resolveLocale({ acceptLanguage: 'fr-FR,fr;q=0.9,en;q=0.8,ja;q=0.7' })).toBe('en')
    expect(resolveLocale({ acceptLanguage: 'en;q=0.5, ja-JP;q=0.9' })).toBe('ja')
    expect(resolveLocale({ acceptLanguage: 'EN-us' })).toBe('en')
  })

  it('refuses q=0 and falls back to Japanese, or to the configured default', () => {
    expect(resolveLocale({ acceptLanguage: 'en;q=0, de' })).toBe('ja')
    expect(resolveLocale({ acceptLanguage: 'de', fallback: 'en' })).toBe('en')
    expect(resolveLocale({})).toBe('ja')
  })

  it('lists supported languages once each, best first, surviving malformed parts', () => {
    expect(localesFromAcceptLanguage('en-US, en;q=0.9, ja;q=abc, *;q=0.1, ja;q=0.2')).toEqual(['en', 'ja'])
    expect(localesFromAcceptLanguage(',,;')).toEqual([])
    expect(localesFromAcceptLanguage(undefined)).toEqual([])
  })

  it('builds a site-wide, year-long cookie', () => {
    expect(localeCookieValue('en')).toBe(`${LOCALE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`)
    expect(LOCALE_COOKIE).toBe('locale')
    expect(isLocale('ja')).toBe(true)
    expect(isLocale('jp')).toBe(false)
  })
})
