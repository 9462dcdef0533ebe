/**
 * The end-user screens as a person sees them (issue 14): one time rule (Japan time, labelled, or
 * the zone chosen on /user), /team, /usageSituation and /payment at desktop and phone widths,
 * English names and plurals, the 404 inside the app frame, and what each role's menu offers.
 */

import { demoMember, ensureTenantOwner } from './support/accounts'
import { open, seedThread } from './support/chat'
import { waitForHydration } from './support/hydration'
import { expect, type Locator, type Page, test } from './support/test'

test.describe.configure({ timeout: 180_000 })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 860 }
const OWNER = demoMember('hirameki', 'owner')
const MEMBER = demoMember('hirameki', 'member')

/** Signs in and waits for home (an owner's home loads more: slow on a busy machine). */
async function signIn(page: Page, account: { email: string; password: string }) {
  await open(page, '/login')
  await page.getByLabel('メールアドレス').fill(account.email)
  await page.getByLabel('パスワード').fill(account.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  await waitForHydration(page)
}

/** The expected text for an instant: Japan time, labelled (an oracle apart from the app's code). */
function jst(iso: string): string {
  return `${new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} JST`
}

async function useEnglish(page: Page) {
  const url = new URL(page.url() === 'about:blank' ? 'http://localhost/' : page.url())
  await page.context().addCookies([{ name: 'locale', value: 'en', domain: url.hostname, path: '/' }])
}

/** Each element's rendered box: its height and whether it leaves the viewport or its parent. */
async function boxes(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect()
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20
      return {
        text: element.textContent ?? '',
        height: rect.height,
        top: rect.top,
        right: rect.right,
        lineHeight,
        viewport: document.documentElement.clientWidth,
      }
    }),
  )
}

