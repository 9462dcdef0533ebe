import type { BrandSource, DefaultThemeSource, ThemeData } from './schema'

/**
 * The one factory (Braid's `makeTokens` idea): a brand is four colours laid over the default
 * palette; everything else comes from the default, so 37 brands cannot drift apart in the
 * colours the spec says they share.
 */
export function makeDefaultTheme(key: string, source: DefaultThemeSource): ThemeData {
  return { key, kind: 'default', name: source.name, note: source.note, palette: { ...source.palette } }
}

export function makeBrandTheme(key: string, source: BrandSource, base: DefaultThemeSource): ThemeData {
  return {
    key,
    kind: 'brand',
    name: source.name,
    note: source.note,
    palette: {
      ...base.palette,
      primary: source.colours.primary,
      primaryActive: source.colours.primaryActive,
      gradation1: source.colours.gradation1,
      gradation2: source.colours.gradation2,
    },
  }
}
