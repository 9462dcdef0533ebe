/**
 * Issue 20 point 1 in Chromium against the production build: a demo owner creates a tenant API
 * key on /integrations and sees it once; the official `openai` client (in this process) lists the
 * models and completes a chat with it; the list then shows the key's last use; revoked, the key
 * gets 401. Then the page in two brands, both languages, desktop and phone, audited.
 */
import OpenAI from 'openai'
import { demoMember } from './support/accounts'
import { signIn } from './support/chat'
import { axeFindings, overflowFindings, watchPage } from './support/page-audit'
import { expect, test } from './support/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

test('an owner’s API key works with the openai client until it is revoked', async ({ page }) => {
  const name = `e2e ボット ${Date.now().toString(36)}`
  await signIn(page, demoMember('hirameki', 'owner'))
  await page.goto('/integrations')
  await expect(page.getByRole('heading', { level: 1, name: '連携' })).toBeVisible()
  await expect(page.getByTestId('api-base-url')).toHaveText(`http://localhost:${port}/v1`)

  await page.getByRole('button', { name: 'API キーを作成' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('名前').fill(name)
  await dialog.getByRole('button', { name: '作成' }).click()
  const shown = page.getByTestId('new-api-key')
  await expect(shown).toHaveText(/^opsai_sk_/)
  const key = (await shown.textContent()) ?? ''
  const row = page.locator(`tr[data-key-name="${name}"]`)
  await expect(row.getByTestId('api-key-last-used')).toHaveText('未使用')
  // Shown once: closing the notice removes it, and the list never holds the key.
  await page.getByRole('button', { name: '閉じる' }).click()
  await expect(shown).toHaveCount(0)
  await expect(page.getByTestId('api-keys')).not.toContainText(key)

  const client = new OpenAI({ apiKey: key, baseURL: `http://localhost:${port}/v1`, maxRetries: 0 })
  const models = await client.models.list()
  expect(models.data.map((model) => model.id)).toContain('chat')
  // The demo data's built-in offline model answers (free of charge).
  const completion = await client.chat.completions.create({
    model: 'chat',
    messages: [{ role: 'user', content: 'あいさつして' }],
  })
  expect(completion.choices[0]?.message.content?.length).toBeGreaterThan(0)
  expect(completion.usage?.total_tokens).toBeGreaterThan(0)

  await page.reload()
  await expect(row.getByTestId('api-key-last-used')).not.toHaveText('未使用')
  await row.getByRole('button', { name: '無効にする' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '無効にする' }).click()
  await expect(row.getByTestId('api-key-revoked')).toBeVisible()
  await expect(client.models.list()).rejects.toMatchObject({ status: 401 })
})

test('the page in two brands, both languages, desktop and phone', async ({ browser, baseURL }, info) => {
  test.setTimeout(180_000)
  for (const slug of ['hirameki', 'fortuna'] as const) {
    for (const locale of ['ja', 'en'] as const) {
      const context = await browser.newContext({ locale: 'ja-JP', viewport: DESKTOP })
      const page = await context.newPage()
      await signIn(page, demoMember(slug, 'owner'))
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
      for (const [label, viewport] of [
        ['1280', DESKTOP],
        ['390', PHONE],
      ] as const) {
        await page.setViewportSize(viewport)
        await page.goto('about:blank')
        const watcher = watchPage(page, { origin: baseURL ?? '' })
        await page.goto('/integrations')
        await page
          .getByRole('button', { name: locale === 'ja' ? 'API キーを作成' : 'Create API key' })
          .click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await page.screenshot({ path: info.outputPath(`integrations-dialog-${slug}-${locale}-${label}.png`) })
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toHaveCount(0)
        await page.screenshot({
          path: info.outputPath(`integrations-${slug}-${locale}-${label}.png`),
          fullPage: true,
        })
        watcher.stop()
        const findings = [
          ...watcher.findings,
          ...(await overflowFindings(page)),
          ...(await axeFindings(page, '[data-testid="api-keys"]')),
        ]
        expect(findings, `${slug} ${locale} ${label}`).toEqual([])
      }
      await context.close()
    }
  }
  // A member is told the page is for owners and admins.
  const context = await browser.newContext({ locale: 'ja-JP', viewport: PHONE })
  const page = await context.newPage()
  await signIn(page, demoMember('hirameki', 'member'))
  await page.goto('/integrations')
  await expect(page.getByText('連携を設定できるのはオーナーと管理者のみです。')).toBeVisible()
  await page.screenshot({ path: info.outputPath('integrations-member-ja-390.png') })
  await context.close()
})
