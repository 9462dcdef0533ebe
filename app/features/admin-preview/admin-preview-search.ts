/**
 * /admin/system/preview's search parameters: `?page=login|home|chat&themes=a,b&tenant=<id>`.
 * Plain checks (route options ship in the first load); unknown values fall back to defaults.
 * A theme key is checked by its shape only: the list of themes would put every brand in the
 * bundle every visitor loads (ADR 023); the page shows only themes the server lists.
 */
type ThemeKey = string

const THEME_KEY_SHAPE = /^[a-z][a-z0-9_]{0,63}$/

export const PREVIEW_PAGES = ['login', 'home', 'chat'] as const
export type PreviewPage = (typeof PREVIEW_PAGES)[number]

/** Side by side: more than four columns would be too narrow to judge anything. */
export const MAX_PREVIEW_COLUMNS = 4

/** What the address says; every part optional, so links to the page need no parameters. */
export interface PreviewSearchParams {
  page?: PreviewPage
  themes?: ThemeKey[]
  tenant?: string
}

/** The parameters with their defaults filled in; no themes: the page picks its default columns. */
export interface PreviewSearch {
  page: PreviewPage
  themes: ThemeKey[]
  tenant?: string
}

function isThemeKeyShaped(value: unknown): value is ThemeKey {
  return typeof value === 'string' && THEME_KEY_SHAPE.test(value)
}

export function validatePreviewSearch(search: Record<string, unknown>): PreviewSearchParams {
  const page = PREVIEW_PAGES.find((known) => known === search.page)
  // An array from the router, or `a,b` typed by hand into the address bar.
  const raw = typeof search.themes === 'string' ? search.themes.split(',') : search.themes
  const themes = Array.isArray(raw) ? raw.filter(isThemeKeyShaped).slice(0, MAX_PREVIEW_COLUMNS) : []
  const tenant = typeof search.tenant === 'string' && search.tenant.length <= 100 ? search.tenant : undefined
  return { ...(page && { page }), ...(themes.length > 0 && { themes }), ...(tenant && { tenant }) }
}

export function withPreviewDefaults(params: PreviewSearchParams): PreviewSearch {
  return {
    page: params.page ?? 'login',
    themes: params.themes ?? [],
    ...(params.tenant && { tenant: params.tenant }),
  }
}
