/**
 * /user and /help in Chromium (issue 7): a member renames themselves, changes their password and
 * signs in with the new one, makes a personal API token that a script uses on the API until it is
 * revoked (then 401), and finds a Japanese term in the help, which comes prerendered in both
 * languages from its public payload (ADR 046). Each run makes its own tenant, since the password
 * changes.
 */

import { ensureTenantOwner } from './support/accounts'
import { expect, type Page, test } from './support/test'

const run = Date.now().toString(36)
const NEW_PASSWORD = 'Changed-e2e-Passw0rd!'

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel('パスワード').fill(password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await page.waitForURL('/')
}

test.describe('user settings and help', () => {
  let owner: { email: string; password: string }
  test.beforeAll(() => {
    owner = ensureTenantOwner(`acct${run}`)
  })

  test('renames, changes the password and signs in with it', async ({ page }) => {
    test.slow()
    // Its own tenant: the password it changes is nobody else's.
    const owner = ensureTenantOwner(`acctpw${run}`)
    await signIn(page, owner.email, owner.password)
    await page.getByRole('link', { name: 'ユーザー設定' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'ユーザー設定' })).toBeVisible()

    const profile = page.getByTestId('profile-form')
    await profile.getByLabel('表示名').fill('山田 花子')
    await profile.getByRole('button', { name: '名前を保存' }).click()
    await expect(profile.getByRole('status')).toHaveText('保存しました。')
    await page.reload()
    await expect(page.getByTestId('profile-form').getByLabel('表示名')).toHaveValue('山田 花子')

    const password = page.getByTestId('password-form')
    await password.getByLabel('現在のパスワード').fill('wrong-password-1')
    await password.getByLabel('新しいパスワード (8文字以上)').fill(NEW_PASSWORD)
    await password.getByRole('button', { name: 'パスワードを変更' }).click()
    await expect(password.getByText('現在のパスワードが正しくありません。')).toBeVisible()

    await password.getByLabel('現在のパスワード').fill(owner.password)
    await password.getByRole('button', { name: 'パスワードを変更' }).click()
    await expect(password.getByRole('status')).toHaveText('パスワードを変更しました。')

    // The old password no longer signs in; the new one does.
    const old = await page.request.post('/api/auth/sign-in/email', {
      data: { email: owner.email, password: owner.password },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(old.status()).toBe(401)
    await page.context().clearCookies()
    await signIn(page, owner.email, NEW_PASSWORD)
  })

  test('a personal API token works on the API until it is revoked', async ({ page }) => {
    await signIn(page, owner.email, owner.password)
    await page.goto('/user')
    const form = page.getByTestId('api-token-form')
    await form.getByLabel('トークン名').fill('e2e script')
    await form.getByRole('button', { name: 'トークンを作成' }).click()
    const token = (await page.getByTestId('new-api-token').textContent())?.trim() ?? ''
    expect(token).toMatch(/^opsai_pat_/)

    // A script (no cookies): plain fetch with the bearer token.
    const call = (path: string) =>
      page.evaluate(
        async ([url, bearer]) => {
          const response = await fetch(url, {
            headers: { authorization: `Bearer ${bearer}` },
            credentials: 'omit',
          })
          return { status: response.status, body: await response.json() }
        },
        [path, token] as const,
      )
    const balance = await call('/api/balance')
    expect(balance.status).toBe(200)
    expect(balance.body).toHaveProperty('available')
    const threads = await call('/api/threads')
    expect(threads.status).toBe(200)

    await page.reload()
    const row = page.getByTestId('api-tokens').locator('tr', { hasText: 'e2e script' })
    await expect(row).toContainText(token.slice(0, 16))
    await expect(page.getByTestId('new-api-token')).toHaveCount(0)
    await row.getByRole('button', { name: '無効にする' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '無効にする' }).click()
    await expect(page.getByText('トークンを無効にしました。')).toBeVisible()
    await expect(page.getByTestId('api-tokens')).toHaveCount(0)

    const revoked = await call('/api/balance')
    expect(revoked.status).toBe(401)
    expect(revoked.body.messages.ja).toBe('ログインしてください。')
  })

  test('help search finds a Japanese term', async ({ page }) => {
    await signIn(page, owner.email, owner.password)
    await page.goto('/help')
    await expect(page.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible()
    const articles = page.getByTestId('help-article')
    expect(await articles.count()).toBeGreaterThanOrEqual(7)
    await page.getByTestId('help-search').fill('残高')
    await expect(articles.first()).toBeVisible()
    const titles = await page.getByTestId('help-article').locator('h2').allTextContents()
    expect(titles).toContain('トークンと利用状況')
    expect(titles).not.toContain('スレッド')
    await expect(page.getByRole('navigation', { name: '目次' }).getByRole('link')).toHaveCount(titles.length)
    await page.getByTestId('help-search').fill('存在しない言葉ぬぬぬ')
    await expect(articles).toHaveCount(0)
    await expect(
      page.getByText('「存在しない言葉ぬぬぬ」に一致する項目はありません。', { exact: false }),
    ).toBeVisible()
  })

  test('help comes prerendered in both languages; its payload is public JSON', async ({ page, request }) => {
    await signIn(page, owner.email, owner.password)
    // Going there in the page fetches the prerendered payload (spec §7), not a bundled Markdown.
    const fetched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/help/_payload.json',
    )
    await page.getByRole('link', { name: 'ヘルプ' }).first().click()
    expect((await fetched).status()).toBe(200)
    const titles = page.getByTestId('help-article').locator('h2')
    await expect(titles.first()).toHaveText('はじめに')
    expect(await titles.count()).toBeGreaterThanOrEqual(7)
    await page.getByRole('button', { name: 'English' }).first().click()
    await expect(titles.first()).toHaveText('Getting started')
    await expect(page.getByRole('heading', { level: 2, name: 'はじめに' })).toHaveCount(0)
    // A first visit has the articles in the server's HTML, before any script runs.
    const html = await (await page.request.get('/help')).text()
    expect(html).toContain('>Getting started</h2>')
    expect(html).not.toContain('>はじめに</h2>')

    // Without a session: the payload is product documentation, a static file of the build.
    const payload = await request.get('/help/_payload.json', { headers: { cookie: '' } })
    expect(payload.status()).toBe(200)
    expect(payload.headers()['content-type']).toMatch(/^application\/json/)
    expect(payload.headers()['cache-control']).toBe('no-cache')
    expect(payload.headers().etag).toBeTruthy()
    const body: { ja: { articles: { title: string }[] }; en: { articles: { title: string }[] } } =
      await payload.json()
    expect(body.ja.articles.map((article) => article.title)).toContain('はじめに')
    expect(body.en.articles.map((article) => article.title)).toContain('Getting started')
  })
})
