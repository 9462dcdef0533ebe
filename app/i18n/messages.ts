import type { Locale } from './locale'
import type { Messages } from './locales/ja'
import { messagesUrl } from './messages-url.shared'

/**
 * The server imports each locale's catalogue (a record over `Locale` makes a new locale without
 * a loader a type error). The browser fetches one language as JSON from the server
 * (app/server/i18n/messages-file.server.ts): both languages' strings share modules, so a chunk
 * per language would bring both; the file carries one, and is cached for the build's life.
 */
const loaders: Record<Locale, () => Promise<Messages>> = import.meta.env.SSR
  ? {
      ja: () => import('./locales/ja').then((module) => module.ja),
      en: () => import('./locales/en').then((module) => module.en),
    }
  : { ja: () => fetchMessages('ja'), en: () => fetchMessages('en') }

async function fetchMessages(locale: Locale): Promise<Messages> {
  const response = await fetch(messagesUrl(locale))
  if (!response.ok) throw new Error(`${messagesUrl(locale)}: ${response.status}`)
  return (await response.json()) as Messages
}

/**
 * The catalogues this process or page has loaded. They are code, not page data: the browser
 * loads its language before hydrating (app/client.tsx), so no page carries its catalogue in its
 * HTML; it was ~50 KB of every page's serialised state (issue 22).
 */
const loaded: Partial<Record<Locale, Messages>> = {}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages = loaded[locale] ?? (await loaders[locale]())
  loaded[locale] = messages
  return messages
}

/** A catalogue already loaded (the root route loads the page's before anything renders). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded[locale]
}

/** The page's catalogue where the root route has surely loaded it (route `head` functions). */
export function messagesFor(locale: Locale): Messages {
  const messages = loaded[locale]
  if (!messages) throw new Error(`the ${locale} messages are used before the root route loaded them`)
  return messages
}
