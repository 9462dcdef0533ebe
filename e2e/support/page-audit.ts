/**
 * What the screen sweep and the story audit fail on (ADR 017), as one list of readable findings
 * per page: axe-core WCAG 2.1 AA violations (rule, impact, element, and for contrast the colours
 * and ratio), console errors and hydration warnings, uncaught errors, failed requests and
 * same-origin responses >= 400, and a page wider than its viewport (with the elements that stick
 * out).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page, Request, Response } from '@playwright/test'

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Sentry's ingest path (`/api/<project>/envelope/`). */
const SENTRY_ENVELOPE = /^\/api\/\d+\/envelope\/?$/

interface ContrastData {
  fgColor?: string
  bgColor?: string
  contrastRatio?: number
  expectedContrastRatio?: string
}

/** Elements the audit skips: a contrast specimen (the theme palette's sample of each colour
 * pair) shows failing pairs on purpose; its ratio and verdict are plain text beside it, and
 * those are audited. */
export const AXE_EXCLUDED = '[data-contrast-specimen]'

/** What of axe-core's result the findings read (its `Result` type, narrowed). */
export interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string; any: { id: string; data?: unknown }[] }[]
}

/** axe-core's violations, one line per element. */
export function formatAxeViolations(violations: readonly AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const data = node.any.find((check) => check.id === 'color-contrast')?.data as ContrastData | undefined
      const contrast = data?.contrastRatio
        ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio}]`
        : ''
      const summary = (node.failureSummary ?? violation.help).split('\n').slice(0, 2).join(' ').trim()
      return `axe ${violation.id} (${violation.impact}) at ${node.target.join(' ')}${contrast}: ${summary}`
    }),
  )
}

/** axe-core over the page (or the part `include` selects). */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).exclude(AXE_EXCLUDED)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return formatAxeViolations(violations)
}

/**
 * Listens to a page from before its navigation until `stop()`: console errors, hydration
 * warnings, uncaught errors, failed requests and same-origin error responses. The `expectedUrl`
 * (the document of a page meant to answer 404) may answer an error status, and Chromium's console
 * line saying so is no finding either.
 */
export function watchPage(page: Page, options: { origin: string; expectedUrl?: string }) {
  const findings: string[] = []
  const sameOrigin = (url: string) => {
    const { hostname, port } = new URL(url)
    const app = new URL(options.origin)
    // Brand hosts (<slug>.localhost) are the same server on the same port.
    return port === app.port && (hostname === app.hostname || hostname.endsWith('.localhost'))
  }
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    const text = message.text()
    const where = message.location().url ? ` (${message.location().url})` : ''
    const expected = options.expectedUrl && message.location().url === options.expectedUrl
    if (message.type() === 'error' && !expected) findings.push(`console error: ${text}${where}`)
    else if (message.type() === 'warning' && /hydrat/i.test(text)) findings.push(`hydration warning: ${text}`)
  }
  const onPageError = (error: Error) => findings.push(`uncaught error: ${error.message}`)
  // Which document a request belongs to: the main frame's navigations are counted, so a request
  // the browser cut off because the test left its page (a reload, the next goto) is told apart from
  // one that failed while its page was shown. Requests from before the watch are of document -1.
  // Until the new document commits, the old one still runs and asks (an idle preload): its
  // requests belong to the old document, which the commit cuts off.
  let documents = 0
  let leaving = false
  const documentOf = new WeakMap<Request, number>()
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents += 1
      leaving = true
    } else documentOf.set(request, leaving ? documents - 1 : documents)
  }
  const onFrameNavigated = (frame: import('@playwright/test').Frame) => {
    if (frame === page.mainFrame()) leaving = false
  }
  const onRequestFailed = (request: Request) => {
    const errorText = request.failure()?.errorText
    if (errorText === 'net::ERR_ABORTED') {
      // Sentry's SDK sends performance envelopes at moments of its own; one still in flight when
      // the test leaves the page is cut off. Errors show as console or page errors above.
      if (SENTRY_ENVELOPE.test(new URL(request.url()).pathname)) return
      if (!request.isNavigationRequest() && (documentOf.get(request) ?? -1) < documents) return
    }
    findings.push(`request failed: ${request.method()} ${request.url()} (${errorText})`)
  }
  const onResponse = (response: Response) => {
    if (response.status() < 400 || !sameOrigin(response.url())) return
    if (response.url() === options.expectedUrl) return
    findings.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
  }
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  page.on('request', onRequest)
  page.on('framenavigated', onFrameNavigated)
  page.on('requestfailed', onRequestFailed)
  page.on('response', onResponse)
  return {
    findings,
    stop() {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
      page.off('request', onRequest)
      page.off('framenavigated', onFrameNavigated)
      page.off('requestfailed', onRequestFailed)
      page.off('response', onResponse)
    },
  }
}

/** A page wider than its viewport scrolls sideways: the finding names what sticks out. */
export async function overflowFindings(page: Page): Promise<string[]> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return null
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const testId = element.getAttribute('data-testid')
      const className = typeof element.className === 'string' ? element.className.split(/\s+/)[0] : ''
      const text = (element.textContent ?? '').trim().slice(0, 30)
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${className ? `.${className}` : ''} "${text}"`
    }
    // The outermost elements whose right edge is past the viewport (their children follow them).
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .filter(
        (element) => (element.parentElement?.getBoundingClientRect().right ?? 0) <= root.clientWidth + 1,
      )
      .slice(0, 5)
      .map(describe)
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits }
  })
  if (!overflow) return []
  return [
    `overflow: page is ${overflow.scrollWidth}px wide in a ${overflow.clientWidth}px viewport; past the edge: ${overflow.culprits.join(', ') || '(none found)'}`,
  ]
}
