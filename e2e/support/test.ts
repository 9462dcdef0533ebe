/**
 * The one way e2e specs get a page: `test` and `expect` from here instead of '@playwright/test'.
 * Every page's `goto` and `reload` — the `page` fixture's and those of pages opened in contexts a
 * test makes itself with `browser.newContext()` — return only once React has hydrated the
 * document (e2e/support/hydration.ts). Server-rendered controls are visible before that but ignore
 * keys and clicks: on a busy machine a test that typed too early lost its input (issue 14).
 *
 * Navigations that load no app page are not waited for: a non-HTML response (an image, JSON, a
 * download), a page on another origin than the app's ports (the SSO provider), and contexts with
 * JavaScript turned off.
 */
import { type Browser, type BrowserContext, test as base, type Page, type Response } from '@playwright/test'
import { waitForHydration } from './hydration'

// Everything else (expect, request, types) as Playwright exports it; `test` below shadows its own.
export * from '@playwright/test'

const instrumented = new WeakSet<Page>()
/**
 * Contexts with JavaScript off. Playwright makes the test's own context through
 * `browser.newContext()` without naming the option, so the context fixture marks it here.
 */
const withoutScript = new WeakSet<BrowserContext>()

function hydrates(page: Page, response: Response | null, appPort: string) {
  return !withoutScript.has(page.context()) && isAppDocument(response, appPort)
}

/** The app answers on its port under any host (localhost, 127.0.0.1, <slug>.localhost). */
function isAppDocument(response: Response | null, appPort: string) {
  if (!response) return false
  const url = new URL(response.url())
  const contentType = response.headers()['content-type'] ?? ''
  return url.port === appPort && contentType.includes('text/html')
}

function instrumentPage(page: Page, appPort: string) {
  if (instrumented.has(page)) return
  instrumented.add(page)
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (hydrates(page, response, appPort)) await waitForHydration(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (hydrates(page, response, appPort)) await waitForHydration(page)
    return response
  }
}

function instrumentContext(context: BrowserContext, appPort: string) {
  for (const page of context.pages()) instrumentPage(page, appPort)
  context.on('page', (page) => instrumentPage(page, appPort))
  const newPage = context.newPage.bind(context)
  context.newPage = async () => {
    const page = await newPage()
    instrumentPage(page, appPort)
    return page
  }
}

function portOf(baseURL: string | undefined) {
  return new URL(baseURL ?? `http://localhost:${process.env.E2E_PORT ?? 4173}`).port
}

export const test = base.extend<{ hydratedContexts: undefined }>({
  context: async ({ context, javaScriptEnabled, baseURL }, use) => {
    if (javaScriptEnabled === false) withoutScript.add(context)
    else instrumentContext(context, portOf(baseURL))
    await use(context)
  },
  // Contexts a test makes itself (a second user beside the first) navigate the same way.
  hydratedContexts: [
    async ({ browser, baseURL }, use) => {
      const newContext: Browser['newContext'] = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        if (options?.javaScriptEnabled === false) withoutScript.add(context)
        else instrumentContext(context, portOf(baseURL))
        return context
      }
      await use(undefined)
      browser.newContext = newContext
    },
    { auto: true },
  ],
})
