/**
 * The theme a page wears, as the server resolved it (ADR 023): the one theme of this request,
 * never a table of themes. `className` and `href` are digests: neither spells a brand's key.
 */
export interface PageTheme {
  key: string
  /** Put on `<html>` (or a preview's frame): sets every `vars.color.*` of the contract. */
  className: string
  /** The theme's stylesheet, linked in `<head>`. */
  href: string
}

/** The attributes `<html>` carries; takes `unknown` because the error page may render without a theme. */
export function documentThemeAttributes(theme: unknown): { className?: string; 'data-theme'?: string } {
  if (!isPageTheme(theme)) return {}
  return { className: theme.className, 'data-theme': theme.key }
}

export function isPageTheme(value: unknown): value is PageTheme {
  if (typeof value !== 'object' || value === null) return false
  const { key, className, href } = value as Record<string, unknown>
  return typeof key === 'string' && typeof className === 'string' && typeof href === 'string'
}

/** The `<head>` link of a theme's stylesheet. */
export function themeStylesheetLink(theme: PageTheme) {
  return { rel: 'stylesheet', href: theme.href }
}
