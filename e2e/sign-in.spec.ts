import { ADMIN, ensureTenantOwner, passAdminCodeStep } from './support/accounts'
import { expect, test } from './support/test'

test.describe('sign-in journeys', () => {
  let owner: { email: string; password: string }
  test.beforeAll(() => {
    owner = ensureTenantOwner('e2e-journey')
  })

  test('a member signs in, lands on the redirect target, and signs out', async ({ page }) => {
    await page.goto('/?x=1')
    await page.goto('/usageSituation')
    await expect(page).toHaveURL('/login?redirect=%2FusageSituation')
    await page.getByLabel('メールアドレス').fill(owner.email)
    await page.getByLabel('パスワード').fill(owner.password)
    await page.getByRole('button', { name: 'サインイン' }).click()
    await page.waitForURL('/usageSituation')

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ようこそ')
    await page.getByRole('button', { name: /e2e|owner/i }).click()
    await page.getByRole('menuitem', { name: 'サインアウト' }).click()
    await page.waitForURL('/login?noRedirect=true')
    await page.goto('/')
    await expect(page).toHaveURL('/login')
  })

  test('a wrong password shows a clear message and stays on the form', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('メールアドレス').fill(owner.email)
    await page.getByLabel('パスワード').fill('definitely-wrong')
    await page.getByRole('button', { name: 'サインイン' }).click()
    await expect(page.getByTestId('sign-in-error')).toHaveText(
      'メールアドレスまたはパスワードが正しくありません。',
    )
    await expect(page).toHaveURL('/login')
  })

  test('an invalid e-mail is refused in the form', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('メールアドレス').fill('not-an-email')
    await page.getByLabel('パスワード').fill('x')
    await page.getByRole('button', { name: 'サインイン' }).click()
    await expect(page.getByText('メールアドレスの形式で入力してください。')).toBeVisible()
  })

  test('the administrator signs in to the console, and is signed out outside it', async ({ page }) => {
    await page.goto('/admin/users')
    await expect(page).toHaveURL('/admin/login')
    await page.getByLabel('メールアドレス').fill(ADMIN.email)
    await page.getByLabel('パスワード').fill(ADMIN.password)
    await page.getByRole('button', { name: 'サインイン' }).click()
    await passAdminCodeStep(page)
    await page.waitForURL(/\/admin\/?$/)
    // Let the console page finish checking its session first: a check answered after the
    // navigation below signed the administrator out would send this page to /admin/login,
    // cancelling that navigation (as in the member's journey below).
    await page.waitForLoadState('networkidle')
    await page.goto('/chat')
    await expect(page).toHaveURL('/login')
    await page.goto('/admin/users')
    await expect(page).toHaveURL('/admin/login')
  })

  test('a member who opens the console is signed out and sent to the console sign-in', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('メールアドレス').fill(owner.email)
    await page.getByLabel('パスワード').fill(owner.password)
    await page.getByRole('button', { name: 'サインイン' }).click()
    await page.waitForURL('/')
    await page.waitForLoadState('networkidle')
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin/login')
    await page.goto('/')
    await expect(page).toHaveURL('/login')
  })

  test('the sign-in page works in English and in a brand theme', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }])
    await page.goto('/login/fortuna')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'fortuna')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })

  test('free registration creates a tenant that the CLI lists', async ({ page }) => {
    const email = `reg-${Date.now()}@e2e.test`
    await page.goto('/freeRegist/hirameki_ai')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'hirameki_ai')
    await page.getByLabel('組織名').fill('登録テスト株式会社')
    await page.getByLabel('お名前').fill('登録 太郎')
    await page.getByLabel('メールアドレス').fill(email)
    await page.getByLabel(/パスワード/).fill('Register-Passw0rd!')
    await page.getByRole('button', { name: '登録する' }).click()
    await page.waitForURL('/freeRegist/thanks')
    await page.getByRole('link', { name: 'ホームへ進む' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('登録 太郎')
    const { opsai } = await import('./support/accounts')
    const tenants = JSON.parse(opsai(['tenants', 'list', '--json'])) as { name: string }[]
    expect(tenants.map((tenant) => tenant.name)).toContain('登録テスト株式会社')
  })

  test('a taken e-mail is refused without saying whose it is', async ({ page }) => {
    await page.goto('/freeRegist')
    await page.getByLabel('組織名').fill('重複テスト')
    await page.getByLabel('お名前').fill('重複 花子')
    await page.getByLabel('メールアドレス').fill(owner.email)
    await page.getByLabel(/パスワード/).fill('Register-Passw0rd!')
    await page.getByRole('button', { name: '登録する' }).click()
    await expect(page.getByTestId('register-error')).toContainText('このメールアドレスは登録できません')
  })
})
