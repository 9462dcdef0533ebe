/**
 * The audit every screen test relies on (e2e/support/page-audit.ts) tells a request its page cut
 * off from one the test cut off by leaving the page: only the first is a finding.
 */
import { watchPage } from './support/page-audit'
import { expect, test } from './support/test'

/** A request the server never answers: it stays in flight until something cuts it off. */
const NEVER = '/__page-audit/never'

test.beforeEach(async ({ page }) => {
  await page.route(`**${NEVER}*`, () => {})
})

test('a request cut off because the test left the page is no finding', async ({ page, baseURL }) => {
  await page.goto('/login')
  const watch = watchPage(page, { origin: baseURL ?? '' })
  const pending = page.waitForRequest(`**${NEVER}?left`)
  await page.evaluate((url) => void fetch(url).catch(() => {}), `${NEVER}?left`)
  await pending
  // Other requests of the page may be cut off too (a lazy chunk still loading): wait for this one.
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes(`${NEVER}?left`))
  await page.reload()
  await failed
  expect(watch.findings).toEqual([])
  watch.stop()
})

test('a request its own page cuts off is a finding, before and after a reload', async ({ page, baseURL }) => {
  await page.goto('/login')
  const watch = watchPage(page, { origin: baseURL ?? '' })
  const abortOwn = async (tag: string) => {
    const url = `${NEVER}?${tag}`
    const pending = page.waitForRequest(`**${url}`)
    await page.evaluate((url) => {
      const controller = new AbortController()
      Object.assign(window, { auditController: controller })
      void fetch(url, { signal: controller.signal }).catch(() => {})
    }, url)
    await pending
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith(url))
    await page.evaluate(() =>
      (window as unknown as { auditController: AbortController }).auditController.abort(),
    )
    await failed
  }
  await abortOwn('first')
  await page.reload()
  await abortOwn('second')
  expect(watch.findings).toEqual([
    expect.stringMatching(/request failed: GET .*\?first \(net::ERR_ABORTED\)/),
    expect.stringMatching(/request failed: GET .*\?second \(net::ERR_ABORTED\)/),
  ])
  watch.stop()
})
