import { type ColourName, type Theme, themes } from '#registry/index'
import { themeClassName } from '#registry/theme-class'
import { Button } from '../button/button'
import { type ContrastLevel, contrastChecks } from './contrast-checks'
import * as css from './palette.css'

const tokenNames: Record<ColourName, string> = {
  primary: 'primary',
  primaryActive: 'primary-active',
  secondary: 'secondary',
  error: 'error',
  info: 'info',
  success: 'success',
  warning: 'warning',
  text1: 'text-1',
  text2: 'text-2',
  main1: 'main-1',
  main2: 'main-2',
  main3: 'main-3',
  base1: 'base-1',
  base2: 'base-2',
  base3: 'base-3',
  base4: 'base-4',
  gradation1: 'gradation-1',
  gradation2: 'gradation-2',
}

const LEVEL_MARKS: Record<ContrastLevel, string> = { AAA: '✓', AA: '✓', 'AA large': '△', fail: '✗' }

const tokenOrder = Object.keys(tokenNames).filter((name): name is ColourName => name in tokenNames)

/**
 * One theme for review: its compiled class wraps the card, so the band and the sample button are
 * drawn by the real contract variables; swatches and ratios come from the registry's data.
 */
export function ThemePalette({ theme }: { theme: Theme }) {
  const checks = contrastChecks(theme.palette)
  return (
    <section
      className={`${themeClassName(theme.key)} ${css.theme}`}
      aria-label={theme.name}
      data-theme={theme.key}
    >
      <div className={css.band}>
        <span>
          {theme.name} <span className={css.code}>({theme.key})</span>
        </span>
        <Button size="small">primary</Button>
      </div>
      <p className={css.note}>{theme.note}</p>
      <div className={css.swatches}>
        {tokenOrder.map((name) => (
          <div key={name} className={css.swatch}>
            <div className={css.chip} style={{ backgroundColor: theme.palette[name] }} />
            <span>{tokenNames[name]}</span>
            <span className={css.code}>{theme.palette[name]}</span>
          </div>
        ))}
      </div>
      <table className={css.checks}>
        <caption className={css.note}>Contrast (WCAG 2)</caption>
        <thead>
          <tr>
            <th className={css.checkCell} scope="col">
              Text on background
            </th>
            <th className={css.checkCell} scope="col">
              Ratio
            </th>
            <th className={css.checkCell} scope="col">
              Level
            </th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={`${check.foreground}-${check.background}`} data-required={check.required || undefined}>
              <td className={css.checkCell}>
                {/* A specimen of the pair, failing ones included: the audit skips it (e2e/support/page-audit.ts). */}
                <span
                  className={css.sample}
                  data-contrast-specimen
                  style={{
                    color: theme.palette[check.foreground],
                    backgroundColor: theme.palette[check.background],
                  }}
                >
                  {tokenNames[check.foreground]} on {tokenNames[check.background]}
                </span>
                {check.required && ' *'}
              </td>
              <td className={`${css.checkCell} ${css.code}`}>{check.ratio.toFixed(2)}:1</td>
              <td className={`${css.checkCell} ${css.level[check.level]}`}>
                {LEVEL_MARKS[check.level]} {check.level}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Every registered theme, in registry order. */
export function AllThemePalettes() {
  return (
    <div className={css.grid}>
      {themes.map((theme) => (
        <ThemePalette key={theme.key} theme={theme} />
      ))}
    </div>
  )
}
