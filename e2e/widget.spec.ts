/**
 * Issue 20 point 2 (ADR 040): the chat widget on another site. A plain page on 127.0.0.1:<+17>
 * (an allowed origin) includes the snippet of a widget of the demo tenant hirameki: the launcher
 * appears, and a visitor asks and gets a streamed answer in the brand's name and theme, in
 * Japanese and, with an English browser, in English. The same snippet on 127.0.0.1:<+18> (not
 * allowed) shows nothing usable — the browser refuses the frame (CSP frame-ancestors) — and the
 * API refuses a call with that Origin.
 */
import { createServer, type Server } from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import { opsai } from './support/accounts'

const port = Number(process.env.E2E_PORT ?? 4173)
// Host pages on E2E_PORT + 17, + 18 and + 19: free (playwright.config.ts and the other specs use up
// to + 16) and inside a shard's stride of 20 (scripts/e2e-shards.mjs), so two shards never meet.
const allowedPort = port + 17
const refusedPort = port + 18
const allowedOrigin = `http://127.0.0.1:${allowedPort}`
const refusedOrigin = `http://127.0.0.1:${refusedPort}`
const tenantHost = `hirameki.localhost:${port}`

interface CreatedWidget {
  id: string
  snippet: string
}

let widget: CreatedWidget
const servers: Server[] = []
/** Another brand's widget (fortuna), on a phone: its own theme and name. */
const phonePort = port + 19

function hostPage(snippet: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<style>body{font-family:serif;background:#fafaf0}button{background:red}</style></head>
<body><h1>A shop on another site</h1><p>Opening hours: 9–18.</p>${snippet}</body></html>`
}

function serve(listenPort: number, html: string) {
  return new Promise<void>((resolve) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(html)
    })
    servers.push(server)
    server.listen(listenPort, '127.0.0.1', () => resolve())
  })
}

/** `opsai widgets create` as the e2e server would print it: the snippet names its port (PORT). */
function createWidget(tenant: string, origin: string): CreatedWidget {
  const saved = process.env.PORT
  process.env.PORT = String(port)
  try {
    return JSON.parse(
      opsai(['widgets', 'create', '--tenant', tenant, '--chat', 'chat', '--origin', origin, '--json']),
    )
  } finally {
    if (saved === undefined) delete process.env.PORT
    else process.env.PORT = saved
  }
}

test.beforeAll(async () => {
  widget = createWidget('hirameki', allowedOrigin)
  expect(widget.snippet).toBe(
    `<script src="http://${tenantHost}/widget.js" data-widget="${widget.id}" async></script>`,
  )
  await serve(allowedPort, hostPage(widget.snippet))
  await serve(refusedPort, hostPage(widget.snippet))
  await serve(phonePort, hostPage(createWidget('fortuna', `http://127.0.0.1:${phonePort}`).snippet))
})

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

async function askTheWidget(page: Page, brand: string, greeting: string, question: string) {
  await page.goto(`${allowedOrigin}/`)
  const frame = page.frameLocator('iframe[data-opsai-widget]')
  const launcher = frame.getByTestId('widget-launcher')
  await expect(launcher).toBeVisible()
  await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await launcher.click()
  await expect(frame.getByTestId('widget-brand')).toHaveText(brand)
  await expect(frame.getByTestId('widget-conversation')).toContainText(greeting)
  await frame.getByTestId('widget-input').fill(question)
  await frame.getByTestId('widget-input').press('Enter')
  const reply = frame.locator('[data-role="assistant"]').last()
  await expect(reply).not.toBeEmpty()
  // Streamed to the end: the reply is complete and says something.
  await expect(frame.locator('[data-role="assistant"][data-streaming]')).toHaveCount(0)
  await expect(reply).not.toHaveText(/回答を作成しています|Writing an answer/)
  await expect(reply.locator('[role="alert"]')).toHaveCount(0)
  // The host page's styles stay outside: the frame wears the brand's theme.
  expect(await frame.locator('html').getAttribute('data-theme')).toBe('hirameki_ai')
  return page
}

test('the widget answers on an allowed site, in Japanese, as the brand', async ({ page }) => {
  await askTheWidget(page, 'ヒラメキAI', 'こんにちは。ご質問をどうぞ。', '営業時間を教えてください')
  await page.screenshot({ path: 'test-results/widget-ja.png' })
})

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' })
  test('the widget speaks English', async ({ page }) => {
    await askTheWidget(page, 'Hirameki AI', 'Hello! How can we help you?', 'What are your opening hours?')
    await page.screenshot({ path: 'test-results/widget-en.png' })
  })
})

test('a site not allowed gets nothing usable, and its Origin is refused by the API', async ({
  page,
  request,
}) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
  await page.goto(`${refusedOrigin}/`)
  await refused
  const frameElement = page.locator('iframe[data-opsai-widget]')
  await expect(frameElement).toHaveCSS('visibility', 'hidden')
  await expect(page.frameLocator('iframe[data-opsai-widget]').getByTestId('widget-launcher')).toHaveCount(0)

  const response = await request.post(`http://127.0.0.1:${port}/api/widgets/${widget.id}/messages`, {
    headers: { host: tenantHost, origin: refusedOrigin, 'content-type': 'application/json' },
    data: { visitorId: 'e2e-refused-visitor-0001', content: 'hello' },
  })
  expect(response.status()).toBe(403)
  const body = await response.json()
  expect(body.error).toBe('origin_not_allowed')
  expect(body.messages.ja).toContain(refusedOrigin)
  expect(body.messages.en).toContain(refusedOrigin)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('another brand’s widget wears that brand', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${phonePort}/`)
    const frame = page.frameLocator('iframe[data-opsai-widget]')
    await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await frame.getByTestId('widget-launcher').click()
    await expect(frame.getByTestId('widget-brand')).toHaveText('フォーチュナAI')
    expect(await frame.locator('html').getAttribute('data-theme')).toBe('fortuna')
    await page.screenshot({ path: 'test-results/widget-phone-fortuna.png' })
  })
})
