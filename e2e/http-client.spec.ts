/**
 * The browser's one HTTP client (app/lib/http.ts, issue 16 point 2) on real screens: spec §8's
 * retry rule (an idempotent request once more on 408/409/425/429/5xx, any other never) and
 * §6's rule that a 401 anywhere signs the user out and goes to /login — on a chat, a team and a
 * payment call. The server is real; only the one answer under test is replaced.
 */
import type { Page, Route } from '@playwright/test'
import { demoMember } from './support/accounts'
import { open, signIn } from './support/chat'
import { expect, test } from './support/test'

const OWNER = demoMember('hirameki', 'owner')

/** Answers the first `times` matching requests with `status`; later ones reach the server. */
async function answer(page: Page, match: (url: URL, method: string) => boolean, status: number, times = 1) {
  const seen: string[] = []
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route: Route) => {
      const request = route.request()
      if (!match(new URL(request.url()), request.method())) return route.fallback()
      seen.push(request.method())
      if (seen.length > times) return route.fallback()
      return route.fulfill({
        status,
        json: { error: 'test', message: 'テスト / test', messages: { ja: 'テスト', en: 'test' } },
      })
    },
  )
  return seen
}

async function createTeam(page: Page, name: string) {
  await open(page, '/team')
  const form = page.getByTestId('create-team-form')
  await form.getByLabel('チーム名').fill(name)
  await form.getByRole('button', { name: 'チームを作成' }).click()
}

const threadList = (url: URL, method: string) => method === 'GET' && url.pathname === '/api/threads'
const teamCreated = (url: URL, method: string) => method === 'POST' && url.pathname === '/api/team/teams'

test.describe('one HTTP client in the browser', () => {
  test('chat: a thread list answered 503 is asked once more and shows', async ({ page }) => {
    await signIn(page, OWNER)
    const seen = await answer(page, threadList, 503)
    const listed = page.waitForResponse(
      (response) => threadList(new URL(response.url()), 'GET') && response.ok(),
    )
    await open(page, '/chat')
    await listed
    expect(seen).toEqual(['GET', 'GET'])
    await expect(page.getByTestId('thread-sidebar')).toBeVisible()
  })

  test('chat: a 401 on the thread list signs out and goes to /login', async ({ page }) => {
    await signIn(page, OWNER)
    await answer(page, threadList, 401, 10)
    await open(page, '/chat')
    await expect(page).toHaveURL(/\/login/)
  })

  test('team: creating a team answered 503 is sent once, never again, and says so', async ({ page }) => {
    await signIn(page, OWNER)
    const seen = await answer(page, teamCreated, 503, 10)
    await createTeam(page, '再送しない部')
    await expect(page.getByText('テスト').first()).toBeVisible()
    expect(seen).toEqual(['POST'])
  })

  test('team: a 401 on a team call signs out and goes to /login', async ({ page }) => {
    await signIn(page, OWNER)
    await answer(page, teamCreated, 401, 10)
    await createTeam(page, '署名切れ部')
    await expect(page).toHaveURL(/\/login/)
  })

  test('payment: an invoice request answered 503 is sent once; a 401 signs out', async ({ page }) => {
    await signIn(page, OWNER)
    const invoice = (url: URL, method: string) => method === 'POST' && url.pathname === '/api/payment/invoice'
    const seen = await answer(page, invoice, 503, 1)
    await open(page, '/payment')
    await page
      .getByRole('button', { name: /^請求書で購入: / })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('請求先の名称').fill('再送確認株式会社')
    await dialog.getByLabel('請求先の住所・担当者').fill('東京都千代田区1-1 経理 太郎')
    await dialog.getByLabel('請求書の送付先メールアドレス').fill('billing@retry.test')
    await dialog.getByRole('button', { name: '申請する' }).click()
    await expect(dialog.getByText('テスト').first()).toBeVisible()
    expect(seen).toEqual(['POST'])

    await page.unrouteAll({ behavior: 'wait' })
    await answer(page, invoice, 401, 10)
    await dialog.getByRole('button', { name: '申請する' }).click()
    await expect(page).toHaveURL(/\/login/)
  })
})
