import { createInstance, type i18n } from 'i18next'
import type { Locale } from './locale'
import type { Messages } from './locales/ja'

/**
 * One i18next instance per locale and render tree (never the global singleton), so concurrent
 * server renders in different languages cannot see each other's language. Initialisation is
 * synchronous because the messages are already loaded.
 */
export function createI18n(locale: Locale, messages: Messages): i18n {
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
