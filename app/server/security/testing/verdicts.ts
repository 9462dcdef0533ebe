/**
 * How the probes judge an answer: did it show anything of another tenant (a leak), and does a
 * refusal explain itself in Japanese and English.
 */
import { en as enMessages } from '#app/i18n/locales/en'
import { ja as jaMessages } from '#app/i18n/locales/ja'
import type { SeededTenant } from './seed-tenant'

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/
const LATIN = /[A-Za-z]{2,}/
/** An untranslated i18n key (`validation.required`) is not a message. */
const I18N_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/

/**
 * What of `victim` the answer shows that the request did not itself carry: any of its secret
 * texts, or any of its ids. Echoing an id back ("thread X was not found") is not a leak.
 */
export function leaksOf(victim: SeededTenant, answer: string, request: string): string[] {
  const sent = request.toLowerCase()
  const shown = answer.toLowerCase()
  return [...victim.secrets, ...victim.ids].filter((value) => {
    const needle = value.toLowerCase()
    return shown.includes(needle) && !sent.includes(needle)
  })
}

export interface BilingualText {
  ja: string
  en: string
}

export function isBilingual(value: unknown): value is BilingualText {
  if (typeof value !== 'object' || value === null) return false
  const { ja, en } = value as Record<string, unknown>
  return (
    typeof ja === 'string' &&
    typeof en === 'string' &&
    JAPANESE.test(ja) &&
    LATIN.test(en) &&
    !I18N_KEY.test(ja) &&
    !I18N_KEY.test(en)
  )
}

/** Every `{ ja, en }` pair anywhere in a JSON value. */
export function bilingualTexts(value: unknown, found: BilingualText[] = []): BilingualText[] {
  if (isBilingual(value)) found.push(value)
  else if (Array.isArray(value)) for (const item of value) bilingualTexts(item, found)
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) bilingualTexts(item, found)
  return found
}

function lookup(messages: unknown, key: string): unknown {
  let node = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** An i18n key (`validation.required`) the page translates: it must exist in both languages. */
export function isTranslatedKey(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    I18N_KEY.test(value) &&
    typeof lookup(jaMessages, value) === 'string' &&
    typeof lookup(enMessages, value) === 'string'
  )
}

/** Every string leaf of a JSON value that is a translated i18n key. */
export function translatedKeys(value: unknown): string[] {
  if (isTranslatedKey(value)) return [value as string]
  if (Array.isArray(value)) return value.flatMap(translatedKeys)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(translatedKeys)
  return []
}

/** A JSON error body of the API: `message` ("ja / en") and `messages: { ja, en }`. */
export function explainsItself(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; messages?: unknown }
    return isBilingual(parsed.messages) || bilingualTexts(parsed).length > 0
  } catch {
    return false
  }
}
