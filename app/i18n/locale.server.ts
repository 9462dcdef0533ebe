import { getCookie, getRequestHeader } from '@tanstack/react-start/server'
import { getServerConfig } from '../server/config.server'
import { LOCALE_COOKIE, type Locale, resolveLocale } from './locale'

/** The locale of the request being served: cookie, then Accept-Language, then the default. */
export function getRequestLocale(): Locale {
  return resolveLocale({
    cookie: getCookie(LOCALE_COOKIE),
    acceptLanguage: getRequestHeader('accept-language'),
    fallback: getServerConfig().ui.defaultLocale,
  })
}
