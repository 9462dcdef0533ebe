import { describe, expect, it } from 'vitest'
import { getTheme, themes } from '#registry/index'
import { contrastChecks, contrastLevel } from './contrast-checks'

describe('palette contrast checks', () => {
  it('grades ratios by WCAG level', () => {
    expect(contrastLevel(21)).toBe('AAA')
    expect(contrastLevel(7)).toBe('AAA')
    expect(contrastLevel(4.5)).toBe('AA')
    expect(contrastLevel(4.49)).toBe('AA large')
    expect(contrastLevel(3)).toBe('AA large')
    expect(contrastLevel(2.99)).toBe('fail')
  })

  it('computes white on the opsai primary of spec §9 (#0E3661)', () => {
    const checks = contrastChecks(getTheme('opsai').palette)
    const whiteOnPrimary = checks.find(
      (check) => check.foreground === 'base1' && check.background === 'primary',
    )
    expect(whiteOnPrimary?.ratio).toBeCloseTo(12.22, 2)
    expect(whiteOnPrimary).toMatchObject({ level: 'AAA', required: true })
    // The orange secondary of spec §9 (#f05a24) carries white only in large text: shown, not required.
    const whiteOnSecondary = checks.find((check) => check.background === 'secondary')
    expect(whiteOnSecondary?.ratio).toBeCloseTo(3.39, 2)
    expect(whiteOnSecondary).toMatchObject({ level: 'AA large', required: false })
  })

  it('finds every required pair at AA in all 38 themes', () => {
    expect(themes).toHaveLength(38)
    for (const theme of themes) {
      const required = contrastChecks(theme.palette).filter((check) => check.required)
      expect(required.map((check) => check.background)).toEqual([
        'primary',
        'primaryActive',
        'gradation1',
        'gradation2',
      ])
      for (const check of required)
        expect(check.ratio, `${theme.key} ${check.background}`).toBeGreaterThanOrEqual(4.5)
    }
  })
})
