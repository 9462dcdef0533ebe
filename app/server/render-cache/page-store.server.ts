/**
 * The rendered pages the anonymous-page render cache keeps: least recently used first out, with
 * a bound on the bytes of all pages together (a page's body counts, and its headers roughly), on
 * the bytes of one page, and on a page's age. Every page is tagged with the cache version
 * it was rendered under; a page of another version is never returned.
 */
import { LRUCache } from 'lru-cache'

export interface StoredPage<Extra = unknown> {
  status: number
  /** Lower-case names, as `Headers` iterates them; never `set-cookie` (such pages are not kept). */
  headers: [string, string][]
  body: Uint8Array
  /** The `domains` cache version the page was rendered under (app/server/tenancy/cache-version.server.ts). */
  version: number
  storedAt: number
  /** What the per-hit transform prepared when the page was stored (the nonce's offsets). */
  extra: Extra
}

export interface PageStoreLimits {
  /** All pages together. */
  maxBytes: number
  /** One page; a larger one is not kept. */
  maxPageBytes: number
  /** Milliseconds after which a page is rendered again whatever the version says. */
  maxAgeMs: number
}

/** Rough bytes of the bookkeeping around a body: key, headers, map entry. */
function sizeOf(key: string, page: StoredPage): number {
  let bytes = page.body.byteLength + key.length * 2 + 200
  for (const [name, value] of page.headers) bytes += (name.length + value.length) * 2 + 32
  return bytes
}

export class PageStore<Extra = unknown> {
  /**
   * lru-cache keeps the order and the bytes. The age is not its `ttl`: a page's age runs on the
   * render cache's clock (`storedAt`, and the `now` each lookup passes), which tests set by hand.
   */
  private readonly pages: LRUCache<string, StoredPage<Extra>>

  constructor(private readonly limits: PageStoreLimits) {
    this.pages = new LRUCache({ maxSize: limits.maxBytes, sizeCalculation: (page, key) => sizeOf(key, page) })
  }

  get(key: string, version: number, now: number): StoredPage<Extra> | undefined {
    const page = this.pages.get(key)
    if (!page) return undefined
    if (page.version !== version || now - page.storedAt >= this.limits.maxAgeMs) {
      this.pages.delete(key)
      return undefined
    }
    return page
  }

  /** Keeps the page unless it alone is over the limits; evicts the least recently used to fit it. */
  set(key: string, page: StoredPage<Extra>): boolean {
    // Checked here rather than by lru-cache's maxEntrySize, which would also drop the page
    // already kept under the key.
    if (page.body.byteLength > this.limits.maxPageBytes || sizeOf(key, page) > this.limits.maxBytes)
      return false
    this.pages.set(key, page)
    return true
  }

  clear() {
    this.pages.clear()
  }

  get size(): number {
    return this.pages.size
  }

  get totalBytes(): number {
    return this.pages.calculatedSize
  }
}
