/**
 * Plans are paid for (issue 18, ADR 029), in Chromium: a free registrant chooses a larger plan and
 * keeps the free one until it is paid.
 *
 * - Invoice path, on the suite's server (no Stripe keys): the request waits on /payment, the
 *   system administrator approves it at /admin/purchasedTokens, then the owner is on the new plan
 *   with this month topped up to its allowance.
 * - Stripe path, on a second server started here with Stripe keys and the local stand-in for
 *   Stripe's API: the owner is sent to the stand-in's checkout page, pays, comes back to /payment
 *   still on the free plan; a tampered webhook changes nothing, the signed one changes the plan.
 *
 * Both screens and the console list are captured and audited at 1280 and 390 px in Japanese and
 * English, in the two applications' themes.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type StripeTestServer,
  startStripeTestServer,
} from '../app/server/payment/testing/stripe-test-server'
import { type OpsaiServer, startOpsaiServer } from '../resilience/support/opsai-server'
import { ADMIN, passAdminCodeStep } from './support/accounts'
import { waitForHydration } from './support/hydration'
import { screensOf } from './support/screens'
import { expect, type Page, test } from './support/test'

const PASSWORD = 'Register-Passw0rd!'

/** Registers a new organisation through /freeRegist/{ai_type} and lands on its home page. */
async function register(page: Page, base: string, app: string, organisation: string) {
  const email = `plan-${Date.now().toString(36)}@e2e.test`
  await page.goto(`${base}/freeRegist/${app}`)
  await waitForHydration(page)
  await page.getByLabel('組織名').fill(organisation)
  await page.getByLabel('お名前').fill('プラン 太郎')
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByLabel(/パスワード/).fill(PASSWORD)
  await page.getByRole('button', { name: '登録する' }).click()
  await page.waitForURL(/\/freeRegist\/thanks$/)
}

async function openPayment(page: Page, base: string) {
  await page.goto(`${base}/payment`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'お支払い', level: 1 })).toBeVisible()
}

const balanceOf = async (page: Page) =>
  Number(await page.getByTestId('payment-balance').getAttribute('data-value'))

test('invoice path: the plan stays until the system administrator approves the request', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000)
  const base = baseURL ?? ''
  const organisation = `プラン請求テスト ${Date.now().toString(36)}`
  const owner = await browser.newContext()
  const ownerPage = await owner.newPage()
  await register(ownerPage, base, 'hirameki_ai', organisation)
  await openPayment(ownerPage, base)
  await expect(ownerPage.getByTestId('current-plan')).toHaveText('フリー')
  const before = await balanceOf(ownerPage)

  const standard = ownerPage.getByTestId('plan-standard')
  await expect(standard).toContainText('請求書で申し込み、システム管理者が入金を確認した後に切り替わります。')
  await standard.getByRole('button', { name: '請求書で申し込む: スタンダード' }).click()
  const dialog = ownerPage.getByRole('dialog')
  await dialog.getByLabel('請求先の名称').fill(`${organisation} 経理部`)
  await dialog.getByLabel('請求先の住所・担当者').fill('東京都千代田区1-1 経理 花子')
  await dialog.getByRole('button', { name: '申し込む' }).click()
  await expect(dialog).toBeHidden()
  const pending = ownerPage.getByTestId('pending-plan-change')
  await expect(pending).toContainText('「フリー」→「スタンダード」')
  await expect(pending).toContainText('システム管理者の確認待ち')
  await ownerPage.reload()
  await expect(ownerPage.getByTestId('current-plan')).toHaveText('フリー')
  expect(await balanceOf(ownerPage)).toBe(before)
  expect(await screensOf(ownerPage, 'payment-invoice-pending', testInfo)).toEqual([])

  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await adminPage.goto('/admin/login')
  await adminPage.getByLabel('メールアドレス').fill(ADMIN.email)
  await adminPage.getByLabel('パスワード').fill(ADMIN.password)
  await adminPage.getByRole('button', { name: 'サインイン' }).click()
  await passAdminCodeStep(adminPage)
  await adminPage.waitForURL(/\/admin\/?$/)
  await adminPage.goto('/admin/purchasedTokens?status=pending')
  const changes = adminPage.getByRole('table', { name: 'プラン変更の申請の一覧' })
  const row = changes.getByRole('row').filter({ hasText: organisation })
  await expect(row).toContainText('プラン変更')
  await expect(row).toContainText('フリー → スタンダード')
  await expect(row).toContainText('承認待ち')
  expect(await screensOf(adminPage, 'console-plan-changes', testInfo)).toEqual([])
  await row.getByRole('button', { name: `承認: ${organisation} フリー → スタンダード` }).click()
  const approve = adminPage.getByRole('dialog')
  await approve.getByLabel('メモ').fill('入金を確認しました')
  await approve.getByRole('button', { name: '承認してプランを変更' }).click()
  await expect(approve).toBeHidden()
  await expect(changes.getByRole('row').filter({ hasText: organisation })).toHaveCount(0)

  await ownerPage.reload()
  await expect(ownerPage.getByTestId('current-plan')).toHaveText('スタンダード')
  await expect(ownerPage.getByTestId('pending-plan-change')).toHaveCount(0)
  // This month: the free plan's 50,000 topped up to the standard plan's 1,000,000.
  expect(await balanceOf(ownerPage)).toBe(before + 950_000)
  await owner.close()
  await admin.close()
})

