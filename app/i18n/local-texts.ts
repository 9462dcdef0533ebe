/**
 * Texts a feature keeps beside its code instead of in the shared catalogue: the catalogue is one
 * chunk per language on every page's first load (/login's budget, bench/bundle-size.ts), so the
 * strings of a page few people open (SAML set-up, SAML sign-in) travel with that page's chunk.
 * Both languages are typed alike; the reader's half follows the i18next language.
 */
import { useTranslation } from 'react-i18next'

export interface LocalTexts<T> {
  ja: T
  en: T
}

export function pickTexts<T>(texts: LocalTexts<T>, language: string): T {
  return language.startsWith('en') ? texts.en : texts.ja
}

/** The reader's half, re-rendered when the language changes. */
export function useLocalTexts<T>(texts: LocalTexts<T>): T {
  const { i18n } = useTranslation()
  return pickTexts(texts, i18n.language)
}

/** `{{name}}` placeholders filled (the values are shown as text by React, never as markup). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
