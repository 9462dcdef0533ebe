/**
 * What the system administrator sees in the console (issue 14), in Chromium at 1280×860:
 * the menu in its fixed task order in both languages, no list whose action buttons are cut off,
 * and an audit log that reads as people and words. Screenshots of each page (ja/en, desktop and
 * phone) are kept as test artifacts.
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import { ADMIN, ensureTenantOwner, passAdminCodeStep } from './support/accounts'
import { waitForHydration } from './support/hydration'

const DESKTOP = { width: 1280, height: 860 }
const PHONE = { width: 390, height: 844 }

/** Every console page with a list, each with the rows a fresh e2e database gives it. */
const LIST_PAGES = [
  '/admin',
  '/admin/tenants',
  '/admin/users',
  '/admin/plans',
  '/admin/applications',
  '/admin/categories',
  '/admin/customchats',
  '/admin/faqchats',
  '/admin/purchasedTokens',
  '/admin/additionalTokens',
  '/admin/totalUsageSituation',
]

const MENU = {
  ja: [
    '概要',
    'テナント',
    'ユーザー',
    'プラン',
    'アプリケーション',
    'カテゴリ',
    'カスタムチャット',
    'FAQチャット',
    'ナレッジ',
    '購入トークン',
    '追加クレジット',
    '全体の利用状況',
    'システム設定',
    'プレビュー',
    'マニュアル',
    'ヘルプ',
  ],
  en: [
    'Overview',
    'Tenants',
    'Users',
    'Plans',
    'Applications',
    'Categories',
    'Custom chats',
    'FAQ chats',
    'Knowledge',
    'Purchased tokens',
    'Additional credits',
    'Total usage',
    'System settings',
    'Preview',
    'Manuals',
    'Help',
  ],
}

async function adminPage(browser: Browser, locale: 'ja' | 'en', viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await waitForHydration(page)
  await page.getByLabel(locale === 'ja' ? 'メールアドレス' : 'Email').fill(ADMIN.email)
  await page.getByLabel(locale === 'ja' ? 'パスワード' : 'Password').fill(ADMIN.password)
  await page.getByRole('button', { name: locale === 'ja' ? 'サインイン' : 'Sign in' }).click()
  await passAdminCodeStep(page)
  await page.waitForURL(/\/admin\/?$/)
  return page
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
}

/**
 * Buttons in table cells that a person cannot fully see: outside their cell, outside the
 * table's visible (scrolled) area, or in a cell whose content overflows it.
 */
