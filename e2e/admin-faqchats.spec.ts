/**
 * /admin/categories, /admin/faqchats and /admin/customchats in Chromium (issue 8): the
 * administrator creates a category and an FAQ chat in it, adds entries, imports a CSV (a bad
 * one first: refused with its row numbers, nothing written), asks the test box a Japanese
 * question and sees the right entry first; then creates a custom chat, enables it for a tenant,
 * and that tenant's owner opens it.
 */
import { readFileSync } from 'node:fs'
import { ADMIN, ensureTenantOwner, passAdminCodeStep } from './support/accounts'
import { enableChatForTenant } from './support/catalogue'
import { expect, type Page, test } from './support/test'

async function signIn(
  page: Page,
  path: '/login' | '/admin/login',
  credentials: { email: string; password: string },
) {
  await page.goto(path)
  // Typed before hydration, the value would be reset by React.
  await page.waitForLoadState('networkidle')
  await page.getByLabel('メールアドレス').fill(credentials.email)
  await page.getByLabel('パスワード').fill(credentials.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  if (path === '/admin/login') await passAdminCodeStep(page)
  await page.waitForURL(path === '/login' ? '/' : /\/admin\/?$/)
  await page.waitForLoadState('networkidle')
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const csv = (rows: string[][]) =>
  Buffer.from(
    `\uFEFF${rows.map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n')}\r\n`,
  )

test('an administrator builds an FAQ chat, imports a CSV, tests retrieval and enables a custom chat', async ({
  browser,
}) => {
  // One journey through three pages and two sign-ins.
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const categoryId = `e2e-cat-${run}`
  const categoryName = `E2Eカテゴリ ${run}`
  const faqKeyword = `e2e-faq-${run}`
  const faqName = `E2E FAQ ${run}`
  const customKeyword = `e2e-custom-${run}`
  const customName = `E2E 議事録 ${run}`
  const tenantSlug = 'e2e-catalogue-tenant'
  const owner = ensureTenantOwner(tenantSlug)

  const adminContext = await browser.newContext()
  const page = await adminContext.newPage()
  await signIn(page, '/admin/login', ADMIN)

  // A category: a bad id is refused under its field, then it is created.
  await page.getByRole('link', { name: 'カテゴリ', exact: true }).click()
  await expect(page).toHaveURL('/admin/categories')
  await page.getByRole('button', { name: 'カテゴリを追加' }).click()
  const categoryForm = page.getByRole('dialog', { name: 'カテゴリを追加' })
  await categoryForm.getByLabel('ID').fill('Bad Id')
  await categoryForm.getByLabel('名前').fill(categoryName)
  await categoryForm.getByRole('button', { name: '作成' }).click()
  await expect(categoryForm.getByText('英小文字・数字・-・_ で指定してください')).toBeVisible()
  await categoryForm.getByLabel('ID').fill(categoryId)
  await categoryForm.getByRole('button', { name: '作成' }).click()
  await expect(categoryForm).toBeHidden()
  await page.getByRole('searchbox', { name: '検索' }).fill(categoryId)
  await expect(page.getByRole('cell', { name: categoryName, exact: true })).toBeVisible()

  // An FAQ chat in that category.
  await page.getByRole('link', { name: 'FAQチャット', exact: true }).click()
  await expect(page).toHaveURL('/admin/faqchats')
  await page.getByRole('button', { name: 'チャットを追加' }).click()
  const chatForm = page.getByRole('dialog', { name: 'チャットを追加' })
  await chatForm.getByLabel('キーワード').fill(faqKeyword)
  await chatForm.getByLabel('名前').fill(faqName)
  await choose(page, chatForm, 'カテゴリ', categoryName)
  await chatForm.getByRole('button', { name: '作成' }).click()
  await expect(chatForm).toBeHidden()
  await page.getByRole('searchbox', { name: '検索' }).fill(faqKeyword)
  await page.getByRole('button', { name: `FAQ: ${faqName}` }).click()
  const panel = page.getByRole('region', { name: `「${faqName}」の FAQ` })
  await expect(panel.getByText('FAQ エントリーはありません。')).toBeVisible()

  // Two entries by hand.
  for (const [question, answer] of [
    ['請求書・領収書の発行について', '「お支払い」から過去の請求書と領収書を PDF でダウンロードできます。'],
    ['解約の手続き', '「プラン設定」の一番下にある「解約する」から手続きできます。'],
  ] as const) {
    await panel.getByRole('button', { name: 'エントリーを追加' }).click()
    const entryForm = page.getByRole('dialog', { name: 'FAQ エントリーを追加' })
    await entryForm.getByLabel('質問').fill(question)
    await entryForm.getByLabel('回答').fill(answer)
    await entryForm.getByRole('button', { name: '作成' }).click()
    await expect(entryForm).toBeHidden()
  }
  await expect(panel.getByRole('cell', { name: '解約の手続き', exact: true })).toBeVisible()

  // A CSV with a bad row is refused as a whole, naming the rows; nothing is added.
  const fileInput = panel.getByLabel('CSV または XLSX ファイル')
  await fileInput.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['question', 'answer'],
      ['良い行', '回答'],
      ['', '質問がない行'],
      ['回答がない行', ''],
    ]),
  })
  await choose(page, panel, '取り込み方法', '追加（今のエントリーの後ろに加える）')
  await panel.getByRole('button', { name: '内容を確認' }).click()
  const errors = panel.getByRole('table', { name: 'ファイルの誤り' })
  await expect(errors.getByRole('row', { name: /^3 質問 質問が空です。/ })).toBeVisible()
  await expect(errors.getByRole('row', { name: /^4 回答 回答が空です。/ })).toBeVisible()
  await expect(panel.getByRole('cell', { name: '良い行' })).toHaveCount(0)

  // A good CSV (quotes, commas, line breaks, Japanese) is appended.
  await fileInput.setInputFiles({
    name: 'faq.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['質問', '回答'],
      [
        'パスワードの再設定方法',
        'ログイン画面の「パスワードをお忘れの方」を押し、\n登録済みのメールアドレスを入力してください。',
      ],
      [
        '料金プランを変更するには？',
        'オーナーが「プラン設定」から変更できます。"上位プラン"は即時、下位プランは翌月から。',
      ],
    ]),
  })
  await panel.getByRole('button', { name: '内容を確認' }).click()
  await expect(panel.getByText('取り込むと、今の 2 件の後ろに加わり、合計 4 件になります。')).toBeVisible()
  await panel.getByRole('button', { name: '取り込む' }).click()
  await expect(panel.getByRole('status')).toHaveText('2 件を取り込みました（合計 4 件）。')
  await expect(panel.getByRole('cell', { name: 'パスワードの再設定方法', exact: true })).toBeVisible()

  // Export gives the four entries back as UTF-8 CSV with a BOM (and a column for alternate wordings).
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'CSV を書き出す' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`faq-${faqKeyword}.csv`)
  const exported = readFileSync(await file.path(), 'utf8')
  expect(exported.startsWith('\uFEFFquestion,answer,alternate_question_1\r\n')).toBe(true)
  expect(exported).toContain(
    '"オーナーが「プラン設定」から変更できます。""上位プラン""は即時、下位プランは翌月から。"',
  )
  await expect(panel.getByRole('status')).toHaveText('4 件を書き出しました。')

  // The test box: a Japanese question finds the password entry first.
  await panel.getByLabel('テストする質問').fill('パスワードを忘れてしまいました。どうすればいいですか？')
  await panel.getByRole('button', { name: 'テスト', exact: true }).click()
  const result = panel.getByTestId('faq-test-result')
  await expect(result.getByText('このチャットは次の FAQ をもとに回答します。')).toBeVisible()
  await expect(result.getByText(/しきい値 0.12/)).toBeVisible()
  await expect(
    result.getByRole('list', { name: '回答に使う FAQ' }).getByRole('listitem').first(),
  ).toContainText('パスワードの再設定方法')

  // A custom chat, enabled, switched on for a tenant.
  await page.getByRole('link', { name: 'カスタムチャット', exact: true }).click()
  await expect(page).toHaveURL('/admin/customchats')
  // The URL changes before the new page replaces the FAQ chats page, which has the same button.
  await expect(page.getByRole('heading', { level: 1, name: 'カスタムチャット' })).toBeVisible()
  await page.getByRole('button', { name: 'チャットを追加' }).click()
  const customForm = page.getByRole('dialog', { name: 'チャットを追加' })
  await customForm.getByLabel('キーワード').fill(customKeyword)
  await customForm.getByLabel('名前').fill(customName)
  await customForm.getByLabel('説明').fill('会議のメモから議事録を作成します。')
  await customForm.getByLabel('入力例').fill('今日の定例会議のメモを整理して')
  await customForm.getByRole('button', { name: '作成' }).click()
  await expect(customForm).toBeHidden()
  await page.getByRole('searchbox', { name: '検索' }).fill(customKeyword)
  const row = page.getByRole('row').filter({ hasText: customKeyword })
  await expect(row.getByRole('cell', { name: '有効', exact: true })).toBeVisible()
  await enableChatForTenant(page, customName, tenantSlug)
  await adminContext.close()

  // The tenant's owner opens the new chat, with its description and input hint.
  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signIn(ownerPage, '/login', owner)
  await ownerPage.goto(`/customchat/${customKeyword}`)
  await expect(ownerPage.getByText('会議のメモから議事録を作成します。')).toBeVisible()
  await expect(ownerPage.getByRole('button', { name: '今日の定例会議のメモを整理して' })).toBeVisible()
  await ownerContext.close()
})
