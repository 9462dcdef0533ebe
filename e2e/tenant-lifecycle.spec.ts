/**
 * The tenant's lifecycle in Chromium (issue 18): an owner exports everything from /team, watches
 * it build, downloads the ZIP and finds the tenant's threads in it, and sets thread retention
 * (a refused number first); the system administrator deletes a tenant through both
 * confirmation steps and finds its statement among the deleted tenants. Screenshots of the new
 * screens at 1280 and 390 px, in Japanese and English, in two themes.
 */
import { readFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import { ADMIN, ensureTenantOwner, passAdminCodeStep } from './support/accounts'
import { seedThread } from './support/chat'
import { waitForHydration } from './support/hydration'
import { axeFindings, overflowFindings, watchPage } from './support/page-audit'
import { type Browser, expect, type Page, test } from './support/test'

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const
type Locale = 'ja' | 'en'

async function ownerPage(
  browser: Browser,
  credentials: { email: string; password: string },
  locale: Locale,
  width = 1280,
) {
  const viewport = VIEWPORTS.find((candidate) => candidate.width === width) ?? VIEWPORTS[0]
  const context = await browser.newContext({ viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel(locale === 'ja' ? 'メールアドレス' : 'Email').fill(credentials.email)
  await page.getByLabel(locale === 'ja' ? 'パスワード' : 'Password').fill(credentials.password)
  await page.getByRole('button', { name: locale === 'ja' ? 'サインイン' : 'Sign in' }).click()
  await page.waitForURL('/')
  // The home page's own requests finish before the test moves on (a watch would see them cut off).
  await page.waitForLoadState('networkidle')
  return page
}

async function adminPage(browser: Browser, locale: Locale, width = 1280) {
  const viewport = VIEWPORTS.find((candidate) => candidate.width === width) ?? VIEWPORTS[0]
  const context = await browser.newContext({ viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel(locale === 'ja' ? 'メールアドレス' : 'Email').fill(ADMIN.email)
  await page.getByLabel(locale === 'ja' ? 'パスワード' : 'Password').fill(ADMIN.password)
  await page.getByRole('button', { name: locale === 'ja' ? 'サインイン' : 'Sign in' }).click()
  await passAdminCodeStep(page)
  await page.waitForURL(/\/admin\/?$/)
  await page.waitForLoadState('networkidle')
  return page
}

/**
 * The page has hydrated and its requests have finished: its audit sees the page a person uses, and
 * leaving it cuts nothing off (on CI's loaded cores, a page still hydrating when the test went on
 * had its session check and Sentry's worker cut off by the next goto, and the watch counted them).
 */
async function settle(page: Page) {
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
}

/** The page has no console error, failed request, axe violation or sideways scroll. */
async function expectClean(page: Page, findings: string[], include: string) {
  await settle(page)
  expect([...findings, ...(await axeFindings(page, include)), ...(await overflowFindings(page))]).toEqual([])
}

test('an owner exports the tenant from /team and downloads a ZIP holding its threads; retention is set', async ({
  browser,
  baseURL,
}, info) => {
  // ~1–1.5 min on two idle cores; CI's machine has run three times slower.
  test.setTimeout(360_000)
  const slug = `e2e-data-${Date.now().toString(36)}`
  const owner = ensureTenantOwner(slug)
  const threadId = seedThread(owner.email, 4)

  const page = await ownerPage(browser, owner, 'ja')
  await page.goto('/team')
  const section = page.getByTestId('tenant-data')
  await expect(section.getByRole('heading', { name: 'データの書き出し' })).toBeVisible()
  await expect(section.getByText('まだ書き出していません。')).toBeVisible()
  await section.getByRole('button', { name: 'すべてを書き出す' }).click()
  // The background worker builds it; the list polls until the link is there.
  const link = section.getByRole('link', { name: /^ダウンロード（.+）$/ })
  await expect(link).toBeVisible({ timeout: 60_000 })
  await expect(section.getByTestId('export-progress')).toHaveCount(0)
  await expect(section.getByText(/まで$/)).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${slug}-export-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.zip$`),
  )
  const archive = unzipSync(new Uint8Array(readFileSync(await download.path())))
  const lines = (name: string) =>
    new TextDecoder()
      .decode(archive[name])
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  expect(lines('threads.jsonl').map((thread) => thread.id)).toEqual([threadId])
  expect(lines('messages.jsonl').filter((message) => message.threadId === threadId)).toHaveLength(4)
  expect(lines('members.jsonl')).toMatchObject([{ email: owner.email, role: 'owner' }])
  expect(JSON.parse(new TextDecoder().decode(archive['manifest.json']))).toMatchObject({
    tenant: { slug },
    counts: { 'threads.jsonl': 1, 'messages.jsonl': 4 },
  })

  // Retention: a refused number is explained at the field, then 30 days is kept.
  const retention = section.getByTestId('thread-retention')
  await retention.getByRole('checkbox', { name: 'スレッドを無期限に保存する' }).click()
  await retention.getByLabel('保存する日数').fill('0')
  await retention.getByRole('button', { name: '保存' }).click()
  await expect(retention.getByText(/1〜36500 の整数/)).toBeVisible()
  await retention.getByLabel('保存する日数').fill('30')
  await retention.getByRole('button', { name: '保存' }).click()
  await expect(retention.getByTestId('retention-policy')).toHaveText('現在: 30 日間保存')
  await page.reload()
  await expect(page.getByTestId('retention-policy')).toHaveText('現在: 30 日間保存')
  await page.context().close()

  // The screens, looked at: this brand's theme and another's, both languages, both widths, spread
  // pairwise (each pair of a theme, a language and a width is seen once) to keep CI's run short.
  const other = ensureTenantOwner(`${slug}-f`, 'fortuna')
  const looks = [
    [owner, 'hirameki', 'ja', 1280],
    [owner, 'hirameki', 'en', 390],
    [other, 'fortuna', 'ja', 390],
    [other, 'fortuna', 'en', 1280],
  ] as const
  for (const [who, theme, locale, width] of looks) {
    const shot = await ownerPage(browser, who, locale, width)
    const watch = watchPage(shot, { origin: baseURL ?? '' })
    await shot.goto('/team')
    const data = shot.getByTestId('tenant-data')
    await expect(data.getByTestId('thread-retention').getByRole('button')).toBeVisible()
    await expectClean(shot, watch.findings, '[data-testid="tenant-data"]')
    watch.stop()
    const card = shot.getByRole('region', {
      name: locale === 'ja' ? 'データの書き出しと保存期間' : 'Your data: export and retention',
    })
    await card.scrollIntoViewIfNeeded()
    await card.screenshot({ path: info.outputPath(`team-data-${theme}-${locale}-${width}.png`) })
    await shot.context().close()
  }
})

test('the administrator deletes a tenant through both confirmation steps; its statement stays', async ({
  browser,
  baseURL,
}, info) => {
  // ~1–1.5 min on two idle cores; CI's machine has run three times slower.
  test.setTimeout(360_000)
  const slug = `e2e-del-${Date.now().toString(36)}`
  ensureTenantOwner(slug)
  const name = `E2E ${slug}`

  const page = await adminPage(browser, 'ja')
  await page.goto(`/admin/tenants?tenant=${slug}`)
  const detail = page.getByRole('dialog', { name: `テナント: ${name}` })
  await expect(detail.getByTestId('tenant-exports')).toBeVisible()
  await detail.getByRole('button', { name: 'テナントを削除…' }).click()

  // Step 1: what will be deleted, counted.
  const review = page.getByRole('dialog', { name: `「${name}」を削除しますか？` })
  await expect(review.getByTestId('deletion-count-members')).toHaveText('1')
  await expect(review.getByTestId('deletion-count-ledgerEntries')).toHaveText('1')
  await review.getByRole('button', { name: '次へ' }).click()

  // Step 2: the slug typed again; anything else keeps the button off.
  const confirm = page.getByRole('dialog', { name: '確認のためスラッグを入力してください' })
  const button = confirm.getByRole('button', { name: '完全に削除する' })
  await confirm.getByLabel('テナントのスラッグ').fill(`${slug}-typo`)
  await expect(button).toBeDisabled()
  for (const { width } of VIEWPORTS) {
    await page.setViewportSize({ width, height: 844 })
    await confirm.screenshot({ path: info.outputPath(`delete-step2-ja-${width}.png`) })
  }
  await page.setViewportSize(VIEWPORTS[0])
  await confirm.getByLabel('テナントのスラッグ').fill(slug)
  await button.click()
  await expect(confirm).toBeHidden()
  await expect(detail).toBeHidden()
  await expect(page.getByText(`テナント「${name}」を削除しました。`).first()).toBeVisible()

  const deleted = page.getByTestId(`deleted-tenant-${slug}`)
  await expect(deleted).toBeVisible()
  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    deleted.getByRole('link', { name: 'CSV' }).click(),
  ])
  const csv = readFileSync(await statement.path(), 'utf8').replace(/^\uFEFF/, '')
  const rows = csv.trim().split('\r\n')
  expect(rows[0]).toBe('日時（日本時間）,種類,クレジット,残高,実行者,参照,理由,冪等キー')
  expect(rows).toHaveLength(2)
  expect(rows[1]).toContain('プラン付与')
  await page.context().close()

  // The console's new screens, looked at in both languages and widths (the console's opsai theme):
  // the deleted tenants, a tenant's export and deletion sections, and the first step.
  const kept = `${slug}-k`
  ensureTenantOwner(kept)
  for (const locale of ['ja', 'en'] as const) {
    for (const { width } of VIEWPORTS) {
      const shot = await adminPage(browser, locale, width)
      const watch = watchPage(shot, { origin: baseURL ?? '' })
      await shot.goto('/admin/tenants')
      const list = shot.getByTestId(`deleted-tenant-${slug}`)
      await expect(list).toBeVisible()
      await expectClean(shot, watch.findings, 'main')
      await list.scrollIntoViewIfNeeded()
      await shot.screenshot({ path: info.outputPath(`deleted-tenants-${locale}-${width}.png`) })
      await shot.goto(`/admin/tenants?tenant=${kept}`)
      const dialog = shot.getByRole('dialog', { name: new RegExp(`E2E ${kept}`) })
      const exportsPanel = dialog.getByTestId('tenant-exports')
      await expect(exportsPanel).toBeVisible()
      await expectClean(shot, watch.findings, '[role="dialog"]')
      await exportsPanel.scrollIntoViewIfNeeded()
      await shot.screenshot({ path: info.outputPath(`tenant-dialog-data-${locale}-${width}.png`) })
      await dialog.getByTestId('tenant-deletion').getByRole('button').click()
      const step1 = shot.getByTestId('deletion-preview')
      await expect(step1).toBeVisible()
      await shot.screenshot({ path: info.outputPath(`delete-step1-${locale}-${width}.png`) })
      watch.stop()
      await shot.context().close()
    }
  }
})
