/**
 * Issue 15 point 5 (ADR 022, 023): an uploaded SVG never runs script. Uploads with a script, an
 * event handler or a foreignObject are refused in both languages and nothing is stored; and even
 * a malicious SVG that reached the database past the sanitiser (a bug, a hand-edited row) is
 * served so that Chromium runs none of it: opened as a page, embedded as an image or in a frame.
 * A control serves the same bytes without the app's headers and shows the probe does detect script.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { opsai } from './support/accounts'

const APPLICATION = 'kakushin'
const LOGO_PATH = `/api/brand/a/${APPLICATION}/logo.svg`

/** Each way an SVG could run script sets `window.__svgRan` and tells its parent. */
const RUN = `window.__svgRan=true;try{parent.postMessage('svg-ran','*')}catch(e){}`
const REFUSED = {
  script: {
    svg: `<svg xmlns="http://www.w3.org/2000/svg"><script>${RUN}</script></svg>`,
    message: /SVG にスクリプトが含まれています.*\n?.*The SVG contains a script/s,
  },
  onload: {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"><rect width="10" height="10"/></svg>`,
    message: /イベントハンドラ \(onload\).*The SVG contains an event handler \(onload\)/s,
  },
  foreignObject: {
    svg: `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${RUN}"/></body></foreignObject></svg>`,
    message: /foreignObject が含まれています.*The SVG contains a foreignObject/s,
  },
}
/** All three at once: what a bypass of the sanitiser would leave in the database. */
const MALICIOUS = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" onload="${RUN}"><script>${RUN}</script><foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${RUN}"/></body></foreignObject><rect width="100" height="40" fill="#123"/></svg>`
const CLEAN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><rect width="100" height="40" fill="#123456"/></svg>'

const dir = mkdtempSync(join(tmpdir(), 'svg-safety-e2e-'))
function file(name: string, content: string) {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

function storedLogo() {
  return (JSON.parse(opsai(['apps', 'brand', APPLICATION, '--json'])) as { logo: unknown }).logo
}

/** Raw bytes into the stored logo, past the sanitiser (e2e/support/store-raw-brand-logo.ts). */
function storeRawLogo(path: string) {
  const result = spawnSync(
    'node',
    ['--import', 'tsx', 'e2e/support/store-raw-brand-logo.ts', APPLICATION, path],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        OPSAI_DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      },
      timeout: 60_000,
    },
  )
  if (result.status !== 0) throw new Error(`storing the raw logo failed:\n${result.stderr}${result.stdout}`)
}

async function ranScript(page: Page) {
  return page.evaluate(() => (window as { __svgRan?: boolean }).__svgRan === true)
}

test.describe('uploaded SVG logos never run script', () => {
  test.afterAll(() => {
    opsai(['apps', 'brand', APPLICATION, '--clear-logo'])
  })

  for (const [name, { svg, message }] of Object.entries(REFUSED)) {
    test(`an SVG with ${name} is refused in both languages and nothing is stored`, () => {
      const before = storedLogo()
      let error: unknown
      try {
        opsai(['apps', 'brand', APPLICATION, '--logo', file(`${name}.svg`, svg)])
      } catch (caught) {
        error = caught
      }
      expect(String(error)).toMatch(message)
      expect(storedLogo()).toEqual(before)
    })
  }

  test('a malicious SVG stored past the sanitiser runs nothing: as a page, an image or a frame', async ({
    page,
    baseURL,
  }) => {
    // The probe works: the same bytes served without the app's headers do run.
    await page.route('**/control.svg', (route) =>
      route.fulfill({ body: MALICIOUS, contentType: 'image/svg+xml' }),
    )
    await page.goto(`${baseURL}/control.svg`)
    expect(await ranScript(page)).toBe(true)

    opsai(['apps', 'brand', APPLICATION, '--logo', file('clean.svg', CLEAN)])
    storeRawLogo(file('malicious.svg', MALICIOUS))

    const served = await page.request.get(`${baseURL}${LOGO_PATH}`)
    expect(served.status()).toBe(200)
    expect(await served.text()).toBe(MALICIOUS)
    const headers = served.headers()
    expect(headers['content-type']).toBe('image/svg+xml')
    expect(headers['content-security-policy']).toMatch(/default-src 'none'/)
    expect(headers['content-security-policy']).toMatch(/sandbox/)
    expect(headers['x-content-type-options']).toBe('nosniff')

    // Opened on its own, as a link to the logo would open it.
    const response = await page.goto(`${baseURL}${LOGO_PATH}`)
    expect(response?.status()).toBe(200)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('onload'))).toBe(true)
    expect(await ranScript(page)).toBe(false)

    // Embedded in a page of the same origin, as an image and as a frame: nothing reaches the page.
    // The harness has no CSP of its own (the app's pages forbid frames), so only the logo's
    // own headers stand between its script and the page.
    await page.route('**/svg-harness.html', (route) =>
      route.fulfill({ body: '<!doctype html><html><body></body></html>', contentType: 'text/html' }),
    )
    await page.goto(`${baseURL}/svg-harness.html`)
    await page.evaluate(async (src) => {
      const state = window as { __messages?: unknown[] }
      state.__messages = []
      window.addEventListener('message', (event) => state.__messages?.push(event.data))
      const image = document.createElement('img')
      const frame = document.createElement('iframe')
      const loaded = (element: HTMLElement) =>
        new Promise((resolve) => {
          element.addEventListener('load', resolve, { once: true })
          element.addEventListener('error', resolve, { once: true })
        })
      image.src = src
      frame.src = src
      const done = Promise.all([loaded(image), loaded(frame)])
      document.body.append(image, frame)
      await done
    }, LOGO_PATH)
    // The frame is either refused outright (frame-ancestors) or a sandboxed document that ran nothing.
    const child = page.frames().find((candidate) => candidate !== page.mainFrame())
    expect(child).toBeDefined()
    if (child?.url().endsWith(LOGO_PATH)) {
      expect(await child.evaluate(() => (window as { __svgRan?: boolean }).__svgRan === true)).toBe(false)
    }
    expect(await page.evaluate(() => (window as { __messages?: unknown[] }).__messages)).toEqual([])
    expect(await ranScript(page)).toBe(false)
  })
})
