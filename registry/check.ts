import { contrastRatio } from './colour'
import { type BrandColours, brandSourceSchema, defaultThemeSourceSchema, themeKeySchema } from './schema'

/** White text must reach WCAG AA for body text on every colour a brand sets (DESIGN.md). */
export const MIN_CONTRAST = 4.5
export const TEXT_ON_BRAND = '#FFFFFF'
/** The colours a brand sets; each is a background for white text (buttons, the header band). */
export const CONTRAST_CHECKED = ['primary', 'primaryActive', 'gradation1', 'gradation2'] as const

export type ThemeProblemKind = 'missing' | 'malformed' | 'low-contrast' | 'out-of-date'
export interface ThemeProblem {
  key: string
  kind: ThemeProblemKind
  message: string
}

/** The raw theme modules, before parsing: what `themes/` holds (or a copy of it on disk). */
export interface ThemeSources {
  defaultKey: string
  defaultTheme: unknown
  brands: Readonly<Record<string, unknown>>
}

/** Each checked colour that fails, with its ratio; empty when all pass. */
export function lowContrastColours(colours: BrandColours) {
  return CONTRAST_CHECKED.map((name) => ({
    name,
    colour: colours[name],
    ratio: contrastRatio(colours[name], TEXT_ON_BRAND),
  })).filter((result) => result.ratio < MIN_CONTRAST)
}

export function describeLowContrast(failures: ReturnType<typeof lowContrastColours>): string {
  return failures
    .map(
      ({ name, colour, ratio }) =>
        `white text on ${name} ${colour} is ${ratio.toFixed(2)}:1, below ${MIN_CONTRAST}:1 / ` +
        `${name} ${colour} 上の白文字のコントラスト比 ${ratio.toFixed(2)}:1 が基準 ${MIN_CONTRAST}:1 未満です`,
    )
    .join('; ')
}

function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`)
    .join('; ')
}

/**
 * Validates every theme: each required brand present, each file well-formed, white text at AA
 * on every brand colour. Returns the problems (empty when all is well), one per theme and kind.
 */
export function checkThemeSources(
  sources: ThemeSources,
  requiredBrandKeys: readonly string[],
): ThemeProblem[] {
  const problems: ThemeProblem[] = []
  const defaultTheme = defaultThemeSourceSchema.safeParse(sources.defaultTheme)
  if (!defaultTheme.success) {
    problems.push({ key: sources.defaultKey, kind: 'malformed', message: describeIssues(defaultTheme.error) })
  } else {
    const failures = lowContrastColours(defaultTheme.data.palette)
    if (failures.length > 0) {
      problems.push({ key: sources.defaultKey, kind: 'low-contrast', message: describeLowContrast(failures) })
    }
  }

  for (const key of requiredBrandKeys) {
    if (!Object.hasOwn(sources.brands, key)) {
      problems.push({
        key,
        kind: 'missing',
        message: `no theme file themes/brands/${key}.ts / テーマファイル themes/brands/${key}.ts がありません`,
      })
    }
  }

  for (const [key, raw] of Object.entries(sources.brands)) {
    const keyCheck = themeKeySchema.safeParse(key)
    if (!keyCheck.success || key === sources.defaultKey) {
      const reason = keyCheck.success
        ? `the key of the default theme / 既定テーマのキーです`
        : describeIssues(keyCheck.error)
      problems.push({ key, kind: 'malformed', message: `key: ${reason}` })
      continue
    }
    const brand = brandSourceSchema.safeParse(raw)
    if (!brand.success) {
      problems.push({ key, kind: 'malformed', message: describeIssues(brand.error) })
      continue
    }
    const failures = lowContrastColours(brand.data.colours)
    if (failures.length > 0)
      problems.push({ key, kind: 'low-contrast', message: describeLowContrast(failures) })
  }
  return problems
}
