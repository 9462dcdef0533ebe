/**
 * The owner's mail settings on /payment (issue 18, ADR 031) in Chromium: an owner of a fresh
 * tenant is refused a bad threshold beside the field, saves one and sees it kept after a reload
 * (and from the API); admins and members see no such section and are refused by the API. Then
 * the section in two brands' themes, Japanese and English, at 1280 and 390 px, audited (axe,
 * console, failed requests, sideways scrolling) and photographed.
 */
import { demoMember, ensureTenantOwner } from './support/accounts'
import { signIn } from './support/chat'
import { axeFindings, overflowFindings, watchPage } from './support/page-audit'
import { expect, type Page, test } from './support/test'

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

const section = (page: Page, name = '残高アラートと月次レポート') => page.getByRole('region', { name })

test('an owner sets a low-balance threshold on /payment and it stays saved', async ({ page, baseURL }) => {
  const owner = ensureTenantOwner(`e2e-alerts-${Date.now().toString(36)}`)
  await signIn(page, owner)
  await page.goto('about:blank')
  const watcher = watchPage(page, { origin: baseURL ?? '' })
  await page.goto('/payment')
  const alerts = section(page)
  await expect(alerts).toBeVisible()
  const threshold = alerts.getByLabel('しきい値（クレジット）')
  await expect(threshold).toBeDisabled()
  await alerts
    .getByRole('checkbox', { name: 'クレジット残高が少なくなったらオーナーにメールで知らせる' })
    .click()
  await expect(threshold).toBeEnabled()

  await threshold.fill('12.5')
  await alerts.getByRole('button', { name: '設定を保存' }).click()
  await expect(alerts.getByText('1 から 1,000,000,000 までの整数を入力してください。')).toBeVisible()

  await threshold.fill('５，０００')
  await alerts.getByRole('checkbox', { name: '毎月1日に前月の利用状況をオーナーにメールで送る' }).click()
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/payment/alerts') && response.request().method() === 'PUT',
  )
  await alerts.getByRole('button', { name: '設定を保存' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText('メールのお知らせ設定を保存しました。', { exact: true })).toBeVisible()

  await page.reload()
  await expect(section(page).getByLabel('しきい値（クレジット）')).toHaveValue('5000')
  await expect(
    section(page).getByRole('checkbox', { name: 'クレジット残高が少なくなったらオーナーにメールで知らせる' }),
  ).toBeChecked()
  await expect(
    section(page).getByRole('checkbox', { name: '毎月1日に前月の利用状況をオーナーにメールで送る' }),
  ).not.toBeChecked()
  const stored = await page.request.get('/api/payment/alerts')
  expect(await stored.json()).toMatchObject({ lowBalanceThreshold: 5_000, monthlySummary: false })
  watcher.stop()
  expect(watcher.findings).toEqual([])
})

test('admins and members see no mail settings, and the API refuses them', async ({ browser }) => {
  for (const role of ['admin', 'member'] as const) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, demoMember('hirameki', role))
    await page.goto('/payment')
    await expect(page.getByRole('heading', { name: 'お支払い', level: 1 })).toBeVisible()
    await expect(section(page)).toHaveCount(0)
    const refused = await page.request.put('/api/payment/alerts', {
      data: { lowBalanceThreshold: 100, monthlySummary: true },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(refused.status()).toBe(403)
    expect((await refused.json()).messages.en).toBe('Only owners can change the mail settings.')
    await context.close()
  }
})

test('the section in two themes, both languages, desktop and phone (pairwise)', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(240_000)
  const brands = [
    { app: 'hirameki_ai', threshold: null },
    // The balance (the plan's grant) is under this one: the section says so.
    { app: 'fortuna', threshold: 900_000_000 },
  ] as const
  for (const brand of brands) {
    const owner = ensureTenantOwner(`e2e-alerts-${brand.app.replace('_', '-')}`, brand.app)
    for (const locale of ['ja', 'en'] as const) {
      const context = await browser.newContext({ locale: 'ja-JP', viewport: DESKTOP })
      const page = await context.newPage()
      await signIn(page, owner)
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
      if (brand.threshold !== null) {
        const put = await page.request.put('/api/payment/alerts', {
          data: { lowBalanceThreshold: brand.threshold, monthlySummary: true },
          headers: { origin: new URL(page.url()).origin },
        })
        expect(put.status()).toBe(200)
      }
      // Pairwise over brand × language × width: each brand shows each language at one width.
      const widths = [
        ['1280', DESKTOP],
        ['390', PHONE],
      ] as const
      const pick = (brand.app === 'hirameki_ai') === (locale === 'ja') ? 0 : 1
      for (const [label, viewport] of [widths[pick]]) {
        await page.setViewportSize(viewport)
        // Requests of the page left behind are cut off by leaving it: not this page's findings.
        await page.goto('about:blank')
        const watcher = watchPage(page, { origin: baseURL ?? '' })
        await page.goto('/payment')
        const alerts = section(
          page,
          locale === 'ja' ? '残高アラートと月次レポート' : 'Balance alerts and monthly summary',
        )
        await expect(alerts).toBeVisible()
        if (brand.threshold !== null) await expect(alerts.getByTestId('alert-already-below')).toBeVisible()
        await alerts.scrollIntoViewIfNeeded()
        await alerts.screenshot({
          path: info.outputPath(`balance-alerts-${brand.app}-${locale}-${label}.png`),
        })
        await page.screenshot({
          path: info.outputPath(`payment-${brand.app}-${locale}-${label}.png`),
          fullPage: true,
        })
        watcher.stop()
        const findings = [
          ...watcher.findings,
          ...(await overflowFindings(page)),
          ...(await axeFindings(page, '[data-testid="balance-alerts"]')),
        ]
        expect(findings, `${brand.app} ${locale} ${label}`).toEqual([])
      }
      await context.close()
    }
  }
})
