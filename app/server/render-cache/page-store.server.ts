/**
 * The rendered pages the anonymous-page render cache keeps: least recently used first out, with
 * a bound on the bytes of all pages together (a page's body counts, and its headers roughly), on
 * the bytes of one page, and on a page's age. Every page is tagged with the tenancy cache version
 * it was rendered under; a page of another version is never returned.
 */

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
  // A Map iterates in insertion order: re-inserting on every hit makes the first key the least
  // recently used one.
  private readonly pages = new Map<string, { page: StoredPage<Extra>; bytes: number }>()
  private bytes = 0

  constructor(private readonly limits: PageStoreLimits) {}

  get(key: string, version: number, now: number): StoredPage<Extra> | undefined {
    const entry = this.pages.get(key)
    if (!entry) return undefined
    if (entry.page.version !== version || now - entry.page.storedAt >= this.limits.maxAgeMs) {
      this.remove(key)
      return undefined
    }
    this.pages.delete(key)
    this.pages.set(key, entry)
    return entry.page
  }

  /** Keeps the page unless it alone is over the limits; evicts the least recently used to fit it. */
  set(key: string, page: StoredPage<Extra>): boolean {
    const bytes = sizeOf(key, page)
    if (page.body.byteLength > this.limits.maxPageBytes || bytes > this.limits.maxBytes) return false
    this.remove(key)
    while (this.bytes + bytes > this.limits.maxBytes) {
      const oldest = this.pages.keys().next()
      if (oldest.done) break
      this.remove(oldest.value)
    }
    this.pages.set(key, { page, bytes })
    this.bytes += bytes
    return true
  }

  clear() {
    this.pages.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.pages.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  private remove(key: string) {
    const entry = this.pages.get(key)
    if (!entry) return
    this.pages.delete(key)
    this.bytes -= entry.bytes
  }
}
