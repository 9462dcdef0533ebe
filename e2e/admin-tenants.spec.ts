/**
 * /admin and /admin/tenants in Chromium (issue 8): the system administrator creates a tenant
 * (a bad slug first: its field error), maps a domain (a host of another tenant first: refused),
 * finds the tenant by searching its domain, suspends and resumes it, reads its balance in the
 * detail, and finds every one of those changes in the audit log on /admin.
 */

import { ADMIN, opsai, passAdminCodeStep } from './support/accounts'
import { auditRows } from './support/audit'
import { expect, test } from './support/test'

test('an administrator manages a tenant from the console, audited', async ({ page }) => {
  const slug = `e2e-adm-${Date.now().toString(36)}`
  const name = `E2E 管理 ${slug}`
  const host = `${slug}.example.test`
  const takenHost = (JSON.parse(opsai(['domains', 'list', '--json'])) as { hostname: string }[])[0]?.hostname

  await page.goto('/admin/login')
  await page.getByLabel('メールアドレス').fill(ADMIN.email)
  await page.getByLabel('パスワード').fill(ADMIN.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await passAdminCodeStep(page)
  await page.waitForURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: '管理コンソール', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'テナント', exact: true }).click()
  await expect(page).toHaveURL('/admin/tenants')
  await expect(page.getByRole('heading', { name: 'テナント', level: 1 })).toBeVisible()

  // Create: the server's field error first, then the tenant.
  await page.getByRole('button', { name: 'テナントを作成' }).click()
  const form = page.getByRole('dialog', { name: 'テナントを作成' })
  await form.getByLabel('スラッグ').fill('Bad Slug')
  await form.getByLabel('名前').fill(name)
  // The application picker searches the server as the administrator types.
  await form.getByRole('combobox', { name: 'アプリケーション' }).fill('hirameki_ai')
  await page.getByRole('option', { name: /\(hirameki_ai\)/ }).click()
  await form.getByRole('button', { name: '作成する' }).click()
  await expect(form.getByText('英小文字・数字・ハイフンで63文字以内')).toBeVisible()
  await form.getByLabel('スラッグ').fill(slug)
  await form.getByRole('button', { name: '作成する' }).click()
  await expect(form).toBeHidden()

  // The new tenant's detail opens: its balance is this month's plan allowance.
  await expect(page).toHaveURL(new RegExp(`tenant=${slug}`))
  const detail = page.getByRole('dialog', { name: `テナント: ${name}` })
  await expect(detail.getByTestId('tenant-balanceNow')).toBeVisible()
  expect(Number(await detail.getByTestId('tenant-balanceNow').getAttribute('data-value'))).toBeGreaterThan(0)

  // Map a domain: another tenant's host is refused under the field; a new one is mapped.
  if (takenHost) {
    await detail.getByLabel('ホスト名').fill(takenHost)
    await detail.getByRole('button', { name: '割り当てる' }).click()
    await expect(detail.getByText('は別のテナントに割り当て済みです', { exact: false })).toBeVisible()
  }
  await detail.getByLabel('ホスト名').fill(host.toUpperCase())
  await detail.getByRole('button', { name: '割り当てる' }).click()
  await expect(detail.getByRole('listitem').filter({ hasText: host })).toContainText('プライマリ')

  // Suspend (after confirming) and resume.
  await detail.getByRole('button', { name: '停止する' }).click()
  const confirmSuspend = page.getByRole('dialog', { name: `${name} を停止しますか？` })
  await confirmSuspend.getByRole('button', { name: '停止する' }).click()
  await expect(confirmSuspend).toBeHidden()
  await expect(detail.getByText('停止中')).toBeVisible()
  await detail.getByRole('button', { name: '再開する' }).click()
  const confirmResume = page.getByRole('dialog', { name: `${name} を再開しますか？` })
  await confirmResume.getByRole('button', { name: '再開する' }).click()
  await expect(confirmResume).toBeHidden()
  await expect(detail.getByText('有効', { exact: true })).toBeVisible()
  await detail.getByRole('button', { name: '閉じる' }).first().click()
  await expect(detail).toBeHidden()
  await expect(page).not.toHaveURL(/tenant=/)

  // The list finds it by its domain, on the server.
  await page.getByRole('searchbox', { name: '検索' }).fill(host)
  await page.getByRole('button', { name: '検索', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${slug}`))
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText(host)
  await expect(row).toContainText('有効')
  await expect(page.getByRole('row')).toHaveCount(2)
  await row.getByRole('button', { name: `詳細: ${name}` }).click()
  await expect(detail.getByTestId('tenant-balanceNow')).toBeVisible()
  await detail.getByRole('link', { name: 'このテナントの監査ログをすべて見る' }).click()

  // /admin's audit log, filtered to the tenant: every change by this administrator.
  await expect(page).toHaveURL(new RegExp(`/admin/?\\?tenant=${slug}`))
  for (const [action, words] of [
    ['tenant.create', 'テナントを作成'],
    ['domain.map', 'ドメインを割り当て'],
    ['tenant.suspend', 'テナントを停止'],
    ['tenant.resume', 'テナントを再開'],
  ] as const) {
    const row = auditRows(page, action).first()
    await expect(row).toContainText(ADMIN.email)
    await expect(row).toContainText(words)
  }
  await expect(auditRows(page, 'domain.map')).toContainText(host)
})
