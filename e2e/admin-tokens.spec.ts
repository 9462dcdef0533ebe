/**
 * /admin/additionalTokens and /admin/totalUsageSituation in Chromium (issue 8 §5, §6): the system
 * administrator grants a fresh tenant additional tokens, the tenant's balance (read through the
 * CLI, `opsai tokens balance --json`) rises by exactly that, and the grant shows in the history;
 * then the administrator opens the total usage and downloads its CSV.
 */
import { readFile } from 'node:fs/promises'
import { ADMIN, ensureTenantOwner, opsai, signInAsAdministrator } from './support/accounts'
import { expect, test } from './support/test'

function balanceOf(slug: string): number {
  return (JSON.parse(opsai(['tokens', 'balance', slug, '--json'])) as { balance: number }).balance
}

test('the administrator grants additional tokens and downloads the total usage', async ({ page }) => {
  const slug = `e2e-grant-${Date.now().toString(36)}`
  ensureTenantOwner(slug)
  const before = balanceOf(slug)
  const reason = `E2E お詫び ${slug}`

  await signInAsAdministrator(page)
  await page.getByRole('link', { name: '追加クレジット' }).click()
  await expect(page).toHaveURL('/admin/additionalTokens')
  await expect(page.getByRole('heading', { name: '追加クレジット', level: 1 })).toBeVisible()

  const form = page.getByRole('region', { name: 'クレジットを付与' })
  await form.getByLabel('テナント（slug）').fill(`${slug}-missing`)
  await form.getByLabel('クレジット数').fill('12.5')
  await form.getByRole('button', { name: '付与する' }).click()
  await expect(form.getByText('1 以上の整数で入力してください。')).toBeVisible()
  await expect(form.getByText('入力してください。', { exact: true })).toBeVisible()
  await form.getByLabel('クレジット数').fill('12345')
  await form.getByLabel('理由', { exact: false }).fill(reason)
  await form.getByRole('button', { name: '付与する' }).click()
  await expect(form.getByText('このテナントはありません。slug を確認してください。')).toBeVisible()
  expect(balanceOf(slug)).toBe(before)

  await form.getByLabel('テナント（slug）').fill(slug)
  await form.getByRole('button', { name: '付与する' }).click()
  await expect(form.getByTestId('grant-result')).toContainText(
    `E2E ${slug} に 12,345 クレジットを付与しました`,
  )
  expect(balanceOf(slug)).toBe(before + 12_345)

  const history = page.getByRole('region', { name: '付与の履歴' })
  await history.getByLabel('テナントで絞り込み').fill(slug)
  await history.getByRole('button', { name: '絞り込む' }).click()
  await expect(page).toHaveURL(new RegExp(`tenant=${slug}`))
  const row = history.getByRole('row').filter({ hasText: reason })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('12,345')
  await expect(row).toContainText(ADMIN.email)

  await page.getByRole('link', { name: '全体の利用状況' }).click()
  await expect(page).toHaveURL(/\/admin\/totalUsageSituation/)
  await expect(page.getByRole('heading', { name: '全体の利用状況', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'テナントごとの利用' })).toBeVisible()
  await page.getByRole('button', { name: '過去 30 日' }).click()
  await expect(page.getByRole('button', { name: '過去 30 日' })).toHaveAttribute('aria-pressed', 'true')
  const downloading = page.waitForEvent('download')
  await page.getByTestId('total-usage-csv').click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^total-usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv.startsWith('\uFEFF日付 (JST),テナント,テナント名,アプリケーション,')).toBe(true)
})

test('a tenant member cannot grant tokens or read the total usage CSV: 403 in Japanese and English', async ({
  request,
  baseURL,
}) => {
  const slug = `e2e-grant-403-${Date.now().toString(36)}`
  const owner = ensureTenantOwner(slug)
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: owner,
    headers: { origin: baseURL ?? '' },
  })
  expect(signIn.status()).toBe(200)
  const grant = await request.post('/api/admin/tokens/grant', {
    data: { tenant: slug, amount: 1, reason: 'x', submissionId: 'e2e-forbidden-1' },
    headers: { origin: baseURL ?? '' },
  })
  expect(grant.status()).toBe(403)
  expect(await grant.json()).toMatchObject({
    messages: {
      ja: 'この操作はシステム管理者のみ行えます。管理者としてログインしてください。',
      en: 'Only the system administrator can do this. Sign in as the administrator.',
    },
  })
  const csv = await request.get('/api/admin/usage/csv')
  expect(csv.status()).toBe(403)
})
