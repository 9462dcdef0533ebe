import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nProvider } from './i18n-provider'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale'
import type { Messages } from './locales/ja'
import { loadedMessages } from './messages'
import { localeQuery, useSwitchLocale } from './route-locale'

/**
 * The document's language. The root route context has it; when the root `beforeLoad` failed
 * (its error page renders without a context) the query cache still has what was resolved.
 */
export function useDocumentI18n(contextLocale: unknown) {
  const queryClient = useQueryClient()
  const locale: Locale = isLocale(contextLocale)
    ? contextLocale
    : (queryClient.getQueryData(localeQuery.queryKey) ?? DEFAULT_LOCALE)
  return { locale, messages: loadedMessages(locale) }
}

/** The app's i18n: switching writes the cookie and reloads the route context in place. */
export function RouteI18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Messages | undefined
  children: ReactNode
}) {
  const switchLocale = useSwitchLocale()
  if (!messages) return children
  return (
    <I18nProvider locale={locale} messages={messages} onLocaleChange={switchLocale}>
      {children}
    </I18nProvider>
  )
}
