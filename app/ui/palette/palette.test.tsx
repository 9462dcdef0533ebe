// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getTheme, themes } from '#registry/index'
import { themeClassName } from '#registry/theme-class'
import { renderUi } from '../testing/render'
import { AllThemePalettes, ThemePalette } from './palette'

afterEach(cleanup)

describe('palette', () => {
  it("shows a theme's tokens and the contrast of white on its primary, in its own theme class", () => {
    const theme = getTheme('opsai')
    renderUi(<ThemePalette theme={theme} />)
    const section = screen.getByRole('region', { name: theme.name })
    expect(section.className).toContain(themeClassName('opsai'))
    const primarySwatch = within(section).getByText('primary', { selector: 'span' }).parentElement
    expect(primarySwatch?.textContent).toContain('#0E3661')
    const row = within(section).getByText('base-1 on primary').closest('tr')
    expect(row?.textContent).toContain('12.22:1')
    expect(row?.textContent).toContain('AAA')
    expect(row?.getAttribute('data-required')).toBe('true')
  })

  it('lists all 38 themes', () => {
    renderUi(<AllThemePalettes />)
    const regions = screen.getAllByRole('region')
    expect(regions.map((region) => region.getAttribute('data-theme'))).toEqual(
      themes.map((theme) => theme.key),
    )
  })
})
