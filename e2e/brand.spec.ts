/**
 * Issue 15: a brand's host, and /login/{ai_type}, speak as that brand — title, sign-in card,
 * signed-in header, icons, manifest and 404 — and never name the platform or another brand.
 * The demo seed maps hirameki.localhost and fortuna.localhost; Chromium resolves *.localhost to
 * 127.0.0.1.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoMember, opsai } from './support/accounts'
import { waitForHydration } from './support/hydration'
import { expect, type Page, test } from './support/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const BRANDS = [
  {
    slug: 'hirameki',
    host: `hirameki.localhost:${port}`,
    ja: 'ヒラメキAI',
    en: 'Hirameki AI',
    other: ['フォーチュナ', 'Fortuna AI'],
  },
  {
    slug: 'fortuna',
    host: `fortuna.localhost:${port}`,
    ja: 'フォーチュナAI',
    en: 'Fortuna AI',
    other: ['ヒラメキ', 'Hirameki AI'],
  },
] as const

/** Node's resolver does not know *.localhost: API requests go to 127.0.0.1 with the brand's Host. */
function viaHost(baseURL: string | undefined, host: string, path: string) {
  return { url: `${baseURL}${path}`, headers: { host } }
}

async function visibleText(page: Page) {
  return `${await page.title()}\n${await page.locator('body').innerText()}`
}

for (const brand of BRANDS) {
  test.describe(`${brand.host}`, () => {
    test('the sign-in page is the brand’s: title, card, icons; no console link, platform or other brand', async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(`http://${brand.host}/login`)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page).toHaveTitle(`サインイン — ${brand.ja}`)
      await expect(page.getByRole('heading', { level: 1, name: `${brand.ja} にサインイン` })).toBeVisible()
      await expect(page.getByTestId('brand-mark').first()).toContainText(brand.ja)
      await expect(page.getByRole('link', { name: '管理コンソールへ' })).toHaveCount(0)
      const text = await visibleText(page)
      expect(text).not.toMatch(/opsai/i)
      for (const other of brand.other) expect(text).not.toContain(other)
      // In English too.
      await page.getByRole('button', { name: 'English' }).click()
      await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${brand.en}` })).toBeVisible()

      const icon = await page.locator('link[rel="icon"][type="image/png"]').getAttribute('href')
      const iconRequest = viaHost(baseURL, brand.host, icon ?? '')
      const iconResponse = await page.request.get(iconRequest.url, { headers: iconRequest.headers })
      expect(iconResponse.status()).toBe(200)
      expect(iconResponse.headers()['content-type']).toBe('image/png')
    })

    test('its manifest names the brand and its icons', async ({ request, baseURL }) => {
      const manifest = await request.get(`${baseURL}/manifest.webmanifest`, {
        headers: { host: brand.host, 'accept-language': 'en' },
      })
      expect(manifest.status()).toBe(200)
      expect(manifest.headers()['content-type']).toContain('application/manifest+json')
      const body = await manifest.json()
      expect(body).toMatchObject({ name: brand.en, start_url: '/', display: 'standalone' })
      expect(JSON.stringify(body)).not.toMatch(/opsai/i)
      const large = body.icons.find((icon: { sizes: string }) => icon.sizes === '512x512')
      expect((await request.get(`${baseURL}${large.src}`, { headers: { host: brand.host } })).status()).toBe(
        200,
      )
    })

    test('an unknown ai_type is a 404 in the brand', async ({ page }) => {
      for (const path of ['/login/nonexistent_ai', '/freeRegist/nonexistent_ai']) {
        const response = await page.goto(`http://${brand.host}${path}`)
        expect(response?.status()).toBe(404)
        await expect(page).toHaveTitle(`Page Not Found — ${brand.ja}`)
        await expect(page.getByTestId('error-brand')).toContainText(brand.ja)
      }
    })

    test('signed in, the header and titles are the brand’s', async ({ page }) => {
      await page.goto(`http://${brand.host}/login`)
      await waitForHydration(page)
      const member = demoMember(brand.slug, 'member')
      await page.getByLabel('メールアドレス').fill(member.email)
      await page.getByLabel('パスワード').fill(member.password)
      await page.getByRole('button', { name: 'サインイン' }).click()
      await page.waitForURL(`http://${brand.host}/`)
      await expect(page).toHaveTitle(`ホーム — ${brand.ja}`)
      await expect(page.locator('header').getByTestId('brand-mark')).toContainText(brand.ja)
      await page.goto(`http://${brand.host}/help`)
      await expect(page.getByRole('main')).toContainText(
        `${brand.ja} は、組織ごとに用意された AI チャットです。`,
      )
      const text = await visibleText(page)
      expect(text).not.toMatch(/opsai/i)
      for (const other of brand.other) expect(text).not.toContain(other)
      const cookies = await page.context().cookies()
      expect(cookies.map((cookie) => cookie.name).join(' ')).not.toMatch(/opsai/i)
    })
  })
}

test('/login/{ai_type} on the platform host speaks as the application', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/login/hirameki_ai`)
  await expect(page).toHaveTitle('サインイン — ヒラメキAI')
  await expect(page.getByRole('link', { name: '管理コンソールへ' })).toHaveCount(0)
  // The platform's own sign-in page keeps the way to the console.
  await page.goto(`${baseURL}/login`)
  await expect(page.getByRole('link', { name: '管理コンソールへ' })).toBeVisible()
})

test('an uploaded SVG logo is served so that it cannot run anything, and shows in the brand', async ({
  page,
  request,
  baseURL,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'brand-e2e-'))
  const logo = join(dir, 'logo.svg')
  writeFileSync(
    logo,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><rect width="200" height="50" fill="#4F1265"/><circle cx="25" cy="25" r="15" fill="#fff"/></svg>',
  )
  const refused = join(dir, 'evil.svg')
  writeFileSync(
    refused,
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  )
  expect(() => opsai(['apps', 'brand', 'fortuna', '--logo', refused])).toThrow(/The SVG contains/)
  opsai(['apps', 'brand', 'fortuna', '--logo', logo])

  const host = `fortuna.localhost:${port}`
  await expect
    .poll(async () => {
      await page.goto(`http://${host}/login`)
      return page.locator('[data-testid="brand-mark"] img').first().getAttribute('src')
    })
    .toMatch(/\/api\/brand\/a\/fortuna\/logo\.svg\?v=/)
  const src = await page.locator('[data-testid="brand-mark"] img').first().getAttribute('src')
  const served = await request.get(`${baseURL}${src}`, { headers: { host } })
  expect(served.headers()['content-type']).toBe('image/svg+xml')
  expect(served.headers()['content-security-policy']).toContain("default-src 'none'")
  expect(served.headers()['content-security-policy']).toContain('sandbox')
  expect(served.headers()['x-content-type-options']).toBe('nosniff')
  // Opened on its own as a document, the picture runs nothing: no dialog, no script.
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  await page.goto(`http://${host}${src}`)
  expect(await page.evaluate(() => document.scripts.length)).toBe(0)
  expect(dialogs).toBe(0)
  opsai(['apps', 'brand', 'fortuna', '--clear-logo'])
})
