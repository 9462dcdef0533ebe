import { CONTRAST_CHECKED, type ColourName, contrastRatio, MIN_CONTRAST, type Palette } from '#registry/index'

export type ContrastLevel = 'AAA' | 'AA' | 'AA large' | 'fail'

export interface ContrastCheck {
  foreground: ColourName
  background: ColourName
  ratio: number
  level: ContrastLevel
  /** A brand colour under white text: `opsai themes check` fails the theme below AA. */
  required: boolean
}

/**
 * The pairs the components actually draw, so a designer sees each theme's real risks: white on
 * the brand colours (buttons, the header band), white on the status colours (danger button,
 * snackbar), and the text colours on the page backgrounds.
 */
const pairs: readonly (readonly [foreground: ColourName, background: ColourName])[] = [
  ...CONTRAST_CHECKED.map((background) => ['base1', background] as const),
  ['base1', 'error'],
  ['base1', 'main3'],
  ['base1', 'secondary'],
  ['base1', 'info'],
  ['base1', 'success'],
  ['base1', 'warning'],
  ['text1', 'base1'],
  ['text2', 'base1'],
  ['text1', 'base2'],
  ['main1', 'base1'],
  ['main2', 'base1'],
  ['primary', 'base1'],
  ['error', 'base1'],
]

/** WCAG 2.x levels for normal text (AA 4.5, AAA 7) and large text (3). */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA'
  if (ratio >= MIN_CONTRAST) return 'AA'
  if (ratio >= 3) return 'AA large'
  return 'fail'
}

export function contrastChecks(palette: Palette): ContrastCheck[] {
  const required = new Set<ColourName>(CONTRAST_CHECKED)
  return pairs.map(([foreground, background]) => {
    const ratio = contrastRatio(palette[foreground], palette[background])
    return {
      foreground,
      background,
      ratio,
      level: contrastLevel(ratio),
      required: foreground === 'base1' && required.has(background),
    }
  })
}
