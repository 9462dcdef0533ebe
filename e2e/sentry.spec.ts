import { sentryPort } from '../playwright.config'
import { expect, test } from './support/test'

test('an unhandled browser error reaches the configured Sentry DSN', async ({ page, request }) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto('/')
  // Sentry loads lazily once the app mounted with a DSN.
  await page.waitForFunction(() => '__SENTRY__' in window)
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('browser-sentry-probe')
    })
  })
  await expect
    .poll(async () => {
      const received = (await (await request.get(`http://127.0.0.1:${sentryPort}/received`)).json()) as {
        url: string
        body: string
      }[]
      return received.find((entry) => entry.body.includes('browser-sentry-probe'))?.url ?? ''
    })
    .toMatch(/^\/api\/7\/envelope\//)
  // Unhandled errors are logged to the console in Japanese (spec §8).
  expect(consoleErrors.join('\n')).toContain('予期しないエラーが発生しました')
})
