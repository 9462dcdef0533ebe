/**
 * Issue 15 point 3 (ADR 023): nothing served under a brand's host names another brand, another
 * tenant or the platform. For two brands' hosts, anonymously and as each role, Chromium crawls
 * every page reachable by links from the sign-in page or home page (plus the fixed entry points
 * below) and records everything the browser receives: HTML, scripts, stylesheets, icons, the
 * manifest, server-function and API answers, response headers and cookies. It also follows the
 * static imports of every script it saw, which the browser may load later. Any forbidden term in
 * any of it fails the test, naming the term and where it was found.
 *
 * Forbidden: every other brand's key and names (its application's and its theme's), every other
 * tenant's slug and name (the demo seed's, and a rival tenant this spec makes on the same brand),
 * and "opsai" in any case. No exceptions are allowed.
 */
import { expect, type Page, type Response, test } from '@playwright/test'
import { demoMember, ensureTenantOwner, opsai } from './support/accounts'
import { waitForHydration } from './support/hydration'

const port = Number(process.env.E2E_PORT ?? 4173)

const BRANDS = [
  { slug: 'hirameki', application: 'hirameki_ai' },
  { slug: 'fortuna', application: 'fortuna' },
] as const

/** A second tenant on hirameki_ai: a brand's visitors must not see even a sibling tenant. */
const RIVAL = 'isolation-rival'

type Role = 'anonymous' | 'member' | 'owner'
const ROLES: Role[] = ['anonymous', 'member', 'owner']

/** Pages a crawl starts from besides links: the 404 page, registration, the manifest, help. */
const ENTRY_PATHS = ['/login', '/freeRegist', '/no-such-page', '/help', '/manifest.webmanifest', '/']
/** Never followed: they end the session or leave the site. */
const SKIP_PATH = /^\/(api\/auth\/sign-out|logout|admin)/
const MAX_PAGES = 16

interface Term {
  term: string
  pattern: RegExp
  why: string
}

