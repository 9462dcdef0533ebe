/**
 * Which requests the render cache may answer and which answers it may keep. The rule is that a
 * kept page can only ever be one that any anonymous visitor of the same URL, in the same
 * language, under the same build, would have been given: so only requests that carry nothing
 * that identifies someone, only the sign-in pages (whose content depends on nothing else), and
 * only plain 200 HTML answers that set no cookie and do not forbid caching.
 */
import { LOCALE_COOKIE, type Locale, resolveLocale } from '../../i18n/locale'

/**
 * Pages whose server render depends only on the Host (its tenant and theme), the path, the
 * query, the language and the build: the sign-in pages, tenant (`/login`, `/login/{ai_type}`,
 * `/login/ezpass`) and administrator (`/admin/login`). Other anonymous pages (invitations,
 * registration) read data that changes without a tenancy version bump, so they are not kept.
 */
const CACHEABLE_PATHS = [/^\/login\/?$/, /^\/login\/[A-Za-z0-9_-]{1,64}\/?$/, /^\/admin\/login\/?$/]

export function isCacheablePath(pathname: string): boolean {
  return CACHEABLE_PATHS.some((pattern) => pattern.test(pathname))
}

/** The names of the cookies a request carries (values are not needed to decide). */
export function cookieNames(header: string | null): string[] {
  if (!header) return []
  return header
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name !== '')
}

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}

export interface KeyOptions {
  buildId: string
  defaultLocale: Locale
}

export type CacheDecision =
  | { cacheable: true; key: string; locale: Locale; pathname: string }
  | { cacheable: false; reason: string }

/** Bounds the memo below: clients send few distinct URLs, and a full memo just starts again. */
const PARSED_URLS_MAX = 1024
const parsedUrls = new Map<string, { href: string; pathname: string } | null>()

/** A URL as WHATWG's parser normalises it (null: not a URL), memoised: parsing was ~5 % of a hit. */
function parsedUrl(raw: string): { href: string; pathname: string } | null {
  let parsed = parsedUrls.get(raw)
  if (parsed === undefined) {
    try {
      const url = new URL(raw)
      parsed = { href: url.href, pathname: url.pathname }
    } catch {
      parsed = null
    }
    if (parsedUrls.size >= PARSED_URLS_MAX) parsedUrls.clear()
    parsedUrls.set(raw, parsed)
  }
  return parsed
}

/**
 * What the decision reads of a request: the web `Request` of the middleware, or the Node request
 * the server's fast lane reads before any `Request` is made (cli/lib/cached-page-lane.ts).
 */
export interface CacheRequest {
  method: string
  /** The absolute URL, as the server's adapter builds it (scheme, Host, path, query). */
  url: string
  header(name: string): string | null
}

/**
 * The cache key of a request, or why it must go to the renderer. Anything that could identify a
 * visitor — an Authorization header, or any cookie but the language choice (a session cookie, a
 * cookie of any other name) — sends it to the renderer: a signed-in page is never kept or served.
 */
export function decideCacheRequest(request: CacheRequest, options: KeyOptions): CacheDecision {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { cacheable: false, reason: 'method' }
  const url = parsedUrl(request.url)
  if (!url) return { cacheable: false, reason: 'url' }
  if (!isCacheablePath(url.pathname)) return { cacheable: false, reason: 'path' }
  if (request.header('authorization') !== null) return { cacheable: false, reason: 'authorization' }
  const cookie = request.header('cookie')
  if (cookieNames(cookie).some((name) => name !== LOCALE_COOKIE))
    return { cacheable: false, reason: 'cookie' }
  // The language is chosen the way the renderer chooses it (app/i18n/locale.server.ts), so two
  // requests with the same key always render in the same language.
  const locale = resolveLocale({
    cookie: cookieValue(cookie, LOCALE_COOKIE),
    acceptLanguage: request.header('accept-language'),
    fallback: options.defaultLocale,
  })
  // The full URL: scheme, Host (which selects the tenant and theme) with its port, path, query.
  return {
    cacheable: true,
    locale,
    key: `${options.buildId}\n${locale}\n${url.href}`,
    pathname: url.pathname,
  }
}

/** `decideCacheRequest` for a web `Request`. */
export function decideRequest(request: Request, options: KeyOptions): CacheDecision {
  return decideCacheRequest(
    { method: request.method, url: request.url, header: (name) => request.headers.get(name) },
    options,
  )
}

const NOT_KEPT_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * The headers to keep with a page, or undefined when the answer must not be kept: not a 200, not
 * HTML, setting a cookie (a session, a language switch), or marked private / no-store.
 */
export function storableHeaders(response: Response): [string, string][] | undefined {
  if (response.status !== 200 || !response.body) return undefined
  const headers = response.headers
  if (!(headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return undefined
  if (headers.has('set-cookie') || headers.getSetCookie().length > 0) return undefined
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase()
  if (/\b(no-store|private)\b/.test(cacheControl)) return undefined
  const kept: [string, string][] = []
  for (const [name, value] of headers) if (!NOT_KEPT_HEADERS.has(name)) kept.push([name, value])
  return kept
}
