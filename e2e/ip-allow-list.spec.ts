/**
 * A tenant's IP allow-list in Chromium (issue 19, ADR 035): an owner edits it on /team, is asked
 * to confirm a list that leaves out their own address, and a visitor from outside the list (the
 * browser's X-Forwarded-For, believed from loopback: OPSAI_TRUSTED_PROXIES in playwright.config.ts)
 * gets the 403 page, the API its JSON 403. Then the card and the page in two brands' themes, both
 * languages, at 1280 and 390 px (pairwise), photographed. Every list is cleared at the end.
 */
import { ensureTenantOwner, opsai } from './support/accounts'
import { signIn } from './support/chat'
import { waitForHydration } from './support/hydration'
import { axeFindings, overflowFindings, watchPage } from './support/page-audit'
import { expect, type Page, test } from './support/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }
const OUTSIDE = '198.51.100.7'
const INSIDE = '203.0.113.5'

const touched = new Set<string>()
test.afterAll(() => {
  for (const slug of touched) opsai(['tenants', 'ip-allow', slug, '--clear'])
})

/** A fresh tenant of `app` with its own host, `<slug>.localhost`. */
function tenantWithHost(prefix: string, app = 'hirameki_ai') {
  const slug = `${prefix}-${Date.now().toString(36)}`
  const owner = ensureTenantOwner(slug, app)
  opsai(['domains', 'map', `${slug}.localhost`, '--tenant', slug])
  touched.add(slug)
  return { slug, owner, origin: `http://${slug}.localhost:${port}` }
}

const card = (page: Page, name = 'IP アドレスの制限とセッション') => page.getByRole('region', { name })

/**
 * Waits until the server answers `path` on the tenant's host with `wanted` (its cache follows a
 * change within about a second). Node's resolver does not know *.localhost: the request goes to
 * loopback with the tenant's Host.
 */
async function statusOf(
  page: Page,
  tenantOrigin: string,
  path: string,
  forwardedFor: string,
  wanted: number,
) {
  const headers = { host: new URL(tenantOrigin).host, 'x-forwarded-for': forwardedFor }
  await expect
    .poll(
      async () =>
        (await page.request.get(`http://127.0.0.1:${port}${path}`, { headers, maxRedirects: 0 })).status(),
      { timeout: 20_000 },
    )
    .toBe(wanted)
}

