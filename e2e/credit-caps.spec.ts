/**
 * Issue 18's monthly credit caps in Chromium: the owner sets a member's cap on /team, the composer
 * shows what is left of it and when it resets, and once a reply has used it up the composer says
 * so and will not send. The tenant's application uses the local model server (a priced model:
 * the offline provider is free and no cap applies to it). With CREDIT_SCREENSHOTS=1, screenshots
 * of /team and the composer at 1280 and 390 px, in Japanese and English, in two themes.
 */
import { demoMember } from './support/accounts'
import { enqueue, ensureModelTenant, lastReply, MODEL_SERVER, open, send, signIn } from './support/chat'
import { expect, type Page, test } from './support/test'

const SLUG = 'e2e-caps'

async function setOwnCap(page: Page, credits: string) {
  await open(page, '/team')
  const row = page.getByTestId(`member-owner@${SLUG}.test`)
  await row.getByRole('button', { name: '月間上限' }).click()
  const dialog = page.getByRole('dialog')
  const capped = dialog.getByRole('checkbox', { name: '月間上限を設ける' })
  if ((await capped.getAttribute('aria-checked')) !== 'true') await capped.click()
  await dialog.getByLabel('上限（クレジット / 月）').fill(credits)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
}

test.describe('monthly credit caps', () => {
  let owner: { email: string; password: string }
  test.beforeAll(() => {
    owner = ensureModelTenant(SLUG)
  })
  test.beforeEach(async ({ request }) => {
    await request.post(`${MODEL_SERVER}/__control/reset`)
  })

  test('an owner caps a member; the composer counts down to the cap and then refuses to send', async ({
    page,
    request,
  }) => {
    await signIn(page, owner)
    // --repeat-each reuses the tenant: a cap of this month's spending so far, plus 2,300 — room
    // for one message (it reserves about 2,130) and not for a second after it used 600.
    await setOwnCap(page, '100000000')
    const spent = Number(
      await page
        .getByTestId(`member-owner@${SLUG}.test`)
        .getByTestId('quota-summary')
        .getAttribute('data-committed'),
    )
    const cap = spent + 2300
    await setOwnCap(page, String(cap))
    await expect(page.getByTestId(`member-owner@${SLUG}.test`).getByTestId('quota-summary')).toHaveAttribute(
      'data-cap',
      String(cap),
    )

    await open(page, '/chat')
    const allowance = page.getByTestId('allowance')
    await expect(allowance).toHaveAttribute('data-remaining', '2300')
    await expect(allowance).toContainText('今月の上限まで残り 2,300')
    await expect(allowance).toContainText('リセット')

    // One reply of 600 credits: 1,700 are left, under what any message reserves (2,048 and more).
    await enqueue(request, {
      chunks: ['上限の', '確認です'],
      usage: { promptTokens: 500, completionTokens: 100 },
    })
    await send(page, '上限まで使います')
    await expect(lastReply(page).getByTestId('message-usage')).toHaveAttribute('data-credits', '600')
    await expect(allowance).toHaveAttribute('data-remaining', '1700')
    await expect(page.getByTestId('allowance-exhausted')).toContainText('今月の利用上限')
    await page.getByLabel('メッセージ', { exact: true }).fill('もう一通')
    await expect(page.getByTestId('composer').getByRole('button', { name: '送信' })).toBeDisabled()

    // The API refuses the same with 402 and the code, whatever the screen does.
    const refused = await page.request.post('/api/chats/chat/default/messages', {
      data: { content: 'もう一通' },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(refused.status()).toBe(402)
    expect((await refused.json()).error).toBe('member_quota_exceeded')

    // Lifting the cap lets the member send again.
    await open(page, '/team')
    await page.getByTestId(`member-owner@${SLUG}.test`).getByRole('button', { name: '月間上限' }).click()
    await page.getByRole('dialog').getByRole('checkbox', { name: '月間上限を設ける' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click()
    await open(page, '/chat')
    await expect(page.getByTestId('allowance')).toHaveCount(0)
    await expect(page.getByTestId('allowance-exhausted')).toHaveCount(0)
  })
})

test.describe('screenshots', () => {
  test.skip(!process.env.CREDIT_SCREENSHOTS, 'set CREDIT_SCREENSHOTS=1 to take them')
  test.describe.configure({ timeout: 600_000 })

  /** /team and the composer at two widths in both languages, for the signed-in owner. */
  async function shoot(page: Page, theme: string, info: { outputPath: (name: string) => string }) {
    for (const locale of ['ja', 'en'] as const) {
      const host = new URL(page.url()).hostname
      await page.context().addCookies([{ name: 'locale', value: locale, domain: host, path: '/' }])
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        for (const [path, file] of [
          ['/team', 'team'],
          ['/chat', 'composer'],
        ] as const) {
          await open(page, path)
          await page.waitForLoadState('networkidle')
          await page.screenshot({
            path: info.outputPath(`${file}-${theme}-${locale}-${width}.png`),
            fullPage: true,
          })
        }
      }
    }
  }

  test('the opsai theme on a priced model, and hirameki’s theme offline (free)', async ({
    browser,
  }, info) => {
    const priced = await browser.newPage()
    await signIn(priced, ensureModelTenant(SLUG))
    await setOwnCap(priced, '50000')
    await shoot(priced, 'opsai', info)
    const offline = await browser.newPage()
    await signIn(offline, demoMember('hirameki', 'owner'))
    await shoot(offline, 'hirameki', info)
  })
})
