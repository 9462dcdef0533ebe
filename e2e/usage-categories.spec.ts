/**
 * `/usageSituation` and `/categorySetting` (issue 7 §3–4) in Chromium. A tenant of this spec's own
 * chats through the API (a priced model on the local model server: offline replies are free), then
 * its owner sees the figures `opsai tokens ledger`
 * gives, downloads the CSV, reorders categories with the keyboard and sees the order on `/`.
 * A demo member cannot reach the category controls.
 */
import { readFile } from 'node:fs/promises'
import { demoMember, opsai } from './support/accounts'
import { ensureModelTenant } from './support/chat'
import { waitForHydration } from './support/hydration'
import { expect, type Page, test } from './support/test'

const slug = `usage${Date.now().toString(36)}`
const TURNS = 3

interface LedgerRow {
  kind: string
  amount: number
  createdAt: string
}

/** The Japan calendar month of an instant, as the page's "this month" preset counts it. */
const tokyoMonth = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 7)

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login')
  await page.getByLabel('メールアドレス').fill(credentials.email)
  await page.getByLabel('パスワード').fill(credentials.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await page.waitForURL('/')
}

test.describe('usage and category settings', () => {
  let owner: { email: string; password: string }

  test.beforeAll(async ({ request }) => {
    owner = ensureModelTenant(slug)
    opsai(['tokens', 'grant', slug, '200000', '--reason', 'e2e usage'])
    const signIn = await request.post('/api/auth/sign-in/email', { data: owner })
    expect(signIn.status()).toBe(200)
    const token = signIn.headers()['set-auth-token']
    for (let turn = 0; turn < TURNS; turn += 1) {
      const response = await request.post('/api/chats/chat/default/messages', {
        headers: { authorization: `Bearer ${token}` },
        data: { content: `利用状況の確認 ${turn}, "引用" です` },
      })
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain('event: done')
    }
  })

  test("the owner's usage equals the ledger, and the CSV downloads", async ({ page }) => {
    await signIn(page, owner)
    await page.goto('/usageSituation')
    await expect(page.getByRole('heading', { level: 1, name: '利用状況' })).toBeVisible()

    const ledger = JSON.parse(opsai(['tokens', 'ledger', slug, '--json', '--limit', '1000'])) as LedgerRow[]
    const month = tokyoMonth(new Date())
    const inMonth = ledger.filter((row) => tokyoMonth(new Date(row.createdAt)) === month)
    const charged = -inMonth.filter((row) => row.kind === 'usage').reduce((sum, row) => sum + row.amount, 0)
    const additional = inMonth
      .filter((row) => row.kind === 'additional_grant')
      .reduce((sum, row) => sum + row.amount, 0)
    const balance = JSON.parse(opsai(['tokens', 'balance', slug, '--json'])) as {
      balance: number
      available: number
    }
    expect(charged).toBeGreaterThan(0)

    await expect(page.getByTestId('usage-charged')).toHaveAttribute('data-value', String(charged))
    await expect(page.getByTestId('usage-credits-additional')).toHaveAttribute(
      'data-value',
      String(additional),
    )
    await expect(page.getByTestId('usage-balance')).toHaveAttribute('data-value', String(balance.balance))
    await expect(page.getByTestId('usage-available')).toHaveAttribute('data-value', String(balance.available))
    await expect(page.getByTestId('usage-turns')).toHaveAttribute('data-value', String(TURNS))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('usage-csv').click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
    const path = await download.path()
    const bytes = await readFile(path)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '日時 (JST),ユーザー,メールアドレス,チャット種別,キーワード,チャット名,モデル,入力トークン,出力トークン,合計トークン,消費クレジット,良い評価,良くない評価',
    )
    expect(lines).toHaveLength(1 + TURNS)
    // 消費クレジット (credits charged) is third from the end, before the two rating counts.
    const chargedInCsv = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',').at(-3)), 0)
    expect(chargedInCsv).toBe(charged)

    // A custom range the server refuses shows the field's error, not a crash.
    await page.getByLabel('開始日').fill('2026-05-02')
    await page.getByLabel('終了日').fill('2026-05-01')
    await page.getByRole('button', { name: '表示' }).click()
    await expect(page.getByText('終了日は開始日以降にしてください。')).toBeVisible()
  })

  test('the owner reorders categories with the keyboard and the home page follows', async ({ page }) => {
    await signIn(page, owner)
    const homeCategories = () =>
      page.locator('section[aria-labelledby^="home-category-"] h3').allTextContents()
    const before = await homeCategories()
    expect(before.length).toBeGreaterThanOrEqual(2)

    await page.goto('/categorySetting')
    const names = page.getByTestId('category-setting-name')
    await expect(names.first()).toBeVisible()
    await waitForHydration(page)
    // The settings are fetched again once the page is live; let that land first.
    await page.waitForLoadState('networkidle')
    const settingsBefore = await names.allTextContents()
    const second = settingsBefore[1] ?? ''
    // The keyboard alternative to dragging: the move buttons. (dnd-kit's own keyboard gesture,
    // Space–ArrowUp–Space on the handle, did not always lift in headless Chromium here: an open
    // defect, not tested until it is understood.)
    await page.getByRole('button', { name: `${second} を上へ` }).press('Enter')
    await expect(names.first()).toHaveText(second)
    await page.getByRole('button', { name: `${second} を下へ` }).press('Enter')
    await expect(names.nth(1)).toHaveText(second)
    await page.getByRole('button', { name: `${second} を上へ` }).press('Enter')
    await expect(names.first()).toHaveText(second)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'カテゴリ設定を保存しました。' })).toBeVisible()

    await page.goto('/')
    const after = await homeCategories()
    const expected = [second, ...before.filter((name) => name !== second)]
    expect(after.slice(0, 2)).toEqual(expected.slice(0, 2))
  })

  test('a member cannot open the category controls', async ({ page }) => {
    await signIn(page, demoMember('hirameki', 'member'))
    await page.goto('/categorySetting')
    await expect(page.getByText('このページを表示する権限がありません')).toBeVisible()
    await expect(page.getByTestId('category-settings-list')).toHaveCount(0)
    await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0)
  })
})