test('an owner limits the tenant to a list; from outside the pages and the API answer 403', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tenant = tenantWithHost('e2e-ip')
  await signIn(page, tenant.owner)
  await page.goto('/team')
  const access = card(page)
  await expect(access).toBeVisible()
  const address = ((await access.getByTestId('current-address').textContent()) ?? '').replace(/^.*: /, '')
  expect(address).toMatch(/^(127\.0\.0\.1|::1)$/)

  // A list without the owner's own address asks first, naming it; cancelled, nothing is saved.
  const list = access.getByLabel('許可する IP アドレス')
  await list.fill('203.0.113.0/24')
  await access.getByRole('button', { name: '保存' }).click()
  const dialog = page.getByRole('dialog', { name: 'あなた自身がアクセスできなくなります' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(
    `あなたの現在の IP アドレス ${address} は新しい許可リストに含まれていません`,
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect((await (await page.request.get('/api/tenant/access')).json()).ipAllowList).toEqual([])

  // A bad entry is refused at the field; a list with the owner's addresses is saved.
  await list.fill('203.0.113.0/24\noffice-wifi')
  await access.getByRole('button', { name: '保存' }).click()
  await expect(access.getByText('"office-wifi" は IP アドレスまたは CIDR 範囲')).toBeVisible()
  await list.fill('203.0.113.0/24\n127.0.0.1\n::1')
  await access.getByLabel('セッションの有効期間（時間）').fill('12')
  await access.getByLabel('無操作で終了するまで（分）').fill('30')
  await access.getByRole('button', { name: '保存' }).click()
  await expect(
    page.getByText('IP アドレスの制限とセッションの設定を保存しました。', { exact: true }),
  ).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expect(card(page).getByLabel('許可する IP アドレス')).toHaveValue(
    '203.0.113.0/24\n127.0.0.1/32\n::1/128',
  )
  await expect(card(page).getByLabel('セッションの有効期間（時間）')).toHaveValue('12')

  // From outside: the tenant's host shows the 403 page; the owner's session is refused by the API.
  await statusOf(page, tenant.origin, '/login', OUTSIDE, 403)
  await statusOf(page, tenant.origin, '/login', INSIDE, 200)
  const api = await page.request.get('/api/threads', { headers: { 'x-forwarded-for': OUTSIDE } })
  expect(api.status()).toBe(403)
  expect(await api.json()).toMatchObject({ error: 'ip_not_allowed', address: OUTSIDE })

  const outsider = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': OUTSIDE } })
  const visitor = await outsider.newPage()
  const refusedUrl = `${tenant.origin}/login`
  const watcher = watchPage(visitor, { origin: baseURL ?? '', expectedUrl: refusedUrl })
  const response = await visitor.goto(refusedUrl)
  expect(response?.status()).toBe(403)
  await waitForHydration(visitor)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'アクセスが制限されています / Access restricted',
  )
  await expect(visitor.getByText(`このアクセス元（${OUTSIDE}）は許可されていません`)).toBeVisible()
  await expect(visitor).toHaveURL(refusedUrl)
  watcher.stop()
  expect(watcher.findings).toEqual([])
  await outsider.close()

  // Confirmed, the owner locks themself out and sees the same page.
  await card(page).getByLabel('許可する IP アドレス').fill('203.0.113.0/24')
  await card(page).getByRole('button', { name: '保存' }).click()
  const confirm = page.getByRole('dialog', { name: 'あなた自身がアクセスできなくなります' })
  await confirm.getByRole('button', { name: '保存してアクセスを失う' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'アクセスが制限されています / Access restricted',
  )
  await expect(page).toHaveURL(/\/team$/)
  opsai(['tenants', 'ip-allow', tenant.slug, '--clear'])
  await expect
    .poll(async () => (await page.request.get('/api/tenant/access')).status(), { timeout: 20_000 })
    .toBe(200)
})

test('the card and the 403 page in two themes, both languages, desktop and phone (pairwise)', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(240_000)
  for (const app of ['hirameki_ai', 'fortuna'] as const) {
    const tenant = tenantWithHost(`e2e-ip-${app.replace('_', '-')}`, app)
    for (const locale of ['ja', 'en'] as const) {
      // Pairwise over brand × language × width: each brand shows each language at one width.
      const [label, viewport] =
        (app === 'hirameki_ai') === (locale === 'ja') ? ['1280', DESKTOP] : ['390', PHONE]
      const context = await browser.newContext({ locale: 'ja-JP', viewport })
      const page = await context.newPage()
      await signIn(page, tenant.owner)
      await context.addCookies([
        { name: 'locale', value: locale, url: baseURL ?? '' },
        { name: 'locale', value: locale, url: tenant.origin },
      ])
      await page.request.put('/api/tenant/access', {
        data: { ipAllowList: ['203.0.113.0/24', '127.0.0.1', '::1'], sessionLifetimeHours: 24 },
        headers: { origin: new URL(baseURL ?? '').origin },
      })
      await page.goto('about:blank')
      const watcher = watchPage(page, { origin: baseURL ?? '' })
      await page.goto('/team')
      await waitForHydration(page)
      const access = card(
        page,
        locale === 'ja' ? 'IP アドレスの制限とセッション' : 'IP allow-list and sessions',
      )
      await expect(
        access.getByLabel(locale === 'ja' ? '許可する IP アドレス' : 'Allowed IP addresses'),
      ).toHaveValue('203.0.113.0/24\n127.0.0.1/32\n::1/128')
      await access.scrollIntoViewIfNeeded()
      await access.screenshot({ path: info.outputPath(`access-card-${app}-${locale}-${label}.png`) })
      watcher.stop()
      const findings = [
        ...watcher.findings,
        ...(await overflowFindings(page)),
        ...(await axeFindings(page, '[data-testid="tenant-access"]')),
      ]
      expect(findings, `card ${app} ${locale} ${label}`).toEqual([])

      const outside = await browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': OUTSIDE } })
      await outside.addCookies([{ name: 'locale', value: locale, url: tenant.origin }])
      const visitor = await outside.newPage()
      const refusedUrl = `${tenant.origin}/login`
      const refusalWatcher = watchPage(visitor, { origin: baseURL ?? '', expectedUrl: refusedUrl })
      await statusOf(visitor, tenant.origin, '/login', OUTSIDE, 403)
      expect((await visitor.goto(refusedUrl))?.status()).toBe(403)
      await waitForHydration(visitor)
      await expect(visitor.locator('html')).toHaveAttribute('lang', locale)
      await visitor.screenshot({
        path: info.outputPath(`ip-refused-${app}-${locale}-${label}.png`),
        fullPage: true,
      })
      refusalWatcher.stop()
      const refusalFindings = [
        ...refusalWatcher.findings,
        ...(await overflowFindings(visitor)),
        ...(await axeFindings(visitor)),
      ]
      expect(refusalFindings, `403 ${app} ${locale} ${label}`).toEqual([])
      await outside.close()
      await context.close()
    }
    opsai(['tenants', 'ip-allow', tenant.slug, '--clear'])
  }
})
