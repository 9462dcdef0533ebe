import type { Locale } from './locale'
import type { Messages } from './locales/ja'

/**
 * Each locale's strings are their own chunk, so a page carries only the language it shows.
 * A record over `Locale` makes a new locale without a loader a type error.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  ja: () => import('./locales/ja').then((module) => module.ja),
  en: () => import('./locales/en').then((module) => module.en),
}

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]()
}
