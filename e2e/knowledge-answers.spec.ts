/**
 * Issue 17's "done when", in Chromium: a tenant owner uploads a Japanese PDF whose fonts are not
 * embedded and a DOCX on /knowledge, attaches the base to a chat, and a member's question that
 * only those files answer gets a reply citing the file and page — from the offline provider,
 * and from a configured model (the local OpenAI-compatible test server), whose prompt carries
 * the passage. A citation opens the viewer at the cited passage.
 */
import { readFileSync } from 'node:fs'
import { minimalDocx } from '../app/server/knowledge/parsing/testing/office-files'
import { demoMember, opsai } from './support/accounts'
import { enqueue, ensureModelTenant, lastReply, MODEL_SERVER, open, send, signIn } from './support/chat'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 240_000 })

const PDF = readFileSync(
  new URL('../app/server/knowledge/parsing/testing/nonembedded-ja.pdf', import.meta.url),
)
const DOCX = Buffer.from(
  minimalDocx([
    { heading: 1, text: '経費精算規程' },
    { text: '出張の経費精算は、帰着後14日以内に精算システムから申請する。' },
  ]),
)

test('an owner uploads a Japanese PDF and a DOCX; a member gets an offline reply citing file and page', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36)
  const pdfName = `返品案内-${suffix}.pdf`
  await signIn(page, demoMember('hirameki', 'owner'))
  await open(page, '/knowledge')
  await page.getByRole('button', { name: 'ナレッジベースを作成' }).first().click()
  const create = page.getByRole('dialog')
  await create.getByLabel('名前').fill(`規程 ${suffix}`)
  await create.getByRole('button', { name: 'ナレッジベースを作成' }).click()
  await expect(create).toHaveCount(0)
  await page.getByLabel('ファイルを選択', { exact: true }).setInputFiles([
    { name: pdfName, mimeType: 'application/pdf', buffer: PDF },
    {
      name: `経費精算規程-${suffix}.docx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: DOCX,
    },
  ])
  const table = page.getByTestId('knowledge-base-panel').getByRole('table')
  for (const name of [pdfName, `経費精算規程-${suffix}.docx`]) {
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('完了', { timeout: 60_000 })
  }
  // The PDF's two pages were read (its Japanese text needs pdf.js's CMaps).
  await expect(table.getByRole('row').filter({ hasText: pdfName })).toContainText('2')

  await page.getByRole('button', { name: 'チャットを関連付け' }).click()
  const chat = page.getByRole('dialog').getByRole('checkbox', { name: /ビジネスメール作成/ })
  await chat.click()
  await expect(chat).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).last().click()

  // A member of the tenant asks the chat.
  const context = await browser.newContext()
  const member = await context.newPage()
  await signIn(member, demoMember('hirameki', 'member'))
  await open(member, '/customchat/business-mail')
  await send(member, '返品は何日以内ですか？')
  const reply = lastReply(member)
  await expect(reply).toContainText('【オフライン応答】', { timeout: 30_000 })
  await expect(reply).toContainText('返品は30日以内')
  const citation = reply.getByTestId('document-citation').filter({ hasText: pdfName })
  await expect(citation).toHaveText(`${pdfName}（1 ページ）`)

  const href = (await citation.getAttribute('href')) ?? ''

  await send(member, '出張の経費精算はいつまでに申請しますか？')
  // This run's file is cited (an earlier run on the same server left identical ones beside it).
  await expect(
    lastReply(member)
      .getByTestId('document-citation')
      .filter({ hasText: `経費精算規程-${suffix}.docx` }),
  ).toHaveText(`経費精算規程-${suffix}.docx`, { timeout: 30_000 })

  // The citation opens the viewer at the passage, marked.
  expect(href).toMatch(/^\/knowledge\/documents\/[^?]+\?chunk=\d+$/)
  await open(member, href)
  await expect(member.getByRole('heading', { level: 1, name: pdfName })).toBeVisible()
  await expect(member.getByRole('article', { name: '引用された箇所' })).toContainText('返品は30日以内')
  await context.close()
})

test('with a configured model, the passage goes into its prompt and the reply cites file and page', async ({
  page,
  request,
}) => {
  // A tenant of its own per run: a rerun on the same server must not find the last run's base.
  const tenant = `e2e-kb-model-${Date.now().toString(36)}`
  const owner = ensureModelTenant(tenant)
  const base = JSON.parse(opsai(['kb', 'create', '--name', '規程', '--tenant', tenant, '--json'])) as {
    id: string
  }
  const folder = test.info().outputPath('files')
  const { mkdirSync, writeFileSync } = await import('node:fs')
  mkdirSync(folder, { recursive: true })
  writeFileSync(`${folder}/返品案内.pdf`, PDF)
  opsai(['kb', 'add', base.id, `${folder}/返品案内.pdf`, '--wait'])
  opsai(['kb', 'attach', base.id, '--chat', 'custom:business-mail', '--tenant', tenant])

  await enqueue(request, { chunks: ['返品は購入後30日以内です [1]'] })
  await signIn(page, owner)
  await open(page, '/customchat/business-mail')
  await send(page, '返品は何日以内ですか？')
  const reply = lastReply(page)
  await expect(reply).toContainText('返品は購入後30日以内です', { timeout: 30_000 })
  await expect(reply.getByTestId('document-citation')).toHaveText('返品案内.pdf（1 ページ）')
  const sent = (await (await request.get(`${MODEL_SERVER}/__control/requests`)).json()) as { body: unknown }[]
  // The newest call that asked this question (the model server serves every spec).
  const prompt = JSON.stringify(
    sent.map((call) => call.body).findLast((body) => JSON.stringify(body).includes('返品は何日以内ですか')),
  )
  expect(prompt).toContain('Document \\"返品案内.pdf\\", page 1')
  expect(prompt).toContain('返品は30日以内')
})
