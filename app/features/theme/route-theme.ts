import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { DEFAULT_THEME, isThemeKey, type ThemeKey } from '../../../registry/catalog'
import { themeClassName } from '../../../registry/theme-class'
import { resolveThemeKey, routeAiType } from './resolve-theme'
import { getRequestThemeSources } from './theme.functions'

/**
 * The request's tenant and domain themes are query data: resolved once on the server and sent
 * with the page by the SSR query integration, so the browser hydrates with the same theme and
 * client navigations re-resolve without a request. Signing in or out invalidates this key.
 */
export const themeSourcesQuery = queryOptions({
  queryKey: ['theme', 'sources'],
  queryFn: () => getRequestThemeSources(),
  staleTime: Number.POSITIVE_INFINITY,
})

/** For the root route's `beforeLoad`: the theme of the page at `pathname`. */
export async function loadRouteTheme(queryClient: QueryClient, pathname: string): Promise<ThemeKey> {
  const sources = await queryClient.ensureQueryData(themeSourcesQuery)
  const aiType = routeAiType(pathname)
  // An application's ai_type shows its theme; an ai_type that is itself a theme key shows that.
  const applicationTheme = aiType ? sources.applicationThemes?.[aiType] : undefined
  return resolveThemeKey({ ...sources, routeAiType: applicationTheme ?? aiType })
}

/**
 * The attributes `<html>` carries: the compiled theme class (which sets every `vars.color.*`)
 * and `data-theme`. Takes `unknown` because the error page renders without a resolved context.
 */
export function documentThemeAttributes(themeKey: unknown) {
  const key = isThemeKey(themeKey) ? themeKey : DEFAULT_THEME
  return { className: themeClassName(key), 'data-theme': key }
}
