/**
 * Chat attachments (issue 17) in Chromium: a member attaches a text file in /chat, waits for it
 * to be read, and asks what only the file says; the offline provider quotes the file, the reply
 * cites it by name, and the question keeps its file as a chip.
 */
import { ensureTenantOwner, opsai } from './support/accounts'
import { lastReply, open, signIn, THREAD_URL } from './support/chat'
import { expect, test } from './support/test'

const SLUG = 'e2e-attachments'

test('a member attaches a file, and the reply quotes and cites it', async ({ page }) => {
  const owner = ensureTenantOwner(SLUG)
  opsai(['tokens', 'grant', SLUG, '1000000', '--reason', 'e2e attachments', '--key', `${SLUG}-grant`])
  // Unique per run: re-running the spec reuses the tenant and its earlier threads.
  const tag = Date.now().toString(36)
  const name = `handbook-${tag}.txt`
  const fact = `社員食堂の合言葉は「みかん${tag}」です。水曜日はカレーの日です。`

  await signIn(page, owner)
  await open(page, '/chat')
  const send = page.getByRole('button', { name: '送信', exact: true })
  await page.getByLabel('メッセージ', { exact: true }).fill('社員食堂の合言葉は何ですか？')

  // The paperclip opens the file chooser; the chosen file becomes a chip, read by the server.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'ファイルを添付' }).click()
  await (await chooser).setFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(`社内案内\n\n${fact}\n`),
  })
  const chips = page.getByRole('list', { name: '添付ファイル' })
  const chip = chips.getByRole('listitem').filter({ hasText: name })
  await expect(chip).toBeVisible()
  await expect(chip).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  await expect(chip).toContainText('準備完了')
  await expect(send).toBeEnabled()

  await send.click()
  await expect(page).toHaveURL(THREAD_URL)
  // The composer's chips are gone; the question shows its file.
  await expect(page.getByTestId('staged-attachments')).toHaveCount(0)
  const question = page.locator('li[data-role="user"]').last()
  await expect(question.getByTestId('message-attachments')).toContainText(name)
  await expect(question.getByTestId('message-attachments')).toContainText('読み込み済み')

  // The offline reply quotes the passage with its file, and cites the file under the reply.
  const reply = lastReply(page)
  await expect(reply).toContainText(`みかん${tag}`)
  await expect(reply).toContainText(name)
  await expect(reply.getByTestId('faq-sources')).toContainText(name)

  // The thread page, loaded afresh, shows the same.
  await page.reload()
  await expect(page.locator('li[data-role="user"]').last().getByTestId('message-attachments')).toContainText(
    name,
  )
  await expect(lastReply(page).getByTestId('faq-sources')).toContainText(name)
})
