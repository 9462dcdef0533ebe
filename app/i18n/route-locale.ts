import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { type Locale, localeCookieValue } from './locale'
import { getLocale } from './locale.functions'
import { loadMessages } from './messages'

/**
 * The locale and its messages are query data: the server resolves them per request and the SSR
 * query integration sends them with the page, so the browser hydrates in the same language
 * without another request. They never go stale on their own; switching replaces them.
 */
export const localeQuery = queryOptions({
  queryKey: ['i18n', 'locale'],
  queryFn: () => getLocale(),
  staleTime: Number.POSITIVE_INFINITY,
})

export function messagesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['i18n', 'messages', locale],
    queryFn: () => loadMessages(locale),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** For the root route's `beforeLoad`: what the router context carries about language. */
export async function loadRouteLocale(queryClient: QueryClient) {
  const locale = await queryClient.ensureQueryData(localeQuery)
  const messages = await queryClient.ensureQueryData(messagesQuery(locale))
  return { locale, messages }
}

/**
 * Switches language in place: remembers the choice in the cookie the server reads, then reloads
 * the route context so `<html lang>` and every string re-render, with no full page reload.
 */
export function useSwitchLocale() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useCallback(
    (locale: Locale) => {
      // The Cookie Store API is missing from browsers we support; the value is built in one place.
      // biome-ignore lint/suspicious/noDocumentCookie: see above
      document.cookie = localeCookieValue(locale)
      queryClient.setQueryData(localeQuery.queryKey, locale)
      void router.invalidate()
    },
    [router, queryClient],
  )
}
