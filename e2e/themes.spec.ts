/**
 * Every theme on its themed page (issue 3): Chromium loads /login/<key> and finds the theme on
 * <html> (data-theme and the compiled class) and every colour of the registry in the computed
 * style, with JavaScript on and off (so it is in the server-rendered HTML: no flash).
 */

import { type Palette, type Theme, themes } from '../registry/index'
import { type APIRequestContext, expect, type Page, test } from './support/test'

/** The palette every page carries on :root (app/ui/default-palette.css.ts): the default theme's. */
const DEFAULT_PRIMARY = themes.find((theme) => theme.key === 'opsai')?.palette.primary ?? ''

/** `primaryActive` → `--color-primary-active`: the contract's stable variable names. */
function cssVariable(field: string) {
  return `--color-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/(\D)(\d)/, '$1-$2')}`
}

function rgb(hex: string) {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${channels.join(', ')})`
}

function expectedColours(palette: Palette) {
  return Object.fromEntries(Object.entries(palette).map(([field, hex]) => [cssVariable(field), rgb(hex)]))
}

/** The class and data-theme of <html> exactly as the server sent them. */
async function serverRenderedHtmlTag(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? ''
  return {
    className: /\sclass="([^"]*)"/.exec(tag)?.[1] ?? '',
    dataTheme: /\sdata-theme="([^"]*)"/.exec(tag)?.[1],
  }
}

/**
 * What the browser shows: data-theme, each theme variable resolved to a colour (through a probe
 * element, so `#FFF` and `#ffffff` compare equal), and which <html> classes carry the variables:
 * removing the theme class must leave them undefined.
 */
async function documentTheme(page: Page, variables: string[]) {
  return page.evaluate((names) => {
    const html = document.documentElement
    const probe = document.createElement('span')
    document.body.append(probe)
    const colours: Record<string, string> = {}
    for (const name of names) {
      probe.style.color = `var(${name}, rgb(1, 2, 3))`
      colours[name] = getComputedStyle(probe).color
    }
    probe.remove()
    // Every page carries the default palette on :root; a theme's class is what changes it.
    const primary = () => getComputedStyle(html).getPropertyValue('--color-primary').trim()
    const themed = primary()
    const carriers = [...html.classList].filter((className) => {
      html.classList.remove(className)
      const changed = primary() !== themed
      html.classList.add(className)
      return changed
    })
    return { dataTheme: html.dataset.theme, colours, carriers }
  }, variables)
}

async function expectThemedPage(page: Page, request: APIRequestContext, theme: Theme) {
  const path = `/login/${theme.key}`
  const served = await serverRenderedHtmlTag(request, path)
  expect(served.dataTheme).toBe(theme.key)
  expect(served.className).toMatch(/\S/)

  await page.goto(path)
  const expected = expectedColours(theme.palette)
  const shown = await documentTheme(page, Object.keys(expected))
  expect(shown.dataTheme).toBe(theme.key)
  // Only the server's class carries the theme (the default theme may look the same without it).
  const looksDefault = theme.palette.primary.toLowerCase() === DEFAULT_PRIMARY.toLowerCase()
  if (looksDefault) expect(shown.carriers.filter((name) => name !== served.className)).toEqual([])
  else expect(shown.carriers).toEqual([served.className])
  expect(shown.colours).toEqual(expected)
}

test.describe('with JavaScript', () => {
  for (const theme of themes) {
    test(`/login/${theme.key} is in ${theme.key}`, async ({ page, request }) => {
      await expectThemedPage(page, request, theme)
      // Hydration keeps the server's theme.
      await page.waitForLoadState('networkidle')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.key)
      expect((await documentTheme(page, ['--color-primary'])).colours['--color-primary']).toBe(
        rgb(theme.palette.primary),
      )
    })
  }

  test('client-side navigation switches the theme without a reload', async ({ page }) => {
    const fortuna = themes.find((theme) => theme.key === 'fortuna')
    const opsai = themes.find((theme) => theme.key === 'opsai')
    if (!fortuna || !opsai) throw new Error('fortuna and opsai are registered themes')
    await page.goto('/login/fortuna')
    await page.waitForLoadState('networkidle')
    const fortunaClass = await page.locator('html').getAttribute('class')
    await page.evaluate(() => Object.assign(window, { themeMarker: true }))

    // A brand's sign-in page links nowhere outside its brand (issue 15): move the router to the
    // console's sign-in, in the default theme, the way a back/forward step does.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/admin/login')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.waitForURL('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'opsai')
    await expect(page.locator('html')).not.toHaveAttribute('class', fortunaClass ?? '')
    let shown = await documentTheme(page, ['--color-primary'])
    expect(shown.colours['--color-primary']).toBe(rgb(opsai.palette.primary))

    await page.goBack()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'fortuna')
    await expect(page.locator('html')).toHaveAttribute('class', fortunaClass ?? '')
    shown = await documentTheme(page, ['--color-primary'])
    expect(shown.colours['--color-primary']).toBe(rgb(fortuna.palette.primary))
    expect(await page.evaluate(() => 'themeMarker' in window)).toBe(true)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const theme of themes) {
    test(`/login/${theme.key} is in ${theme.key}`, async ({ page, request }) => {
      await expectThemedPage(page, request, theme)
    })
  }
})

test('each theme has its own class, and an unknown ai_type renders in opsai', async ({ request }) => {
  const classes = await Promise.all(
    themes.map((theme) => serverRenderedHtmlTag(request, `/login/${theme.key}`)),
  )
  expect(new Set(classes.map((tag) => tag.className)).size).toBe(themes.length)

  const unknown = await request.get('/login/no_such_brand')
  expect(unknown.status()).toBeLessThan(500)
  const tag = await serverRenderedHtmlTag(request, '/login/no_such_brand')
  expect(tag).toEqual(classes[0])
  expect(tag.dataTheme).toBe('opsai')
})

test('an application’s sign-in page shows the application’s theme', async ({ page }) => {
  const { opsai } = await import('./support/accounts')
  const apps = JSON.parse(opsai(['apps', 'list', '--json'])) as { key: string }[]
  if (!apps.some((app) => app.key === 'e2e_branded_app')) {
    opsai(['apps', 'create', 'e2e_branded_app', '--name', 'E2E Branded', '--theme', 'kakushin'])
  }
  await page.goto('/login/e2e_branded_app')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'kakushin')
  await page.goto('/freeRegist/e2e_branded_app')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'kakushin')
})
