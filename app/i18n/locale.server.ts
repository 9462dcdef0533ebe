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

/** The same choice for a plain `Request` (server routes called outside Start's request context). */
export function localeOfRequest(request: Request): Locale {
  const cookie = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1]
  return resolveLocale({
    cookie,
    acceptLanguage: request.headers.get('accept-language'),
    fallback: getServerConfig().ui.defaultLocale,
  })
}
