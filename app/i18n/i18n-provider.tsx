import { createContext, type ReactNode, use, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from './i18n'
import type { Locale } from './locale'
import type { Messages } from './locales/ja'

interface LocaleContextValue {
  locale: Locale
  setLocale: (locale: Locale) => void
}

const LocaleContext = createContext<LocaleContextValue | null>(null)

export interface I18nProviderProps {
  locale: Locale
  messages: Messages
  /** What switching does: the app sets the cookie and reloads the route context; Storybook sets a global. */
  onLocaleChange: (locale: Locale) => void
  children: ReactNode
}

export function I18nProvider({ locale, messages, onLocaleChange, children }: I18nProviderProps) {
  // A new instance per language re-renders every translated component at once.
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages])
  const value = useMemo(() => ({ locale, setLocale: onLocaleChange }), [locale, onLocaleChange])
  return (
    <LocaleContext value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </LocaleContext>
  )
}

/** The current locale and the way to change it. */
export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext)
  if (!value) throw new Error('useLocale needs an <I18nProvider> above it')
  return value
}
