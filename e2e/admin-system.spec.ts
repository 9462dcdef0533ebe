/**
 * /admin/system, /admin/system/preview and the manuals in Chromium (issue 8). The system
 * administrator closes free registration (/freeRegist says so), sets a maintenance notice that a
 * tenant user sees in their layout and clears it, compares two themes side by side, and searches
 * the administrator manual in Japanese. The settings are platform-wide: the test puts them back.
 */

import { ADMIN, ensureTenantOwner, passAdminCodeStep } from './support/accounts'
import { type BrowserContext, expect, type Page, test } from './support/test'

const NOTICE = {
  ja: `E2E メンテナンス ${Date.now().toString(36)}: 本日 22:00〜23:00 は停止します。`,
  en: 'E2E maintenance: the service stops tonight from 22:00 to 23:00.',
}

async function signIn(
  page: Page,
  path: '/login' | '/admin/login',
  credentials: { email: string; password: string },
) {
  await page.goto(path)
  await page.getByLabel('メールアドレス').fill(credentials.email)
  await page.getByLabel('パスワード').fill(credentials.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  if (path === '/admin/login') await passAdminCodeStep(page)
  await page.waitForURL(path === '/login' ? '/' : /\/admin\/?$/)
  await page.waitForLoadState('networkidle')
}

async function save(page: Page) {
  await page.getByRole('button', { name: '保存', exact: true }).click()
}

/** Whatever happened, the next spec finds registration open and no notice. */
async function restoreDefaults(context: BrowserContext, baseURL: string) {
  const response = await context.request.put('/api/admin/system/settings', {
    headers: { origin: baseURL },
    data: { registrationOpen: true, maintenanceJa: '', maintenanceEn: '' },
  })
  expect(response.status()).toBe(200)
}

test('system settings: registration, the maintenance notice, the preview and the manual', async ({
  browser,
  baseURL,
}) => {
  // Three browsers, two sign-ins (one with its code step), a dozen saves: ~35 s on two idle cores,
  // and CI's machine has run three times slower than that.
  test.setTimeout(150_000)
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin, '/admin/login', ADMIN)
  try {
    await admin.getByRole('link', { name: 'システム設定', exact: true }).click()
    await expect(admin).toHaveURL(/\/admin\/system\/?$/)
    await expect(admin.getByRole('heading', { name: 'システム設定', level: 1 })).toBeVisible()

    // Close free registration: /freeRegist says so and offers no form.
    const registration = admin.getByRole('checkbox', { name: '無料登録を受け付ける' })
    await expect(registration).toBeChecked()
    await registration.click()
    await save(admin)
    await expect(admin.getByText('システム設定を保存しました。', { exact: true })).toBeVisible()
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/freeRegist')
    await expect(visitorPage.getByTestId('registration-closed')).toHaveText(
      '現在、新規登録を受け付けていません。',
    )
    await expect(visitorPage.getByLabel('組織名')).toHaveCount(0)

    // A notice in one language only is refused with a field error; both languages save.
    await admin.getByLabel('お知らせ (日本語)').fill(NOTICE.ja)
    await save(admin)
    await expect(admin.getByText('お知らせは日本語と英語の両方を入力してください。')).toBeVisible()
    await admin.getByLabel('お知らせ (英語)').fill(NOTICE.en)
    await save(admin)
    await expect(admin.getByText('現在表示中')).toBeVisible()

    // A tenant user sees it in their layout, then no longer once it is cleared.
    const owner = ensureTenantOwner(`e2e-notice-${Date.now().toString(36)}`)
    const tenantContext = await browser.newContext()
    const tenantPage = await tenantContext.newPage()
    await signIn(tenantPage, '/login', owner)
    await expect(tenantPage.getByTestId('maintenance-notice')).toContainText(NOTICE.ja)
    await admin.getByLabel('お知らせ (日本語)').fill('')
    await admin.getByLabel('お知らせ (英語)').fill('')
    await registration.click()
    await save(admin)
    await expect(admin.getByText('現在表示中')).toHaveCount(0)
    await tenantPage.reload()
    await expect(tenantPage.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(tenantPage.getByTestId('maintenance-notice')).toHaveCount(0)
    await visitorPage.reload()
    await expect(visitorPage.getByLabel('組織名')).toBeVisible()
    await visitor.close()
    await tenantContext.close()

    // Two themes side by side, each with its own colours.
    await admin.getByRole('link', { name: 'プレビュー', exact: true }).click()
    await expect(admin.getByRole('heading', { name: 'テーマのプレビュー', level: 1 })).toBeVisible()
    const panels = admin.getByTestId('preview-panel')
    await expect(panels).toHaveCount(2)
    // By default the platform's theme beside the first application's (a brand theme).
    await expect(panels.nth(0)).toHaveAttribute('data-theme-key', 'opsai')
    await expect(panels.nth(1)).not.toHaveAttribute('data-theme-key', 'opsai')
    await admin.goto('/admin/system/preview?page=login&themes=opsai,hirameki_ai')
    await expect(panels.nth(1)).toHaveAttribute('data-theme-key', 'hirameki_ai')
    await expect(panels.nth(1).getByRole('img')).toContainText('ヒラメキAI にサインイン')
    const primaryOf = (index: number) =>
      panels
        .nth(index)
        .getByRole('img')
        .evaluate((frame) => getComputedStyle(frame).getPropertyValue('--color-primary').trim())
    const first = await primaryOf(0)
    expect(first.toLowerCase()).toBe('#0e3661')
    // The brand theme's stylesheet is a <link> of its own: its colours apply once it has loaded.
    await expect.poll(() => primaryOf(1)).not.toBe(first)
    await admin.goto('/admin/system/preview?page=home&themes=fortuna,kakushin')
    await expect(panels.nth(0).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(panels.nth(1)).toHaveAttribute('data-theme-key', 'kakushin')

    // The administrator manual, searched for a Japanese term.
    await admin.getByRole('link', { name: 'マニュアル', exact: true }).click()
    await expect(admin.getByRole('heading', { name: 'マニュアル', level: 1 })).toBeVisible()
    await admin.getByRole('link', { name: '管理者マニュアル' }).click()
    await expect(admin).toHaveURL('/admin/manual/adminManual')
    // The URL changes before the manual replaces the index, whose search box has the same test id.
    await expect(admin.getByRole('heading', { name: '管理者マニュアル', level: 1 })).toBeVisible()
    const articles = admin.getByTestId('help-article')
    const total = await articles.count()
    await admin.getByTestId('help-search').fill('メンテナンス')
    await expect(admin.getByRole('status').filter({ hasText: '件の項目が見つかりました' })).toBeVisible()
    expect(await articles.count()).toBeLessThan(total)
    await expect(articles.filter({ hasText: 'メンテナンスのお知らせ' }).first()).toBeVisible()
  } finally {
    await restoreDefaults(adminContext, baseURL ?? '')
    await adminContext.close()
  }
})
