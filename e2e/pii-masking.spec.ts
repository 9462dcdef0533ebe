/**
 * PII masking before the model (issue 19, ADR 034) in Chromium: an owner turns on e-mail masking
 * on /team, sends a message with an address, sees the address marked and the note under it, and
 * the model server receives the placeholder instead. Then the masked message in two themes, both
 * languages, at 1280 and 390 px (pairwise), audited (console, failed requests, axe, overflow) and
 * photographed.
 */
import { ensureTenantOwner } from './support/accounts'
import {
  enqueue,
  ensureModelTenant,
  lastReply,
  MODEL_SERVER,
  open,
  send,
  signIn,
  THREAD_URL,
} from './support/chat'
import { axeFindings, overflowFindings, watchPage } from './support/page-audit'
import { expect, type Page, test } from './support/test'

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }
const ADDRESS = 'taro.yamada@example.jp'
const QUESTION = `連絡先は ${ADDRESS} です。お礼のメールを書いてください。`

const lastQuestion = (page: Page) => page.locator('li[data-role="user"]').last()

async function maskEmails(page: Page) {
  const saved = await page.request.put('/api/tenant/masking', {
    data: { kinds: ['email'], ngWords: [], storeMasked: false },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(saved.status()).toBe(200)
}

test('an owner masks e-mail addresses on /team; the model gets [EMAIL], the author sees what was masked', async ({
  page,
  request,
  baseURL,
}, info) => {
  const owner = ensureModelTenant('e2e-pii')
  await signIn(page, owner)
  await page.goto('about:blank')
  const watcher = watchPage(page, { origin: baseURL ?? '' })
  await open(page, '/team')
  const card = page.getByRole('region', { name: 'AI に送る前の個人情報マスク' })
  const email = card.getByRole('checkbox', { name: 'メールアドレス' })
  if ((await email.getAttribute('aria-checked')) !== 'true') await email.click()
  await card.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('マスクの設定を保存しました。', { exact: true })).toBeVisible()
  await card.screenshot({ path: info.outputPath('pii-masking-team-card.png') })

  await request.post(`${MODEL_SERVER}/__control/reset`)
  await enqueue(request, { text: '承知しました。' })
  await open(page, '/chat')
  await send(page, QUESTION)
  await expect(page).toHaveURL(THREAD_URL)
  await expect(lastReply(page)).toContainText('承知しました。')
  const question = lastQuestion(page)
  await expect(question.locator('mark[data-mask-kind="email"]')).toHaveText(ADDRESS)
  await expect(question.getByTestId('masked-note')).toHaveText('送信前にマスクしました: メールアドレス 1件')

  const requests = (await (await request.get(`${MODEL_SERVER}/__control/requests`)).json()) as {
    body: unknown
  }[]
  const sent = JSON.stringify(requests.at(-1)?.body)
  expect(sent).toContain('連絡先は [EMAIL] です。')
  expect(sent).not.toContain(ADDRESS)

  watcher.stop()
  expect(watcher.findings).toEqual([])

  // The stored thread, opened afresh, still shows the original to its author, marked. In a new
  // tab: a reload would abort the turn's own refreshes (balance, thread list) still in flight.
  const reopened = await page.context().newPage()
  const rewatch = watchPage(reopened, { origin: baseURL ?? '' })
  await open(reopened, new URL(page.url()).pathname)
  await expect(lastQuestion(reopened).locator('mark[data-mask-kind="email"]')).toHaveText(ADDRESS)
  rewatch.stop()
  expect(rewatch.findings).toEqual([])
})

test('the masked message in two themes, both languages, desktop and phone (pairwise)', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(240_000)
  // The model tenant's application is in the opsai theme; hirameki_ai answers offline in its own.
  const brands = [
    { theme: 'opsai', owner: () => ensureModelTenant('e2e-pii-shots') },
    { theme: 'hirameki_ai', owner: () => ensureTenantOwner('e2e-pii-hirameki') },
  ] as const
  for (const brand of brands) {
    const owner = brand.owner()
    for (const locale of ['ja', 'en'] as const) {
      const context = await browser.newContext({ locale: 'ja-JP', viewport: DESKTOP })
      const page = await context.newPage()
      await signIn(page, owner)
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
      await maskEmails(page)
      if (brand.theme === 'opsai') {
        await page.request.post(`${MODEL_SERVER}/__control/enqueue`, { data: [{ text: 'OK' }] })
      }
      await open(page, '/chat')
      const box = page.getByLabel(locale === 'ja' ? 'メッセージ' : 'Message', { exact: true })
      await box.fill(QUESTION)
      await box.press('Enter')
      await expect(page).toHaveURL(THREAD_URL)
      await expect(lastReply(page).getByTestId('message-usage')).toBeVisible()
      const thread = page.url()
      // Pairwise over theme × language × width: each theme shows each language at one width.
      const pick = (brand.theme === 'opsai') === (locale === 'ja') ? DESKTOP : PHONE
      await page.setViewportSize(pick)
      await page.goto('about:blank')
      const watcher = watchPage(page, { origin: baseURL ?? '' })
      await page.goto(thread)
      await expect(page.locator('html')).toHaveAttribute('data-theme', brand.theme)
      const note = lastQuestion(page).getByTestId('masked-note')
      await expect(note).toHaveText(
        locale === 'ja'
          ? '送信前にマスクしました: メールアドレス 1件'
          : 'Masked before sending: 1 e-mail address',
      )
      await lastQuestion(page).scrollIntoViewIfNeeded()
      await page.screenshot({
        path: info.outputPath(`pii-masking-${brand.theme}-${locale}-${pick.width}.png`),
      })
      watcher.stop()
      const findings = [
        ...watcher.findings,
        ...(await overflowFindings(page)),
        ...(await axeFindings(page, 'li[data-role="user"]')),
      ]
      expect(findings, `${brand.theme} ${locale} ${pick.width}`).toEqual([])
      await context.close()
    }
  }
})