/** Elements that stick out of the page sideways (empty when nothing overflows). */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className} ${(element.textContent ?? '').slice(0, 40)}`)
  })
}

test.describe('time: Japan time, labelled, unless the user chose another zone', () => {
  test('home, the thread page and /user show the same labelled Japan time', async ({ page }) => {
    const slug = `e2e-time-${Date.now().toString(36)}`
    const owner = ensureTenantOwner(slug)
    const threadId = seedThread(owner.email, 2)
    await signIn(page, owner)
    const { thread } = await (await page.request.get(`/api/threads/${threadId}`)).json()
    await expect(page.getByText(`更新: ${jst(thread.updatedAt)}`)).toBeVisible()

    await open(page, `/chat/thread/${threadId}`)
    const times = page.locator('li[data-role] time')
    await expect(times.first()).toBeVisible()
    for (const time of await times.all()) {
      expect(await time.textContent()).toBe(jst((await time.getAttribute('datetime')) ?? ''))
    }

    await open(page, '/user')
    const sessionTimes = page.getByTestId('sessions').locator('time')
    await expect(sessionTimes.first()).toBeVisible()
    for (const time of await sessionTimes.all()) {
      expect(await time.textContent()).toBe(jst((await time.getAttribute('datetime')) ?? ''))
    }

    // Another zone, chosen on /user, is used and named everywhere.
    await page.getByRole('combobox', { name: 'タイムゾーン' }).click()
    await page.getByRole('option', { name: 'UTC' }).click()
    await expect(page.getByText('タイムゾーンを保存しました。')).toBeVisible()
    await expect(sessionTimes.first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/)
    await open(page, '/')
    const utc = new Date(thread.updatedAt).toISOString().slice(0, 16).replace('T', ' ')
    await expect(page.getByText(`更新: ${utc} UTC`)).toBeVisible()
  })
})

test.describe('/team', () => {
  test('on a phone, role badges stay on one line and no column is cut off', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signIn(page, MEMBER)
    await open(page, '/team')
    const badges = await boxes(page.locator('[data-testid^="member-"] [data-tone]'))
    expect(badges.length).toBeGreaterThan(0)
    for (const badge of badges) {
      expect(badge.height, badge.text).toBeLessThan(badge.lineHeight * 1.6)
      expect(badge.right, badge.text).toBeLessThanOrEqual(badge.viewport)
    }
    for (const cell of await boxes(page.getByTestId('member-teams'))) {
      expect(cell.right, cell.text).toBeLessThanOrEqual(cell.viewport)
    }
    expect(await overflowing(page)).toEqual([])
  })

  test('at 1280 px the action buttons are whole; a role change asks first', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await signIn(page, OWNER)
    await open(page, '/team')
    const buttons = page.getByRole('button', { name: 'チームを変更' })
    await expect(buttons.first()).toBeVisible()
    for (const button of await boxes(buttons)) {
      expect(button.right, button.text).toBeLessThanOrEqual(button.viewport)
      expect(button.height).toBeLessThan(44)
    }
    // The table itself does not hide a column behind a scrollbar.
    const wrap = page.locator('table').first().locator('xpath=..')
    expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)

    const row = page.getByTestId(`member-${MEMBER.email}`)
    const role = row.getByRole('combobox')
    await role.click()
    await page.getByRole('option', { name: 'オーナー' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('「オーナー」にしますか')
    await dialog.getByRole('button', { name: 'キャンセル' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(role).toContainText('メンバー')
    const team = await (await page.request.get('/api/team')).json()
    expect(team.members.find((member: { email: string }) => member.email === MEMBER.email).role).toBe(
      'member',
    )
  })

  test('an empty team name gets the one validation wording', async ({ page }) => {
    await signIn(page, OWNER)
    await open(page, '/team')
    const form = page.getByTestId('create-team-form')
    await form.getByRole('button', { name: 'チームを作成' }).click()
    await expect(form.getByText('入力してください。')).toBeVisible()
  })
})

test.describe('/usageSituation and /payment', () => {
  test('on a phone the period buttons keep their words whole and stay on screen', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signIn(page, OWNER)
    await open(page, '/usageSituation')
    const presets = await boxes(page.getByRole('group', { name: '期間' }).getByRole('button'))
    expect(presets.length).toBeGreaterThan(2)
    for (const preset of presets) {
      expect(preset.height, preset.text).toBeLessThan(44)
      expect(preset.right, preset.text).toBeLessThanOrEqual(preset.viewport)
    }
    expect(await overflowing(page)).toEqual([])
  })

  test('an invalid range is explained inline and the figures stay', async ({ page }) => {
    await signIn(page, OWNER)
    await open(page, '/usageSituation?from=2026-03-10&to=2026-03-01')
    await expect(page.getByTestId('usage-invalid-range')).toContainText('期間が正しくない')
    await expect(page.getByText('終了日は開始日以降にしてください。')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'クレジット残高' })).toBeVisible()
  })

  test('packs: one-line token counts, aligned buy buttons, tax-inclusive prices, an invoice dialog with Cancel', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    const owner = ensureTenantOwner(`e2e-pay-${Date.now().toString(36)}`)
    await signIn(page, owner)
    await open(page, '/payment')
    await expect(page.getByTestId('pack-price').first()).toContainText('税込')
    const counts = await boxes(page.locator('li[data-testid^="pack-"] p:nth-child(2)'))
    for (const count of counts) expect(count.height, count.text).toBeLessThan(count.lineHeight * 1.6)
    // The pack tiles' buttons (the plan tiles above have their own).
    const packButtons = page.locator('li[data-testid^="pack-"]').getByRole('button', { name: /請求書/ })
    const buyButtons = await boxes(packButtons)
    const tops = new Set(buyButtons.map((button) => Math.round(button.top)))
    expect(tops.size, 'buy buttons on one line').toBe(1)

    await packButtons.first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel('請求書の送付先メールアドレス')).toHaveValue(owner.email)
    await expect(dialog).toContainText('税込')
    await dialog.getByRole('button', { name: 'キャンセル' }).click()
    await expect(dialog).toHaveCount(0)
  })
})

test.describe('English, 404 and access', () => {
  test('English names and plurals', async ({ page }) => {
    await signIn(page, OWNER)
    await useEnglish(page)
    await open(page, '/')
    await expect(page.getByRole('link', { name: 'Business e-mail', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Writing' })).toBeVisible()
    await open(page, '/payment')
    await expect(page.getByTestId('current-plan')).toHaveText('Standard')
    await open(page, '/team')
    await expect(page.getByText('1 member', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(/\b1 members\b/)).toHaveCount(0)
  })

  test('the 404 speaks Japanese inside the app frame', async ({ page }) => {
    await signIn(page, MEMBER)
    const response = await open(page, '/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ページが見つかりません')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found')
    await expect(page.getByRole('navigation').getByRole('link', { name: 'ホーム' })).toBeVisible()
  })

  test('a member sees no category settings and is told why the console signed them out', async ({ page }) => {
    await signIn(page, MEMBER)
    await expect(page.getByRole('link', { name: 'チーム' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'カテゴリ設定' })).toHaveCount(0)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByTestId('signed-out-reason')).toContainText('システム管理者専用')
  })
})

// Screenshots of the screens this spec covers, to look at (WORKSPACE_SCREENSHOTS=1; kept as artifacts).
test.describe('screenshots', () => {
  test.skip(!process.env.WORKSPACE_SCREENSHOTS, 'set WORKSPACE_SCREENSHOTS=1 to take them')
  test.describe.configure({ timeout: 600_000 })
  test('ja/en at 1280x860 and 390x844', async ({ page }, testInfo) => {
    await signIn(page, OWNER)
    for (const locale of ['ja', 'en'] as const) {
      await page.context().addCookies([{ name: 'locale', value: locale, domain: 'localhost', path: '/' }])
      for (const [label, size] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(size)
        for (const path of ['/', '/team', '/usageSituation', '/payment', '/user', '/no-such-page']) {
          await open(page, path)
          const name = `${locale}-${label}-${path.replace(/\W+/g, '_') || 'home'}.png`
          await page.screenshot({ path: testInfo.outputPath(name), fullPage: true })
        }
      }
    }
  })
})
