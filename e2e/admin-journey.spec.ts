/**
 * Issue 8's whole journey in Chromium, in one sitting of the system administrator: a plan, an
 * application on it, a tenant on both (with its owner), a domain, a grant of additional tokens,
 * then an invoice purchase the owner requests on /payment and the administrator confirms. The
 * tenant's balance in its detail rises by exactly the grant and then exactly the pack, and the
 * audit log on /admin shows every one of those changes. The single steps' error paths have their
 * own specs (admin-catalogue-setup, admin-tenants, admin-tokens, payment).
 */

import { ADMIN, opsai, passAdminCodeStep } from './support/accounts'
import { auditLog, auditRows } from './support/audit'
import { waitForHydration } from './support/hydration'
import { expect, type Page, test } from './support/test'

const PACK = { name: '10万クレジット', tokens: 100_000 }
const GRANT = 12_345

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

async function signIn(
  page: Page,
  path: '/login' | '/admin/login',
  credentials: { email: string; password: string },
) {
  await open(page, path)
  await page.getByLabel('メールアドレス').fill(credentials.email)
  await page.getByLabel('パスワード').fill(credentials.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  if (path === '/admin/login') await passAdminCodeStep(page)
  await page.waitForURL(path === '/login' ? '/' : /\/admin\/?$/)
  await page.waitForLoadState('networkidle')
}

/** The balance the tenant's detail on /admin/tenants shows, loaded afresh from the server. */
async function detailBalance(page: Page, slug: string, name: string): Promise<number> {
  await open(page, `/admin/tenants?tenant=${slug}`)
  const balance = page.getByRole('dialog', { name: `テナント: ${name}` }).getByTestId('tenant-balanceNow')
  await expect(balance).toBeVisible()
  return Number(await balance.getAttribute('data-value'))
}

test('plan → application → tenant → domain → grant → invoice purchase, balances and audit', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // The shipped packs, in case this e2e database predates them (idempotent).
  opsai(['seed', 'packs'])
  const run = Date.now().toString(36)
  const plan = { id: `e2e-jplan-${run}`, name: `E2E 通しプラン ${run}`, tokens: 300_000 }
  const app = { key: `e2e_japp_${run}`, name: `E2E 通しアプリ ${run}` }
  const tenant = { slug: `e2e-journey-${run}`, name: `E2E 通しテナント ${run}` }
  const host = `${tenant.slug}.example.test`
  const owner = { email: `owner@${tenant.slug}.test`, password: 'Owner-e2e-Passw0rd!' }

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin, '/admin/login', ADMIN)

  // 1. A plan.
  await open(admin, '/admin/plans')
  await expect(admin.getByRole('heading', { name: 'プラン', level: 1 })).toBeVisible()
  await admin.getByRole('button', { name: 'プランを作成' }).click()
  let dialog = admin.getByRole('dialog')
  await dialog.getByLabel('ID').fill(plan.id)
  await dialog.getByLabel('名前').fill(plan.name)
  await dialog.getByLabel('月間クレジット').fill(String(plan.tokens))
  await dialog.getByLabel('月額（円）').fill('3980')
  await dialog.getByLabel('ユーザー数の上限').fill('10')
  await dialog.getByRole('button', { name: '作成する' }).click()
  await expect(dialog).toBeHidden()
  await open(admin, `/admin/plans?q=${plan.id}`)
  await expect(admin.getByRole('row').filter({ hasText: plan.id })).toContainText(plan.name)

  // 2. An application whose default plan is that plan.
  await open(admin, '/admin/applications')
  await expect(admin.getByRole('heading', { name: 'アプリケーション', level: 1 })).toBeVisible()
  await admin.getByRole('button', { name: 'アプリケーションを作成' }).click()
  dialog = admin.getByRole('dialog')
  await dialog.getByLabel('識別名').fill(app.key)
  await dialog.getByLabel('名前').fill(app.name)
  // Pickers search the server as the administrator types (plans and applications may be thousands).
  await dialog.getByRole('combobox', { name: '既定のプラン' }).fill(plan.id)
  await admin.getByRole('option', { name: `${plan.name} (${plan.id})` }).click()
  await dialog.getByRole('button', { name: '作成する' }).click()
  await expect(dialog).toBeHidden()
  await open(admin, `/admin/applications?q=${app.key}`)
  await expect(admin.getByRole('row').filter({ hasText: app.key })).toContainText(plan.name)

  // 3. A tenant on that application and plan, with its owner.
  await open(admin, '/admin/tenants')
  await expect(admin.getByRole('heading', { name: 'テナント', level: 1 })).toBeVisible()
  await admin.getByRole('button', { name: 'テナントを作成' }).click()
  const form = admin.getByRole('dialog', { name: 'テナントを作成' })
  await form.getByLabel('スラッグ').fill(tenant.slug)
  await form.getByLabel('名前').fill(tenant.name)
  await form.getByRole('combobox', { name: 'アプリケーション' }).fill(app.key)
  await admin.getByRole('option', { name: `${app.name} (${app.key})` }).click()
  await form.getByRole('combobox', { name: 'プラン' }).fill(plan.id)
  await admin.getByRole('option', { name: `${plan.name} (${plan.id})` }).click()
  await form.getByLabel('オーナーのメールアドレス（任意）').fill(owner.email)
  await form.getByLabel('オーナーの初期パスワード（任意）').fill(owner.password)
  await form.getByRole('button', { name: '作成する' }).click()
  await expect(form).toBeHidden()
  await expect(admin).toHaveURL(new RegExp(`tenant=${tenant.slug}`))
  const detail = admin.getByRole('dialog', { name: `テナント: ${tenant.name}` })
  await expect(detail.getByText(app.key, { exact: true })).toBeVisible()
  await expect(detail.getByText(plan.id, { exact: true })).toBeVisible()
  await expect(
    detail.getByRole('row').filter({ hasText: owner.email }).filter({ hasText: 'オーナー' }),
  ).toHaveCount(1)
  // A fresh tenant holds this month's allowance of its plan.
  expect(Number(await detail.getByTestId('tenant-balanceNow').getAttribute('data-value'))).toBe(plan.tokens)

  // 4. A domain mapped to it.
  await detail.getByLabel('ホスト名').fill(host)
  await detail.getByRole('button', { name: '割り当てる' }).click()
  await expect(detail.getByRole('listitem').filter({ hasText: host })).toContainText('プライマリ')

  // 5. Additional credits: the balance in the detail rises by exactly the grant.
  const beforeGrant = await detailBalance(admin, tenant.slug, tenant.name)
  await open(admin, '/admin/additionalTokens')
  const grant = admin.getByRole('region', { name: 'クレジットを付与' })
  await grant.getByLabel('テナント（slug）').fill(tenant.slug)
  await grant.getByLabel('クレジット数').fill(String(GRANT))
  await grant.getByLabel('理由', { exact: false }).fill(`E2E 通し ${run}`)
  await grant.getByRole('button', { name: '付与する' }).click()
  await expect(grant.getByTestId('grant-result')).toContainText(
    `${tenant.name} に 12,345 クレジットを付与しました`,
  )
  const afterGrant = await detailBalance(admin, tenant.slug, tenant.name)
  expect(afterGrant).toBe(beforeGrant + GRANT)

  // 6. The owner requests an invoice purchase: pending, nothing credited yet.
  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signIn(ownerPage, '/login', owner)
  await open(ownerPage, '/payment')
  await expect(ownerPage.getByRole('heading', { name: 'お支払い', level: 1 })).toBeVisible()
  await ownerPage.getByRole('button', { name: `請求書で購入: ${PACK.name}` }).click()
  const request = ownerPage.getByRole('dialog')
  await request.getByLabel('請求先の名称').fill('株式会社E2E 通し 経理部')
  await request.getByLabel('請求先の住所・担当者').fill('東京都千代田区1-1 経理 太郎')
  await request.getByLabel('請求書の送付先メールアドレス').fill(`billing@${tenant.slug}.test`)
  await request.getByRole('button', { name: '申請する' }).click()
  await expect(request).toBeHidden()
  await expect(ownerPage.getByRole('table').getByRole('row').filter({ hasText: PACK.name })).toContainText(
    '処理待ち',
  )
  expect(await detailBalance(admin, tenant.slug, tenant.name)).toBe(afterGrant)

  // 7. The administrator confirms it; the balance rises by exactly the pack.
  await open(admin, '/admin/purchasedTokens?status=pending')
  await expect(admin.getByRole('heading', { name: '購入トークン', level: 1 })).toBeVisible()
  const pending = admin.getByRole('row').filter({ hasText: tenant.name })
  await expect(pending).toContainText('処理待ち')
  await pending.getByRole('button', { name: `確認して付与: ${tenant.name} ${PACK.name}` }).click()
  const confirm = admin.getByRole('dialog')
  await confirm.getByLabel('メモ').fill('入金を確認しました')
  await confirm.getByRole('button', { name: '確認して付与' }).click()
  await expect(confirm).toBeHidden()
  await expect(admin.getByRole('row').filter({ hasText: tenant.name })).toHaveCount(0)
  expect(await detailBalance(admin, tenant.slug, tenant.name)).toBe(afterGrant + PACK.tokens)
  await ownerContext.close()

  // 8. The audit log on /admin, reached from the tenant's detail: the tenant's changes.
  await admin
    .getByRole('dialog', { name: `テナント: ${tenant.name}` })
    .getByRole('link', { name: 'このテナントの監査ログをすべて見る' })
    .click()
  await expect(admin).toHaveURL(new RegExp(`/admin/?\\?tenant=${tenant.slug}`))
  const audit = auditLog(admin)
  for (const action of ['tenant.create', 'domain.map', 'tokens.grant', 'purchase.confirm']) {
    await expect(auditRows(admin, action).first()).toContainText(ADMIN.email)
  }
  await expect(auditRows(admin, 'domain.map')).toContainText(host)
  await expect(auditRows(admin, 'tokens.grant')).toContainText(GRANT.toLocaleString('ja-JP'))
  await expect(auditRows(admin, 'purchase.invoice_request')).toContainText(owner.email)

  // Plans and applications belong to no tenant: filter by this administrator and the action.
  for (const [action, target] of [
    ['plan.create', plan.id],
    ['application.create', app.key],
  ] as const) {
    await audit.getByLabel('テナント（スラッグ）').fill('')
    await audit.getByLabel('実行者').fill(ADMIN.email)
    await audit.getByLabel('操作', { exact: true }).fill(action)
    await audit.getByRole('button', { name: '絞り込む' }).click()
    await expect(admin).toHaveURL(new RegExp(`action=${action.replace('.', '\\.')}`))
    const row = auditRows(admin, action).filter({ hasText: target })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(ADMIN.email)
  }
  await adminContext.close()
})