function clippedButtons(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const button of document.querySelectorAll<HTMLElement>('main td button, main td a[role="button"]')) {
      const cell = button.closest('td')
      if (!cell) continue
      const box = button.getBoundingClientRect()
      const cellBox = cell.getBoundingClientRect()
      const name = `${button.getAttribute('aria-label') ?? button.textContent ?? ''}`.trim()
      const inside = (outer: DOMRect) =>
        box.left >= outer.left - 0.5 &&
        box.right <= outer.right + 0.5 &&
        box.top >= outer.top - 0.5 &&
        box.bottom <= outer.bottom + 0.5
      if (!inside(cellBox)) problems.push(`${name}: outside its cell`)
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name}: its cell overflows`)
      if (button.scrollWidth > button.clientWidth + 1) problems.push(`${name}: its label is cut`)
      let scroller = cell.parentElement
      while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        problems.push(
          `${name}: the table scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`,
        )
      else if (scroller && !inside(scroller.getBoundingClientRect()))
        problems.push(`${name}: outside the table`)
    }
    return problems
  })
}

test.describe('the system administrator console', () => {
  test.beforeAll(async ({ browser }) => {
    // Creating the tenant runs the CLI twice; on a busy machine that alone can take a minute.
    test.setTimeout(240_000)
    // A pending invoice request, so /admin/purchasedTokens has its widest action cell.
    const owner = ensureTenantOwner('e2e-console-buyer')
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('メールアドレス').fill(owner.email)
    await page.getByLabel('パスワード').fill(owner.password)
    await page.getByRole('button', { name: 'サインイン' }).click()
    await page.waitForURL('/')
    const response = await page.request.post('/api/payment/invoice', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        packId: 'tokens-100k',
        billingName: 'コンソール確認株式会社 経理部',
        billingAddress: '東京都千代田区1-1 経理 太郎',
        billingEmail: 'billing@e2e-console-buyer.test',
      },
    })
    expect(response.status()).toBe(201)
    await context.close()
  })

  for (const locale of ['ja', 'en'] as const) {
    test(`the menu keeps its task order in ${locale}`, async ({ browser }) => {
      const page = await adminPage(browser, locale)
      const links = page.getByRole('navigation').first().getByRole('link')
      await expect(links).toHaveText(MENU[locale])
      await page.context().close()
    })

    test(`no action button of a console list is cut off at 1280×860 (${locale})`, async ({
      browser,
    }, info) => {
      test.setTimeout(180_000)
      const page = await adminPage(browser, locale)
      const problems: string[] = []
      for (const path of LIST_PAGES) {
        await open(page, path)
        await expect(page.locator('main table').first()).toBeVisible()
        for (const problem of await clippedButtons(page)) problems.push(`${path} ${problem}`)
        await page.screenshot({
          path: info.outputPath(`${path.replaceAll('/', '_')}-${locale}-desktop.png`),
          fullPage: true,
        })
      }
      expect(problems).toEqual([])
      await page.context().close()
    })
  }

  test('the audit log reads as people and words, operations on one line', async ({ browser }, info) => {
    test.setTimeout(240_000)
    for (const locale of ['ja', 'en'] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await adminPage(browser, locale, viewport)
        await open(page, '/admin')
        const log = page.locator('section#audit-log')
        const table = log.getByRole('table')
        await expect(table.getByRole('row').nth(1)).toBeVisible()
        const text = (await table.textContent()) ?? ''
        expect(text).not.toMatch(/[{}]/)
        expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)
        expect(text).not.toMatch(/\b(admin|user):/)
        // An operation is a label whose lines hold words, never one character per line:
        // each operation is at least several characters wide.
        const widths = await table
          .locator('tbody tr td:nth-child(3) > span')
          .evaluateAll((spans) =>
            spans.map(
              (span) =>
                span.getBoundingClientRect().width / Number.parseFloat(getComputedStyle(span).fontSize),
            ),
          )
        expect(widths.length).toBeGreaterThan(0)
        for (const characters of widths) expect(characters).toBeGreaterThan(6)
        await log.screenshot({
          path: info.outputPath(`audit-${locale}-${viewport.width}.png`),
        })
        await page.context().close()
      }
    }
  })

  test('every console dialog puts Cancel left of its primary action, at desktop and phone widths', async ({
    browser,
  }, info) => {
    test.setTimeout(240_000)
    const dialogs = [
      { path: '/admin/tenants', open: { ja: 'テナントを作成', en: 'Create tenant' } },
      { path: '/admin/plans', open: { ja: 'プランを作成', en: 'Create plan' } },
      { path: '/admin/users', open: { ja: 'ユーザーを作成', en: 'Create user' } },
    ]
    for (const locale of ['ja', 'en'] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await adminPage(browser, locale, viewport)
        for (const { path, open: opener } of dialogs) {
          await open(page, path)
          await page.getByRole('button', { name: opener[locale], exact: true }).click()
          const dialog = page.getByRole('dialog')
          await expect(dialog).toBeVisible()
          const labels = (await dialog.getByRole('button').allTextContents()).filter(
            (label) => label.trim() !== '',
          )
          expect(labels.at(-2), `${path} ${locale}`).toBe(locale === 'ja' ? 'キャンセル' : 'Cancel')
          await page.screenshot({
            path: info.outputPath(`dialog${path.replaceAll('/', '_')}-${locale}-${viewport.width}.png`),
          })
          await page.keyboard.press('Escape')
          await expect(dialog).toBeHidden()
        }
        for (const path of ['/admin', '/admin/tenants', '/admin/purchasedTokens']) {
          if (viewport === DESKTOP) continue
          await open(page, path)
          await page.screenshot({
            path: info.outputPath(`phone${path.replaceAll('/', '_')}-${locale}.png`),
            fullPage: true,
          })
        }
        await page.context().close()
      }
    }
  })
})