interface Application {
  key: string
  name: string
  themeKey: string
}
interface Tenant {
  slug: string
  name: string
  applicationKey: string
}
interface ThemeRow {
  key: string
  name: string
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A key or slug as a whole word (so `acme` is not found inside `acmecorp`); a name anywhere. */
function wordTerm(term: string, why: string): Term {
  return { term, why, pattern: new RegExp(`(?<![A-Za-z0-9_-])${escapeRegExp(term)}(?![A-Za-z0-9_-])`, 'i') }
}
function textTerm(term: string, why: string): Term {
  return { term, why, pattern: new RegExp(escapeRegExp(term), 'i') }
}

function forbiddenTerms(own: (typeof BRANDS)[number]): Term[] {
  const applications = JSON.parse(opsai(['apps', 'list', '--json'])) as Application[]
  const tenants = JSON.parse(opsai(['tenants', 'list', '--json'])) as Tenant[]
  const themes = JSON.parse(opsai(['themes', 'list', '--json'])) as ThemeRow[]
  const ownApplication = applications.find((application) => application.key === own.application)
  if (!ownApplication) throw new Error(`the demo seed has no ${own.application}`)
  const ownTheme = ownApplication.themeKey
  const ownNames = new Set(
    [ownApplication.name, themes.find((theme) => theme.key === ownTheme)?.name]
      .filter((name): name is string => Boolean(name))
      .map((name) => name.toLowerCase()),
  )
  const terms: Term[] = [textTerm('opsai', "the platform's name")]
  for (const application of applications) {
    if (application.key === own.application) continue
    terms.push(wordTerm(application.key, `application ${application.key}`))
    if (!ownNames.has(application.name.toLowerCase())) {
      terms.push(textTerm(application.name, `name of application ${application.key}`))
    }
  }
  for (const theme of themes) {
    if (theme.key === ownTheme) continue
    terms.push(wordTerm(theme.key, `theme ${theme.key}`))
    if (!ownNames.has(theme.name.toLowerCase()))
      terms.push(textTerm(theme.name, `name of theme ${theme.key}`))
  }
  // The demo seed's tenants and this spec's rival: names every other test may not rely on.
  const watched = new Set(['hirameki', 'fortuna', 'kakushin', RIVAL])
  for (const tenant of tenants) {
    if (tenant.slug === own.slug || !watched.has(tenant.slug)) continue
    terms.push(wordTerm(tenant.slug, `tenant ${tenant.slug}`))
    terms.push(textTerm(tenant.name, `name of tenant ${tenant.slug}`))
  }
  return terms
}

interface Seen {
  where: string
  text: string
}

const TEXTUAL = /text|json|javascript|xml|svg|manifest|css/

function isTextual(contentType: string) {
  return TEXTUAL.test(contentType)
}

/** Everything a response carries that a visitor could read; `unread` gets URLs whose body was gone. */
async function recordResponse(response: Response, seen: Seen[], unread: string[]) {
  const url = response.url()
  // blob: and data: URLs are made in the page from what it already received (an export, a CSV).
  if (!/^https?:/.test(url)) return
  const headers = await response.allHeaders()
  seen.push({ where: `${url} (status, headers)`, text: `${url}\n${JSON.stringify(headers)}` })
  const status = response.status()
  if (status >= 300 && status < 400) return
  try {
    const body = await response.body()
    const contentType = headers['content-type'] ?? ''
    // Pictures are read as Latin-1: text chunks and metadata in a PNG or SVG show up too.
    const text = isTextual(contentType) ? body.toString('utf8') : body.toString('latin1')
    seen.push({ where: url, text })
  } catch {
    // The browser dropped the body (a cached or superseded response): fetched again afterwards.
    unread.push(url)
  }
}

/**
 * A URL fetched by the page itself, with its cookies: Node (page.request) may not resolve
 * <brand>.localhost, which Chromium always maps to this machine. Pictures read as Latin-1.
 * Other origins (the error collector) are fetched from Node, as the browser's CORS would refuse.
 */
async function fetchInPage(page: Page, url: string): Promise<string> {
  if (!new URL(url).hostname.endsWith('.localhost')) {
    const response = await page.request.get(url)
    return (await response.body()).toString(
      isTextual(response.headers()['content-type'] ?? '') ? 'utf8' : 'latin1',
    )
  }
  return page.evaluate(
    async ({ target, textual }) => {
      const response = await fetch(target, { credentials: 'same-origin' })
      const type = response.headers.get('content-type') ?? ''
      if (new RegExp(textual).test(type)) return response.text()
      const bytes = new Uint8Array(await response.arrayBuffer())
      let text = ''
      for (const byte of bytes) text += String.fromCharCode(byte)
      return text
    },
    { target: url, textual: TEXTUAL.source },
  )
}

async function signIn(page: Page, host: string, credentials: { email: string; password: string }) {
  await page.goto(`http://${host}/login`)
  await waitForHydration(page)
  await page.getByLabel('メールアドレス').fill(credentials.email)
  await page.getByLabel('パスワード').fill(credentials.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await page.waitForURL(`http://${host}/`)
}

/** Same-host links of the page, as paths, without fragments. */
async function linksOf(page: Page, host: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
  const paths: string[] = []
  for (const href of hrefs) {
    try {
      const url = new URL(href)
      if (url.host !== host) continue
      paths.push(`${url.pathname}${url.search}`)
    } catch {
      // Not a URL: nothing to follow.
    }
  }
  return paths
}

/** The scripts a script imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(source: string, base: string): string[] {
  const found = new Set<string>()
  for (const match of source.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) {
    const specifier = match[1]
    if (specifier) found.add(new URL(specifier, base).href)
  }
  return [...found]
}

async function crawl(page: Page, host: string): Promise<Seen[]> {
  const seen: Seen[] = []
  const unread: string[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    pending.push(recordResponse(response, seen, unread))
  })
  const visited = new Set<string>()
  const queue = [...ENTRY_PATHS]
  while (queue.length > 0 && visited.size < MAX_PAGES) {
    const path = queue.shift() as string
    if (visited.has(path) || SKIP_PATH.test(path)) continue
    visited.add(path)
    await page.goto(`http://${host}${path}`)
    const type = (await page.evaluate(() => document.contentType)) ?? ''
    if (type === 'text/html') {
      await waitForHydration(page)
      // The page as it ended up: text rendered from server-function answers included.
      seen.push({ where: `${page.url()} (rendered)`, text: `${await page.title()}\n${await page.content()}` })
      for (const link of await linksOf(page, host)) if (!visited.has(link)) queue.push(link)
    }
    // Read each page's responses before the next navigation discards their bodies.
    await Promise.all(pending.splice(0))
  }
  await Promise.all(pending)
  for (const url of new Set(unread)) {
    if (seen.some((entry) => entry.where === url)) continue
    seen.push({ where: url, text: await fetchInPage(page, url) })
  }
  // Scripts the browser did not need yet but may load: their static imports, transitively.
  const scripts = new Set(seen.filter((entry) => entry.where.endsWith('.js')).map((entry) => entry.where))
  const toFetch = [...scripts].flatMap((url) =>
    staticImports(seen.find((entry) => entry.where === url)?.text ?? '', url),
  )
  while (toFetch.length > 0) {
    const url = toFetch.shift() as string
    if (scripts.has(url)) continue
    scripts.add(url)
    const text = await fetchInPage(page, url)
    seen.push({ where: url, text })
    toFetch.push(...staticImports(text, url))
  }
  const cookies = await page.context().cookies()
  seen.push({ where: 'cookies', text: JSON.stringify(cookies) })
  seen.push({ where: 'visited pages', text: [...visited].join('\n') })
  return seen
}

test.describe('brand isolation: a brand’s host names no other brand, tenant or the platform', () => {
  test.beforeAll(() => {
    ensureTenantOwner(RIVAL, 'hirameki_ai')
  })

  for (const brand of BRANDS) {
    for (const role of ROLES) {
      test(`${brand.slug}.localhost as ${role}`, async ({ page }) => {
        test.setTimeout(360_000)
        const host = `${brand.slug}.localhost:${port}`
        if (role !== 'anonymous') await signIn(page, host, demoMember(brand.slug, role))
        const seen = await crawl(page, host)
        // The crawl reached the pages it should, so an empty pass cannot hide a broken crawl.
        const visited = seen.find((entry) => entry.where === 'visited pages')?.text.split('\n') ?? []
        expect(visited.length).toBeGreaterThan(role === 'anonymous' ? 3 : 6)
        expect(seen.some((entry) => /\/theme\/[0-9a-f]+\.css/.test(entry.where))).toBe(true)
        expect(seen.some((entry) => /\/assets\/.+\.js$/.test(entry.where))).toBe(true)
        expect(seen.some((entry) => entry.where.includes('/_serverFn/'))).toBe(true)

        const hits: string[] = []
        for (const term of forbiddenTerms(brand)) {
          for (const entry of seen) {
            const match = term.pattern.exec(entry.text)
            if (!match) continue
            const at = match.index
            const context = entry.text.slice(Math.max(0, at - 60), at + term.term.length + 60)
            hits.push(`${term.why} ("${term.term}") in ${entry.where}: …${context.replace(/\s+/g, ' ')}…`)
          }
        }
        expect(hits, hits.slice(0, 30).join('\n')).toEqual([])
      })
    }
  }
})
