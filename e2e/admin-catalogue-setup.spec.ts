/**
 * /admin/plans, /admin/applications and /admin/users in Chromium (issue 8): the administrator
 * creates a plan, then an application on it with a brand theme, and sees both listed; bans a
 * tenant owner (who can then no longer sign in) and lifts the ban; resets the owner's password
 * to a generated one, which the owner then signs in with.
 */

import { ADMIN, ensureTenantOwner, passAdminCodeStep } from './support/accounts'
import { expect, type Page, test } from './support/test'

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

/** A tenant sign-in over HTTP: its status (200 signed in, 401/403 refused). */
async function tenantSignInStatus(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: credentials,
    headers: { origin: new URL(page.url()).origin },
  })
  return response.status()
}

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text)
  await page.getByRole('button', { name: '検索', exact: true }).click()
}

test('the administrator sets up a plan and an application, bans, unbans and resets a password', async ({
  browser,
}) => {
  // Four console screens, three dialogs and two sign-ins in one journey: past 60 s on a loaded machine.
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  const planId = `e2e-plan-${run}`
  const planName = `E2E プラン ${run}`
  const appKey = `e2e_app_${run}`
  const appName = `E2E アプリ ${run}`
  const slug = `e2e-cat-${run}`
  const owner = ensureTenantOwner(slug)

  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, '/admin/login', ADMIN)

  // A plan: bad input first (field errors from the server), then a valid one.
  await page.getByRole('link', { name: 'プラン' }).click()
  await expect(page.getByRole('heading', { name: 'プラン', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'プランを作成' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByLabel('ID').fill('Bad Id')
  await dialog.getByLabel('月間クレジット').fill('たくさん')
  await dialog.getByRole('button', { name: '作成する' }).click()
  await expect(dialog.getByText('英小文字・数字・-・_ で指定してください')).toBeVisible()
  await expect(dialog.getByText('数値を入力してください。')).toBeVisible()
  await dialog.getByLabel('ID').fill(planId)
  await dialog.getByLabel('名前').fill(planName)
  await dialog.getByLabel('月間クレジット').fill('300000')
  await dialog.getByLabel('月額（円）').fill('3980')
  await dialog.getByLabel('ユーザー数の上限').fill('10')
  await dialog.getByRole('button', { name: '作成する' }).click()
  await expect(dialog).toBeHidden()
  await search(page, 'ID・名前で検索', planId)
  const planRow = page.getByRole('row').filter({ hasText: planId })
  await expect(planRow).toContainText(planName)
  await expect(planRow).toContainText('ユーザー 10・チャット 無制限')

  // An application on that plan, in a brand theme, with a write-only key.
  await page.getByRole('link', { name: 'アプリケーション' }).click()
  await expect(page.getByRole('heading', { name: 'アプリケーション', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'アプリケーションを作成' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByLabel('識別名').fill(appKey)
  await dialog.getByLabel('名前').fill(appName)
  await dialog.getByRole('combobox', { name: 'テーマ' }).click()
  await page.getByRole('option', { name: /Achievement Awakening/ }).click()
  // The plan picker searches the server as the administrator types.
  await dialog.getByRole('combobox', { name: '既定のプラン' }).fill(planId)
  await page.getByRole('option', { name: `${planName} (${planId})` }).click()
  await dialog.getByRole('combobox', { name: 'プロバイダー' }).click()
  await page.getByRole('option', { name: 'Anthropic' }).click()
  await dialog.getByLabel('モデル').fill('claude-e2e')
  await dialog.getByRole('button', { name: '作成する' }).click()
  await expect(dialog.getByText('Anthropic には apiKey が必要です')).toBeVisible()
  await dialog.getByLabel('新しい API キー').fill('sk-e2e-secret-key')
  await dialog.getByRole('button', { name: '作成する' }).click()
  await expect(dialog).toBeHidden()
  await search(page, '識別名・名前で検索', appKey)
  const appRow = page.getByRole('row').filter({ hasText: appKey })
  await expect(appRow).toContainText(appName)
  await expect(appRow).toContainText('achievementawakening')
  await expect(appRow).toContainText(planName)
  await expect(appRow).toContainText('API キー: 設定済み')
  expect(await page.content()).not.toContain('sk-e2e-secret-key')
  await appRow.getByRole('button', { name: `編集: ${appName}` }).click()
  await expect(page.getByRole('dialog').getByTestId('api-key-state')).toHaveText('API キー: 設定済み')
  await expect(page.getByRole('dialog').getByLabel('新しい API キー')).toHaveValue('')
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click()

  // The plans list now counts the application as a user of the plan.
  await page.goto(`/admin/plans?q=${planId}`)
  await expect(page.getByRole('row').filter({ hasText: planId })).toContainText(
    'テナント 0・アプリケーション 1',
  )

  // Ban the tenant's owner: they can no longer sign in. Lift the ban: they can.
  await page.getByRole('link', { name: 'ユーザー' }).click()
  await expect(page.getByRole('heading', { name: 'ユーザー', level: 1 })).toBeVisible()
  await search(page, '名前・メールアドレスで検索', owner.email)
  const userRow = page.getByRole('row').filter({ hasText: owner.email })
  await expect(userRow).toContainText('オーナー')
  const openAction = async (item: string) => {
    await userRow.getByRole('button', { name: `${owner.email} の操作` }).click()
    await page.getByRole('menuitem', { name: item }).click()
    return page.getByRole('dialog')
  }
  dialog = await openAction('利用停止')
  await dialog.getByLabel('理由（任意）').fill('E2E の確認')
  await dialog.getByRole('button', { name: '利用停止' }).click()
  await expect(dialog).toBeHidden()
  await expect(userRow).toContainText('利用停止中')
  await expect(userRow).toContainText('E2E の確認')
  expect(await tenantSignInStatus(page, owner)).not.toBe(200)
  dialog = await openAction('利用停止を解除')
  await dialog.getByRole('button', { name: '利用停止を解除' }).click()
  await expect(dialog).toBeHidden()
  await expect(userRow).toContainText('利用中')

  // Reset the password to a generated one, shown once; the owner signs in with it.
  dialog = await openAction('パスワードを再設定')
  await dialog.getByRole('button', { name: '再設定する' }).click()
  const generated = (await dialog.getByTestId('generated-password').textContent())?.trim() ?? ''
  expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/)
  await dialog.getByRole('button', { name: 'パスワードを控えました' }).click()
  await expect(dialog).toBeHidden()
  await context.close()

  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signIn(ownerPage, '/login', { email: owner.email, password: generated })
  await expect(ownerPage).toHaveURL('/')
  expect(await tenantSignInStatus(ownerPage, owner)).not.toBe(200)
  await ownerContext.close()
})
