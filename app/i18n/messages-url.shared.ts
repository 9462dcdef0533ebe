import { buildId } from '../lib/build-id'
import type { Locale } from './locale'

/** Where a language's messages are served (app/routes/i18n.$file.ts): named by the build, so cached for good. */
export function messagesUrl(locale: Locale): string {
  return `/i18n/${locale}-${buildId}.json`
}

/** The page's `<link rel="preload">` of its messages: the fetch starts with the HTML, not after the JS. */
export function messagesPreloadLink(locale: Locale) {
  return { rel: 'preload', as: 'fetch', href: messagesUrl(locale), crossOrigin: 'anonymous' as const }
}
