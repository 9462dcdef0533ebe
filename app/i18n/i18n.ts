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
    // Server only: the browser renders a page once, and the first-load budget counts every byte.
    if (import.meta.env.SSR) keepPlainTranslations(instance)
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

/** i18next's fixed `t` without its key typing: only its runtime shape matters here. */
type LooseFixedT = ((...args: unknown[]) => unknown) & {
  lng?: string
  lngs?: readonly string[]
  ns?: unknown
  keyPrefix?: unknown
}

/**
 * A key translated with no options always gives the same text from an instance whose language and
 * messages never change (above), so it is looked up once. i18next's own `t` copies every one of
 * its options into two new objects on each call: that was ~6 % of a signed-in page's server CPU
 * (docs/performance.md, fifth round). Calls with options (values, counts) go to i18next as before.
 */
function keepPlainTranslations(instance: i18n) {
  const fixedT = instance.getFixedT.bind(instance) as unknown as (...selection: unknown[]) => LooseFixedT
  const bySelection = new Map<string, Map<string, string>>()
  const getFixedT = (...selection: unknown[]) => {
    const translate = fixedT(...selection)
    const [lng, ns, keyPrefix] = selection
    const selectionKey = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}`
    let texts = bySelection.get(selectionKey)
    if (!texts) {
      texts = new Map()
      bySelection.set(selectionKey, texts)
    }
    const known = texts
    const plainFirst = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return translate(key, ...rest)
      let text = known.get(key)
      if (text === undefined) {
        text = String(translate(key))
        known.set(key, text)
      }
      return text
    }
    const { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix } = translate
    return Object.assign(plainFirst, { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix })
  }
  instance.getFixedT = getFixedT as unknown as i18n['getFixedT']
}