test.describe('Stripe path', () => {
  let stripe: StripeTestServer
  let server: OpsaiServer

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    stripe = await startStripeTestServer()
    server = await startOpsaiServer({
      dataDir: mkdtempSync(join(tmpdir(), 'opsai-e2e-stripe-')),
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        OPSAI_STRIPE_API_BASE: stripe.url,
      },
      startTimeoutMs: 200_000,
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await stripe?.close()
  })

  const deliver = (payload: string, signature: string) =>
    fetch(`${server.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })

  test('the owner pays at the stand-in; only the signed webhook changes the plan', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000)
    const context = await browser.newContext()
    const page = await context.newPage()
    await register(page, server.url, 'fortuna', `プランカードテスト ${Date.now().toString(36)}`)
    await openPayment(page, server.url)
    await expect(page.getByTestId('current-plan')).toHaveText('フリー')
    const before = await balanceOf(page)
    expect(await screensOf(page, 'payment-plans-stripe', testInfo)).toEqual([])

    const standard = page.getByTestId('plan-standard')
    await expect(standard).toContainText('カードで今すぐ支払い、決済の確認後に切り替わります')
    await standard.getByRole('button', { name: 'カードで支払う: スタンダード' }).click()
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`))
    await expect(page.getByTestId('checkout-amount')).toHaveText('¥9,800 / month')
    const sessionId = new URL(page.url()).pathname.split('/').pop() ?? ''
    expect(stripe.sessions.get(sessionId)).toMatchObject({ mode: 'subscription', amount_total: 9_800 })

    await page.getByRole('button', { name: 'Pay ¥9,800' }).click()
    await page.waitForURL(/\/payment\?checkout=success&for=plan/)
    await waitForHydration(page)
    await expect(page.getByTestId('checkout-return')).toHaveText(
      'お支払いの手続きが終わりました。プランは、Stripe からお支払いの確認が届いた時点で切り替わります。',
    )
    await expect(page.getByTestId('current-plan')).toHaveText('フリー')
    await expect(page.getByTestId('pending-plan-change')).toContainText('お支払い待ち')
    expect(await screensOf(page, 'payment-awaiting-stripe', testInfo)).toEqual([])

    const paid = stripe.event('checkout.session.completed', sessionId)
    const tampered = await deliver(paid.replace('"amount_total":9800', '"amount_total":1'), stripe.sign(paid))
    expect(tampered.status).toBe(400)
    await page.reload()
    await expect(page.getByTestId('current-plan')).toHaveText('フリー')

    const genuine = await deliver(paid, stripe.sign(paid))
    expect(await genuine.json()).toMatchObject({ received: true, outcome: 'applied' })
    const again = await deliver(paid, stripe.sign(paid))
    expect(await again.json()).toMatchObject({ outcome: 'already-applied' })
    const invoiceId = [...stripe.invoices.keys()].at(-1) ?? ''
    const invoicePaid = stripe.objectEvent('invoice.paid', invoiceId)
    expect(await (await deliver(invoicePaid, stripe.sign(invoicePaid))).json()).toMatchObject({
      outcome: 'already-granted',
    })

    await page.goto(`${server.url}/payment`)
    await waitForHydration(page)
    await expect(page.getByTestId('current-plan')).toHaveText('スタンダード')
    await expect(page.getByTestId('pending-plan-change')).toHaveCount(0)
    expect(await balanceOf(page)).toBe(before + 950_000)
    await context.close()
  })
})
