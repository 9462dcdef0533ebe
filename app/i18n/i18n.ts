import { createInstance, type i18n } from 'i18next'
import type { Locale } from './locale'
import type { Messages } from './locales/ja'

/**
 * One i18next instance per locale (never the global singleton), so concurrent server renders in
 * different languages cannot see each other's language; in the browser, one per render tree and
 * language. Initialisation is synchronous because the messages are already loaded.
 */
export function createI18n(locale: Locale, messages: Messages): i18n {
  if (typeof window !== 'undefined') return buildI18n(locale, messages)
  // On the server every render in one language gets the same messages object (one module per
  // locale): one instance per messages object serves them all. Safe because a server instance
  // never changes language and translating keeps no state; building one per render was a
  // sizeable share of a page's allocations (docs/performance.md, "SSR throughput").
  let instance = serverInstances.get(messages)
  if (instance?.language !== locale) {
    instance = buildI18n(locale, messages)
    serverInstances.set(messages, instance)
  }
  return instance
}

const serverInstances = new WeakMap<Messages, i18n>()

function buildI18n(locale: Locale, messages: Messages): i18n {
  const instance = createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
  })
  return instance
}
