/**
 * The typed theme registry: every theme of `themes/`, resolved through the one factory, with
 * lookups and checks. Pure data and maths, so Node (the CLI) imports it without vanilla-extract;
 * the compiled CSS lives beside it in `themes/*.css.ts` and `theme-class.ts`.
 */
import { brands } from '../themes/brands/index'
import defaultThemeSource from '../themes/opsai'
import { DEFAULT_THEME } from './catalog'
import { checkThemeSources, type ThemeProblem, type ThemeSources } from './check'
import { SPEC_BRAND_KEYS } from './spec-brand-keys'

export {
  type BrandKey,
  DEFAULT_THEME,
  getTheme,
  isThemeKey,
  type Theme,
  type ThemeKey,
  themeKeys,
  themes,
} from './catalog'
export {
  CONTRAST_CHECKED,
  MIN_CONTRAST,
  TEXT_ON_BRAND,
  type ThemeProblem,
  type ThemeProblemKind,
  type ThemeSources,
} from './check'
export { colourDistance, contrastRatio, relativeLuminance } from './colour'
export {
  type BrandColours,
  type BrandSource,
  brandColoursSchema,
  brandSourceSchema,
  type ColourName,
  type DefaultThemeSource,
  defaultThemeSourceSchema,
  hexColourSchema,
  type Palette,
  paletteSchema,
  themeKeySchema,
  themeSchema,
} from './schema'
export { SPEC_BRAND_KEYS } from './spec-brand-keys'

/** The registered theme modules, as `checkThemes` reads them. */
export const registeredThemeSources: ThemeSources = {
  defaultKey: DEFAULT_THEME,
  defaultTheme: defaultThemeSource,
  brands,
}

/**
 * Validates the themes (by default the registered ones): every brand key of spec §9 present,
 * every file well-formed, white text at WCAG AA on every brand colour. Empty when all is well.
 */
export function checkThemes(sources: ThemeSources = registeredThemeSources): ThemeProblem[] {
  return checkThemeSources(sources, SPEC_BRAND_KEYS)
}
