/**
 * The themes as data, for the browser: keys, lookups and each theme's palette. It imports no
 * zod (the schemas and checks live in schema.ts and check.ts, re-exported by index.ts for Node),
 * so the first-load JavaScript of every page stays small.
 */
import { brands } from '../themes/brands/index'
import defaultThemeSource from '../themes/opsai'
import { makeBrandTheme, makeDefaultTheme } from './make-theme'
import type { ThemeData } from './schema'

export const DEFAULT_THEME = 'opsai'

export type BrandKey = keyof typeof brands
/** Every theme's key: `opsai` and each brand registered in `themes/brands/index.ts`. */
export type ThemeKey = typeof DEFAULT_THEME | BrandKey
export type Theme = ThemeData & { key: ThemeKey }

function isBrandKey(value: string): value is BrandKey {
  return Object.hasOwn(brands, value)
}

const brandKeys: BrandKey[] = Object.keys(brands).filter(isBrandKey).sort()

/** All themes: `opsai` first, then the brands by key. */
export const themes: readonly Theme[] = [
  { ...makeDefaultTheme(DEFAULT_THEME, defaultThemeSource), key: DEFAULT_THEME },
  ...brandKeys.map((key): Theme => ({ ...makeBrandTheme(key, brands[key], defaultThemeSource), key })),
]

const themesByKey = new Map<string, Theme>(themes.map((theme) => [theme.key, theme]))

export const themeKeys: readonly ThemeKey[] = themes.map((theme) => theme.key)

export function isThemeKey(value: unknown): value is ThemeKey {
  return typeof value === 'string' && themesByKey.has(value)
}

export function getTheme(key: ThemeKey): Theme {
  const theme = themesByKey.get(key)
  // Unreachable for a typed key; a plain JS caller with a bad key gets a clear error.
  if (!theme) throw new Error(`Unknown theme / 不明なテーマです: ${String(key)}`)
  return theme
}
