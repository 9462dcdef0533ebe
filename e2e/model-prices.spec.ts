/**
 * Model prices on /admin/applications in Chromium (issue 18 §2, ADR 028): the system
 * administrator opens an application's prices, sees the model it runs on and where its price
 * comes from, is refused a negative weight in place, sets a price and sees it in the list and in
 * the model's effective price (and in what the API stores); then sets and removes a system
 * default price in the page's own section. Everything goes through the server (no CLI beside
 * it), as an administrator would.
 */
import { signInAsAdministrator } from './support/accounts'
import { expect, test } from './support/test'

type Sheet = { prices: { model: string; inputCreditsPer1k: number; outputCreditsPer1k: number }[] }

test('the administrator prices a model of an application and a system default', async ({ page, baseURL }) => {
  const run = Date.now().toString(36)
  const app = { key: `e2e_price_${run}`, name: `E2E 料金 ${run}`, model: `e2e-model-${run}` }
  /** What the API stores for a scope, read with the administrator's session. */
  const stored = async (scope: string) =>
    ((await (await page.request.get(`/api/admin/model-prices/${scope}`)).json()) as Sheet).prices

  await signInAsAdministrator(page)
  const created = await page.request.post('/api/admin/applications', {
    headers: { origin: baseURL ?? '' },
    data: {
      key: app.key,
      name: app.name,
      themeKey: 'opsai',
      settings: { provider: 'openai-compatible', baseURL: 'http://127.0.0.1:9/v1', model: app.model },
    },
  })
  expect(created.status()).toBe(201)
  await page.goto(`/admin/applications?q=${app.key}`)
  await expect(page.getByRole('heading', { name: 'アプリケーション', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: `「${app.name}」のモデル料金` }).click()
  const dialog = page.getByRole('dialog', { name: `「${app.name}」のモデル料金` })
  const models = dialog.getByRole('table', { name: 'このアプリケーションが使うモデルと料金の一覧' })
  // Before any price of its own the model's price comes from elsewhere, and says where.
  const modelRow = models.getByRole('row').filter({ hasText: app.model })
  await expect(modelRow).toContainText('モデル設定')
  await expect(modelRow).not.toContainText('このアプリケーション')
  await expect(
    dialog.getByText('このアプリケーション独自の料金はありません。', { exact: false }),
  ).toBeVisible()

  // The model it runs on is suggested; a negative weight is refused at its field, nothing stored.
  await expect(dialog.getByLabel('モデル ID', { exact: false })).toHaveValue(app.model)
  await dialog.getByLabel('入力 1,000 トークンあたりのクレジット', { exact: false }).fill('-1')
  await dialog.getByLabel('出力 1,000 トークンあたりのクレジット', { exact: false }).fill('10')
  await dialog.getByRole('button', { name: '料金を保存' }).click()
  await expect(dialog.getByText('0 以上にしてください。')).toBeVisible()
  expect(await stored(app.key)).toEqual([])

  await dialog.getByLabel('入力 1,000 トークンあたりのクレジット', { exact: false }).fill('2.5')
  await dialog.getByRole('button', { name: '料金を保存' }).click()
  await expect(page.getByText(`モデル ${app.model} の料金を保存しました。`, { exact: true })).toBeVisible()
  const own = dialog.getByRole('table', { name: 'このアプリケーションのモデル料金の一覧' })
  const ownRow = own.getByRole('row').filter({ hasText: app.model })
  await expect(ownRow).toContainText('2.5 クレジット')
  await expect(ownRow).toContainText('10 クレジット')
  await expect(modelRow).toContainText('このアプリケーション')
  await expect(modelRow).toContainText('2.5 クレジット')
  expect(await stored(app.key)).toEqual([
    expect.objectContaining({ model: app.model, inputCreditsPer1k: 2.5, outputCreditsPer1k: 10 }),
  ])

  // Opened again, the list is the stored one.
  await dialog.getByRole('button', { name: '閉じる' }).first().click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: `「${app.name}」のモデル料金` }).click()
  await expect(
    page
      .getByRole('table', { name: 'このアプリケーションのモデル料金の一覧' })
      .getByRole('row')
      .filter({ hasText: app.model }),
  ).toContainText('2.5 クレジット')
  await page.keyboard.press('Escape')

  // The system default: a price set in the page's section shows in its list, then goes.
  const section = page.getByRole('region', { name: 'システムの既定のモデル料金' })
  const defaultModel = `e2e-default-${run}`
  await section.getByLabel('モデル ID', { exact: false }).fill(defaultModel)
  await section.getByLabel('入力 1,000 トークンあたりのクレジット', { exact: false }).fill('0.5')
  await section.getByLabel('出力 1,000 トークンあたりのクレジット', { exact: false }).fill('1.25')
  await section.getByRole('button', { name: '料金を保存' }).click()
  const defaultRow = section
    .getByRole('table', { name: 'システムの既定のモデル料金の一覧' })
    .getByRole('row')
    .filter({ hasText: defaultModel })
  await expect(defaultRow).toContainText('1.25 クレジット')
  await section.getByRole('button', { name: `モデル ${defaultModel} の料金を削除` }).click()
  const confirm = page.getByRole('dialog', { name: `モデル「${defaultModel}」の料金を削除しますか？` })
  await confirm.getByRole('button', { name: '削除' }).click()
  // The dialog closes once the server has answered; while it is open the page behind it is hidden
  // from the accessibility tree, so the row would count 0 before anything was deleted.
  await expect(confirm).toBeHidden()
  await expect(defaultRow).toHaveCount(0)
  expect((await stored('default')).some((price) => price.model === defaultModel)).toBe(false)
})
