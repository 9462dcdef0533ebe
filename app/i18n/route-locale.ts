import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { type Locale, localeCookieValue } from './locale'
import { getLocale } from './locale.functions'
import { loadMessages } from './messages'

/**
 * The locale is query data: the server resolves it per request and the SSR query integration
 * sends it with the page, so the browser hydrates in the same language without another request.
 * It never goes stale on its own; switching replaces it. Its messages are code (./messages.ts).
 */
export const localeQuery = queryOptions({
  queryKey: ['i18n', 'locale'],
  queryFn: () => getLocale(),
  staleTime: Number.POSITIVE_INFINITY,
})

/**
 * For the root route's `beforeLoad`: the page's language, with its messages loaded before
 * anything renders. The context carries the locale only; the messages are read where they are
 * used (`loadedMessages`), so they are never serialised into the page.
 */
export async function loadRouteLocale(queryClient: QueryClient) {
  const locale = await queryClient.ensureQueryData(localeQuery)
  await loadMessages(locale)
  return { locale }
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
