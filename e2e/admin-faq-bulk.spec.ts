/**
 * FAQ in bulk and the loop that improves it (issue 17 §7) in Chromium: the administrator checks
 * and imports an Excel file with alternate wordings, sees the entries, exports CSV and XLSX;
 * a tenant's member asks the FAQ chat something it cannot answer; the administrator finds the
 * question under "questions to improve", gets a model-drafted answer (the local model server),
 * edits and approves it, and the question is answered from then on.
 */
import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { ADMIN, passAdminCodeStep } from './support/accounts'
import { enableChatForTenant } from './support/catalogue'
import { enqueue, ensureModelTenant, lastReply, open, send, signIn } from './support/chat'
import { expect, type Page, test } from './support/test'

async function signInAdmin(page: Page) {
  await open(page, '/admin/login')
  await page.getByLabel('メールアドレス').fill(ADMIN.email)
  await page.getByLabel('パスワード').fill(ADMIN.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await passAdminCodeStep(page)
  await page.waitForURL(/\/admin\/?$/)
}

async function workbook(rows: string[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('FAQ')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

test('an Excel FAQ with alternate wordings is imported and exported, and an unanswered question becomes an entry', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  const keyword = `e2e-bulk-${run}`
  const name = `E2E 一括FAQ ${run}`
  const tenantSlug = 'e2e-faq-bulk'
  const owner = ensureModelTenant(tenantSlug)

  const adminContext = await browser.newContext({ acceptDownloads: true })
  const page = await adminContext.newPage()
  await signInAdmin(page)
  await open(page, '/admin/faqchats')
  await page.getByRole('button', { name: 'チャットを追加' }).click()
  const chatForm = page.getByRole('dialog', { name: 'チャットを追加' })
  await chatForm.getByLabel('キーワード').fill(keyword)
  await chatForm.getByLabel('名前').fill(name)
  await chatForm.getByRole('button', { name: '作成' }).click()
  await expect(chatForm).toBeHidden()
  await page.getByRole('searchbox', { name: '検索' }).fill(keyword)

  // Enabled for the tenant whose application answers from the local model server.
  await enableChatForTenant(page, name, tenantSlug)

  await page.getByRole('button', { name: `FAQ: ${name}` }).click()
  const panel = page.getByRole('region', { name: `「${name}」の FAQ` })

  // An Excel file with Japanese headers, wordings in numbered columns and a note column.
  await panel.getByLabel('CSV または XLSX ファイル').setInputFiles({
    name: 'faq.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([
      ['質問', '回答', '言い換え1', '言い換え2', 'メモ'],
      [
        'パスワードの再設定方法',
        'ログイン画面の「パスワードをお忘れの方」から再設定できます。',
        'パスワードを忘れた',
        'ログインできない',
        '社内用',
      ],
      ['請求書・領収書の発行について', '「お支払い」から PDF を\nダウンロードできます。', '', '', ''],
    ]),
  })
  await panel.getByRole('button', { name: '内容を確認' }).click()
  const check = panel.getByTestId('faq-import-check')
  await expect(
    check.getByText('XLSX の 2 件を取り込めます（言い換えのあるエントリー 1 件、言い換え 2 件）。'),
  ).toBeVisible()
  await expect(check.getByText('次の列は読みません: メモ')).toBeVisible()
  await check.getByRole('button', { name: '取り込む' }).click()
  await expect(panel.getByRole('status').filter({ hasText: '件を取り込みました' })).toHaveText(
    '2 件を取り込みました（合計 2 件）。',
  )
  await expect(panel.getByRole('cell', { name: /パスワードの再設定方法/ })).toContainText('言い換え 2 件')

  // Both exports carry the wordings; the CSV has a BOM for Excel.
  const csvDownload = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'CSV を書き出す' }).click()
  const csvFile = await csvDownload
  expect(csvFile.suggestedFilename()).toBe(`faq-${keyword}.csv`)
  const csv = readFileSync(await csvFile.path(), 'utf8')
  expect(csv.startsWith('\uFEFFquestion,answer,alternate_question_1,alternate_question_2\r\n')).toBe(true)
  expect(csv).toContain(
    'パスワードの再設定方法,ログイン画面の「パスワードをお忘れの方」から再設定できます。,パスワードを忘れた,ログインできない',
  )
  const xlsxDownload = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Excel（XLSX）を書き出す' }).click()
  const xlsxFile = await xlsxDownload
  expect(xlsxFile.suggestedFilename()).toBe(`faq-${keyword}.xlsx`)
  const exported = new ExcelJS.Workbook()
  await exported.xlsx.load(readFileSync(await xlsxFile.path()).buffer as ArrayBuffer)
  expect(exported.worksheets[0]?.getRow(3).getCell(2).text).toBe(
    '「お支払い」から PDF を\nダウンロードできます。',
  )

  // A member asks what the FAQ does not answer.
  const question = `退会したいのですが ${run}`
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await signIn(member, owner)
  await open(member, `/faqchat/${keyword}`)
  await enqueue(request, { text: 'FAQ には該当する回答がありません。' })
  await send(member, question)
  await expect(lastReply(member)).toContainText('FAQ には該当する回答がありません。')
  await memberContext.close()

  // The administrator sees it to improve, and the model drafts an answer.
  await page.reload()
  await page.getByRole('searchbox', { name: '検索' }).fill(keyword)
  await page.getByRole('button', { name: `FAQ: ${name}` }).click()
  const improve = panel.getByRole('table', { name: '改善候補の一覧' })
  const candidate = improve.getByRole('row').filter({ hasText: question })
  await expect(candidate).toContainText(`E2E ${tenantSlug}`)
  await expect(candidate).toContainText('未回答（1 回）')
  await enqueue(request, { text: '「プラン設定」の「解約する」から退会できます。' })
  await candidate.getByRole('button', { name: `「${question}」の FAQ エントリを作成` }).click()
  const draft = page.getByRole('dialog', { name: 'FAQ エントリを作成' })
  await expect(draft.getByText(/モデル「e2e-model」の下書きです/)).toBeVisible()
  await expect(draft.getByLabel('回答')).toHaveValue('「プラン設定」の「解約する」から退会できます。')
  await draft.getByLabel('質問').fill('退会の方法')
  await draft.getByRole('button', { name: '登録' }).click()
  await expect(draft).toBeHidden()
  await expect(panel.getByRole('cell', { name: /退会の方法/ })).toContainText('言い換え 1 件')
  await expect(candidate).toContainText('今は回答できます')

  // The retrieval test finds the new entry for what the member typed.
  await panel.getByLabel('テストする質問').fill(question)
  await panel.getByRole('button', { name: 'テスト', exact: true }).click()
  await expect(
    panel
      .getByTestId('faq-test-result')
      .getByRole('list', { name: '回答に使う FAQ' })
      .getByRole('listitem')
      .first(),
  ).toContainText('退会の方法')
  await adminContext.close()
})
