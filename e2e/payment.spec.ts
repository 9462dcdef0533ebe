/**
 * /payment and /admin/purchasedTokens in Chromium (issue 7): without Stripe keys the e2e server
 * takes invoice requests. An owner of a fresh tenant requests an invoice for a pack (pending, the
 * balance unchanged); the system administrator confirms it in the console; the owner's balance
 * rises by exactly the pack. The Stripe webhook is covered over HTTP by the integration tests
 * (app/server/payment/stripe-webhook.server.test.ts).
 */

import { ADMIN, ensureTenantOwner, opsai, passAdminCodeStep } from './support/accounts'
import { waitForHydration } from './support/hydration'
import { expect, type Page, test } from './support/test'

const PACK = { name: '10万クレジット', tokens: 100_000 }

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

async function balanceOn(page: Page): Promise<number> {
  const value = await page.getByTestId('payment-balance').getAttribute('data-value')
  return Number(value)
}

test('an invoice request credits the pack only after the administrator confirms it', async ({ browser }) => {
  // The shipped packs, in case this e2e database predates them (idempotent).
  opsai(['seed', 'packs'])
  const slug = `e2e-pay-${Date.now().toString(36)}`
  const owner = ensureTenantOwner(slug)
  const tenantName = `E2E ${slug}`

  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signIn(ownerPage, '/login', owner)
  await ownerPage.getByRole('link', { name: 'お支払い' }).click()
  await expect(ownerPage).toHaveURL('/payment')
  await expect(ownerPage.getByRole('heading', { name: 'お支払い', level: 1 })).toBeVisible()
  const before = await balanceOn(ownerPage)

  await ownerPage.getByRole('button', { name: `請求書で購入: ${PACK.name}` }).click()
  const dialog = ownerPage.getByRole('dialog')
  await dialog.getByRole('button', { name: '申請する' }).click()
  await expect(dialog.getByText('入力してください。').first()).toBeVisible()
  await dialog.getByLabel('請求先の名称').fill('株式会社E2E 経理部')
  await dialog.getByLabel('請求先の住所・担当者').fill('東京都千代田区1-1 経理 太郎')
  await dialog.getByLabel('請求書の送付先メールアドレス').fill('not-an-address')
  await dialog.getByRole('button', { name: '申請する' }).click()
  await expect(dialog.getByText('メールアドレスの形式で入力してください。')).toBeVisible()
  await dialog.getByLabel('請求書の送付先メールアドレス').fill(`billing@${slug}.test`)
  await dialog.getByRole('button', { name: '申請する' }).click()
  await expect(dialog).toBeHidden()
  const history = ownerPage.getByRole('table')
  await expect(history.getByRole('row').filter({ hasText: PACK.name })).toContainText('処理待ち')
  expect(await balanceOn(ownerPage)).toBe(before)

  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await signIn(adminPage, '/admin/login', ADMIN)
  await adminPage.goto('/admin/purchasedTokens?status=pending')
  await expect(adminPage.getByRole('heading', { name: '購入トークン', level: 1 })).toBeVisible()
  await waitForHydration(adminPage)
  const row = adminPage.getByRole('row').filter({ hasText: tenantName })
  await expect(row).toContainText('処理待ち')
  await row.getByRole('button', { name: `確認して付与: ${tenantName} ${PACK.name}` }).click()
  const confirm = adminPage.getByRole('dialog')
  await confirm.getByLabel('メモ').fill('入金を確認しました')
  await confirm.getByRole('button', { name: '確認して付与' }).click()
  await expect(confirm).toBeHidden()
  // Confirmed requests leave the pending filter; the full list shows it confirmed.
  await expect(adminPage.getByRole('row').filter({ hasText: tenantName })).toHaveCount(0)
  await adminPage.goto('/admin/purchasedTokens')
  await expect(adminPage.getByRole('row').filter({ hasText: tenantName }).first()).toContainText('確認済み')

  await ownerPage.reload()
  await expect(ownerPage.getByRole('table').getByRole('row').filter({ hasText: PACK.name })).toContainText(
    '確認済み',
  )
  expect(await balanceOn(ownerPage)).toBe(before + PACK.tokens)

  await ownerContext.close()
  await adminContext.close()
})
