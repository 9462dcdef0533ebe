/**
 * The themes the system administrator's console offers (the application form's picker, the
 * identity dialog's preview, the side-by-side preview). They come from the server, for a signed-in
 * administrator only, so no asset a brand's visitor could load holds the list (ADR 023). Storybook
 * and component tests provide the compiled catalogue instead (compiled-theme-catalogue.ts).
 */
import { createContext, type ReactNode, useContext } from 'react'

/** The platform's own theme: the console's default choice (the server's registry agrees). */
export const DEFAULT_THEME_KEY = 'opsai'

export interface CatalogueTheme {
  key: string
  name: string
  /** Sets every colour variable of the contract for what is inside it. */
  className: string
  /** The theme's stylesheet; null where the class is already compiled into the page (Storybook). */
  href: string | null
  palette: { primary: string; gradation1: string; gradation2: string }
}

const ThemeCatalogueContext = createContext<readonly CatalogueTheme[]>([])

export function ThemeCatalogueProvider({
  themes,
  children,
}: {
  themes: readonly CatalogueTheme[]
  children: ReactNode
}) {
  return <ThemeCatalogueContext.Provider value={themes}>{children}</ThemeCatalogueContext.Provider>
}

export function useThemeCatalogue(): readonly CatalogueTheme[] {
  return useContext(ThemeCatalogueContext)
}

/** One theme of the catalogue by key; undefined while the list loads or for an unknown key. */
export function useCatalogueTheme(key: string): CatalogueTheme | undefined {
  return useThemeCatalogue().find((theme) => theme.key === key)
}

/**
 * Links the theme's stylesheet where a preview shows it. React hoists the link into `<head>` and
 * loads each URL once, however many previews show the same theme.
 */
export function ThemeStylesheet({ theme }: { theme: CatalogueTheme | undefined }) {
  if (!theme?.href) return null
  return <link rel="stylesheet" href={theme.href} precedence="theme" />
}
