import { describe, expect, it } from 'vitest'
import { getTheme, themeKeys } from '#registry/catalog'
import {
  allPageThemes,
  pageTheme,
  serveThemeStylesheet,
  themeScopeClass,
  themeStylesheetByFile,
} from './theme-stylesheet.server'

describe('theme stylesheets (ADR 023)', () => {
  it('serves one file per theme, setting every contract colour to the registry value', () => {
    const fortuna = pageTheme('fortuna')
    const css = themeStylesheetByFile(fortuna.href.slice('/theme/'.length)) ?? ''
    const palette = getTheme('fortuna').palette
    expect(css).toContain(`:root.${fortuna.className},.${fortuna.className}{`)
    expect(css).toContain(`--color-primary:${palette.primary}`)
    expect(css).toContain(`--color-gradation-2:${palette.gradation2}`)
    expect(css.match(/--color-/g)).toHaveLength(Object.keys(palette).length)
  })

  it('names neither the class nor the file after a theme key, and never spells another theme', () => {
    const themes = allPageThemes()
    expect(themes).toHaveLength(themeKeys.length)
    for (const theme of themes) {
      const css = themeStylesheetByFile(theme.href.slice('/theme/'.length)) ?? ''
      for (const key of themeKeys) {
        expect(theme.className).not.toContain(key)
        expect(theme.href).not.toContain(key)
        expect(css).not.toContain(key)
      }
    }
    expect(new Set(themes.map((theme) => theme.className)).size).toBe(themes.length)
    expect(new Set(themes.map((theme) => theme.href)).size).toBe(themes.length)
    expect(themeScopeClass('fortuna')).toMatch(/^t[0-9a-f]{10}$/)
  })

  it('falls back to the default theme for an unknown key, and answers 404 for an unknown file', async () => {
    expect(pageTheme('no_such_theme')).toEqual(pageTheme('opsai'))
    expect(pageTheme(undefined)).toEqual(pageTheme('opsai'))
    const missing = serveThemeStylesheet('nope.css')
    expect(missing.status).toBe(404)
    const found = serveThemeStylesheet(pageTheme('kakushin').href.slice('/theme/'.length))
    expect(found.status).toBe(200)
    expect(found.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(found.headers.get('cache-control')).toContain('immutable')
  })
})
