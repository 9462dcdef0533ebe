/**
 * The catalogue from the registry and its compiled theme classes, for Storybook and component
 * tests only: the app's console gets the same list from the server (theme-catalogue.functions.ts),
 * so no bundle a visitor loads lists every brand (ADR 023).
 */
import { themes } from '#registry/catalog'
import { themeClassName } from '#registry/theme-class'
import type { CatalogueTheme } from './theme-catalogue'

export const compiledThemeCatalogue: readonly CatalogueTheme[] = themes.map((theme) => ({
  key: theme.key,
  name: theme.name,
  className: themeClassName(theme.key),
  href: null,
  palette: {
    primary: theme.palette.primary,
    gradation1: theme.palette.gradation1,
    gradation2: theme.palette.gradation2,
  },
}))

/** One theme of the compiled catalogue (stories and tests name themes that exist). */
export function compiledTheme(key: string): CatalogueTheme | undefined {
  return compiledThemeCatalogue.find((theme) => theme.key === key)
}
