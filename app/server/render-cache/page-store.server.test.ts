import { describe, expect, it } from 'vitest'
import { PageStore, type StoredPage } from './page-store.server'

function page(bytes: number, overrides: Partial<StoredPage> = {}): StoredPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    body: new Uint8Array(bytes),
    version: 1,
    storedAt: 0,
    extra: null,
    ...overrides,
  }
}

describe('page store', () => {
  it('returns a page only for the version and age it was kept under', () => {
    const store = new PageStore({ maxBytes: 100_000, maxPageBytes: 10_000, maxAgeMs: 1000 })
    store.set('a', page(10))
    expect(store.get('a', 1, 999)).toBeDefined()
    expect(store.get('a', 2, 0)).toBeUndefined()
    // A page of another version is dropped, not kept for later.
    expect(store.get('a', 1, 0)).toBeUndefined()
    store.set('b', page(10))
    expect(store.get('b', 1, 1000)).toBeUndefined()
    expect(store.size).toBe(0)
    expect(store.totalBytes).toBe(0)
  })

  it('evicts the least recently used pages to stay within its bytes', () => {
    const store = new PageStore({ maxBytes: 3000, maxPageBytes: 2000, maxAgeMs: 1000 })
    store.set('a', page(700))
    store.set('b', page(700))
    store.set('c', page(700))
    // `a` was used last, so `b` is the oldest when `d` needs room.
    expect(store.get('a', 1, 0)).toBeDefined()
    store.set('d', page(700))
    expect(store.get('b', 1, 0)).toBeUndefined()
    expect(store.get('a', 1, 0)).toBeDefined()
    expect(store.get('d', 1, 0)).toBeDefined()
    expect(store.totalBytes).toBeLessThanOrEqual(3000)
  })

  it('does not keep a page larger than one page may be, nor one over the whole budget', () => {
    const store = new PageStore({ maxBytes: 5000, maxPageBytes: 1000, maxAgeMs: 1000 })
    expect(store.set('big', page(1001))).toBe(false)
    expect(new PageStore({ maxBytes: 500, maxPageBytes: 1000, maxAgeMs: 1000 }).set('x', page(900))).toBe(
      false,
    )
    expect(store.size).toBe(0)
  })

  it('replaces a page under the same key without counting it twice', () => {
    const store = new PageStore({ maxBytes: 5000, maxPageBytes: 1000, maxAgeMs: 1000 })
    store.set('a', page(500))
    const once = store.totalBytes
    store.set('a', page(500))
    expect(store.totalBytes).toBe(once)
    store.clear()
    expect(store.size).toBe(0)
    expect(store.totalBytes).toBe(0)
  })
})
