/**
 * The anonymous-page render cache (issue 10; docs/performance.md "SSR throughput"): a server
 * middleware in front of the TanStack Start handler that keeps the rendered HTML of the sign-in
 * pages for anonymous visitors and answers repeats from memory.
 *
 * - Key: build id, language (chosen as the renderer chooses it), and the full URL — scheme,
 *   Host (tenant and theme), path, query (cache-policy.server.ts).
 * - Only requests with no Authorization header and no cookie but the language choice, GET or
 *   HEAD; only 200 HTML answers to a GET that set no cookie and allow caching; bounded in bytes,
 *   least recently used out, and re-rendered after `maxAgeMs` whatever happens.
 * - Invalidation: every page is tagged with the version of the `domains` and `brands` counters
 *   from the process's one cache version reader (app/server/tenancy/cache-versions.server.ts;
 *   ADR 044), which every domain mapping, tenant, theme, application and identity change bumps in
 *   its own transaction. The Host resolver and the brand records read the same reader, so a page
 *   is never kept when the version moved while it rendered, and no page of an older version is
 *   served once the reader has seen a newer one: milliseconds after the change by NOTIFY, at
 *   most its check interval (about a second) by the poll.
 * - Each hit goes through a transform that renews the per-response values (the CSP nonce).
 */
import { FastResponse } from 'srvx'
import type { Locale } from '../../i18n/locale'
import { type CacheRequest, decideCacheRequest, decideRequest, storableHeaders } from './cache-policy.server'
import type { HitTransform } from './hit-transform.server'
import { PageStore, type PageStoreLimits, type StoredPage } from './page-store.server'

/** What the cache needs of the cache versions (CacheVersions.source gives it). */
export interface VersionSource {
  /** Checks (at most every check interval) and returns the version. */
  currentVersion(): Promise<number>
  /** The version last read, without a check. */
  knownVersion(): number | undefined
  /** The version when no check is due (read within the check interval), else undefined. */
  checkedVersion(): number | undefined
}

export interface RenderCacheOptions<Extra> {
  buildId: string
  defaultLocale: Locale
  versions: VersionSource
  transform: HitTransform<Extra>
  limits?: Partial<PageStoreLimits>
  now?: () => number
}

export type Next = () => Response | Promise<Response>
/** A kept page as one answer sends it (the body `null` for a HEAD). */
export interface CachedAnswer {
  /** The request's path as the URL parser read it (the access log names its route). */
  pathname: string
  status: number
  headers: [string, string][]
  body: Uint8Array | null
}

export type RenderCacheMiddleware = ((request: Request, next: Next) => Promise<Response>) & {
  readonly store: PageStore
  /**
   * The kept page for this request when it can be answered without waiting for anything (the
   * version needs no check now); undefined: the middleware decides (it may still find it kept).
   */
  answerNow(request: CacheRequest): CachedAnswer | undefined
}

/** 32 MB of pages (about 700 sign-in pages), 1 MB per page, a minute at most. */
export const DEFAULT_LIMITS: PageStoreLimits = {
  maxBytes: 32 * 1024 * 1024,
  maxPageBytes: 1024 * 1024,
  maxAgeMs: 60_000,
}

/** The response header that says how the cache answered (tests, operators' curl). */
export const CACHE_STATUS_HEADER = 'x-render-cache'

export function createRenderCache<Extra>(options: RenderCacheOptions<Extra>): RenderCacheMiddleware {
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const store = new PageStore<Extra>(limits)
  const now = options.now ?? Date.now
  let seenVersion: number | undefined

  const answer = (page: StoredPage<Extra>, method: string, pathname: string): CachedAnswer => {
    const { body, headers } = options.transform.apply(page.body, page.headers, page.extra)
    return {
      pathname,
      status: page.status,
      headers: [...headers, ['content-length', String(body.byteLength)], [CACHE_STATUS_HEADER, 'hit']],
      body: method === 'HEAD' ? null : body,
    }
  }

  const answerNow = (request: CacheRequest): CachedAnswer | undefined => {
    const version = options.versions.checkedVersion()
    // A version this cache has not seen yet (its pages are still to be dropped): the middleware.
    if (version === undefined || version !== seenVersion) return undefined
    const decision = decideCacheRequest(request, options)
    if (!decision.cacheable) return undefined
    const page = store.get(decision.key, version, now())
    return page && answer(page, request.method, decision.pathname)
  }

  const middleware = async (request: Request, next: Next): Promise<Response> => {
    const decision = decideRequest(request, options)
    if (!decision.cacheable) return next()
    // Without the version (the database is unreachable) nothing can be answered from memory
    // safely: the renderer answers, as it would without the cache.
    const version = await options.versions.currentVersion().catch(() => undefined)
    if (version === undefined) return next()
    if (version !== seenVersion) {
      // Pages of older versions would be refused one by one anyway; free their memory at once.
      store.clear()
      seenVersion = version
    }
    const page = store.get(decision.key, version, now())
    if (page) {
      const { status, headers, body } = answer(page, request.method, decision.pathname)
      // Bodies are Node Buffers (never on a SharedArrayBuffer), which fetch accepts.
      return new FastResponse(body as Uint8Array<ArrayBuffer> | null, { status, headers })
    }
    const response = await next()
    if (request.method !== 'GET') return response
    const headers = storableHeaders(response)
    if (!headers || !response.body) return response
    const keep = (body: Uint8Array) => {
      // The version moved while this page rendered: it may show the old mapping. Not kept.
      if (options.versions.knownVersion() !== version) return
      const extra = options.transform.prepare(body, headers)
      if (extra === null) return
      store.set(decision.key, { status: 200, headers, body, version, storedAt: now(), extra })
    }
    const tagged = new Headers(response.headers)
    tagged.set(CACHE_STATUS_HEADER, 'miss')
    return new Response(response.body.pipeThrough(collectBody(limits.maxPageBytes, keep)), {
      status: response.status,
      statusText: response.statusText,
      headers: tagged,
    })
  }
  return Object.assign(middleware, { store: store as PageStore, answerNow })
}

/**
 * Passes the body through untouched while keeping a copy, up to `maxBytes`; hands the copy over
 * only when the body ended normally (a client that hung up leaves nothing half-kept).
 */
function collectBody(maxBytes: number, onComplete: (body: Uint8Array) => void) {
  let chunks: Uint8Array[] | undefined = []
  let size = 0
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      controller.enqueue(chunk)
      if (!chunks) return
      size += chunk.byteLength
      if (size > maxBytes) chunks = undefined
      else chunks.push(chunk)
    },
    flush() {
      if (chunks) onComplete(Buffer.concat(chunks, size))
    },
  })
}
