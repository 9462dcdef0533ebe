/** Server-side only since ADR 023: the registry it reads lists every brand. */
import { DEFAULT_THEME, isThemeKey, type ThemeKey } from '#registry/catalog'

export interface ThemeCandidates {
  /** The `{ai_type}` segment of the requested path, if it is a themed sign-in or sign-up page. */
  routeAiType?: string
  /** The theme of the signed-in user's tenant. */
  tenantTheme?: string
  /** The theme mapped to the request's Host. */
  domainTheme?: string
}

/**
 * The theme of a request, in the order of DESIGN.md: the route's `ai_type`, then the user's
 * tenant, then the Host's domain, then `opsai`. A value that is not a registered theme (a typo
 * in a link, a theme since removed) is skipped, so the next source decides and the page always
 * renders. Until applications exist, an `ai_type` equal to a theme key selects that theme.
 */
export function resolveThemeKey({ routeAiType, tenantTheme, domainTheme }: ThemeCandidates): ThemeKey {
  for (const candidate of [routeAiType, tenantTheme, domainTheme]) {
    if (isThemeKey(candidate)) return candidate
  }
  return DEFAULT_THEME
}
